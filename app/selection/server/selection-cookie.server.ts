import { deflateRawSync, inflateRawSync } from "node:zlib";
import { projectPolicy } from "~/site/data-policy";
import { checkedSelection, emptySelection, type Selection } from "../selection";

/**
 * The visitor's project as the browser keeps it: one cookie the server writes each time she adds,
 * changes or removes a rug (so it works without JavaScript, and nothing of it is stored on the
 * server until she shares it). Its value is the items as compact JSON, deflated and base64url:
 * about 40-60 bytes a rug, so 40 rugs fit in a browser's 4 KB.
 *
 * A cookie is the visitor's to change: what comes back is inflated to at most 64 KB (a small
 * cookie that inflates to gigabytes is refused, not expanded) and re-checked item by item
 * (`checkedSelection`), never trusted. The cookie is strictly necessary for the project the
 * visitor asked for: it is set only by her own request, is read only by this site's server
 * (HttpOnly), and the cookie policy lists it.
 */
export const selectionCookieName = "nudo_project";

/** How long the browser keeps the project after its last change: the privacy policy states it. */
export const selectionCookieDays = projectPolicy.cookieDays;

/** A cookie value past this is not written: browsers drop a cookie over 4,096 bytes with its name and attributes. */
export const maxCookieValueBytes = 3800;

const maxInflatedBytes = 64 * 1024;

type Packed = { v: 1; i: [id: string, rug: string, place: string, quantity: number][] };

export function encodeSelection(selection: Selection): string {
  const packed: Packed = { v: 1, i: selection.items.map((item) => [item.id, item.rug, item.place, item.quantity]) };
  return deflateRawSync(Buffer.from(JSON.stringify(packed)), { level: 9 }).toString("base64url");
}

export function decodeSelection(value: string | undefined): Selection {
  if (!value || value.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(value)) return emptySelection;
  try {
    const json = inflateRawSync(Buffer.from(value, "base64url"), { maxOutputLength: maxInflatedBytes }).toString(
      "utf8",
    );
    const packed = JSON.parse(json) as Partial<Packed>;
    if (packed.v !== 1 || !Array.isArray(packed.i)) return emptySelection;
    return checkedSelection({
      items: packed.i.map((entry) =>
        Array.isArray(entry) ? { id: entry[0], rug: entry[1], place: entry[2], quantity: entry[3] } : null,
      ),
    });
  } catch {
    return emptySelection;
  }
}

/** The visitor's project from a request's `Cookie` header (empty when there is none or it is not ours). */
export function selectionFromCookies(header: string | null | undefined): Selection {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === selectionCookieName) return decodeSelection(part.slice(at + 1).trim());
  }
  return emptySelection;
}

/**
 * The `Set-Cookie` header that keeps `selection`, or null when it would not fit (the caller says
 * the project is full); an empty project clears the cookie.
 */
export function selectionSetCookie(selection: Selection, secure: boolean): string | null {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  if (selection.items.length === 0) return `${selectionCookieName}=; Max-Age=0; ${attributes}`;
  const value = encodeSelection(selection);
  if (value.length > maxCookieValueBytes) return null;
  return `${selectionCookieName}=${value}; Max-Age=${selectionCookieDays * 24 * 60 * 60}; ${attributes}`;
}
