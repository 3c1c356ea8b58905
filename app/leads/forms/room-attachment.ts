import { useSyncExternalStore } from "react";

/**
 * The room picture the visitor chose to send with the quote request: kept in the page's memory
 * only (never stored, never uploaded) until the quote form posts it with the request.
 */
export const roomPictureField = "roomPicture";
/** Posted with the picture: the visitor ticked that they send their photo. */
export const roomPictureConsentField = "roomPictureConsent";

let picture: Blob | null = null;
const listeners = new Set<() => void>();

export function attachRoomPicture(next: Blob | null) {
  picture = next;
  for (const listener of listeners) listener();
}

export function attachedRoomPicture(): Blob | null {
  return picture;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The attached picture, for the quote form to say it goes with the request. */
export function useAttachedRoomPicture(): Blob | null {
  return useSyncExternalStore(
    subscribe,
    () => picture,
    () => null,
  );
}
