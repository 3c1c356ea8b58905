import { type Language, localizePath } from "~/i18n/languages";
import type { MailAddress } from "~/leads/server/lead-emails.server";
import type { RoomPicture } from "~/leads/server/room-picture.server";
import type { TopViewPicture } from "~/rug/artwork/top-view-artwork";

/** What a lead's e-mails are written with besides the lead: this server's addresses and what was sent. */
export type LeadEmailOptions = {
  leadsTo: MailAddress;
  siteUrl: string;
  /** The catalogue a catalogue request's confirmation links: the PDF in the visitor's language. */
  catalogueUrl: string;
  /** False when the recipient reached the daily limit of confirmations: only sales are written to. */
  confirmationSent?: boolean;
  /** The room picture the lead came with (stored-lead.server.ts reads it): the notification shows it. */
  roomPicture?: Pick<RoomPicture, "contentType" | "data">;
  /** A studio design's picture from above (services.server.ts reads it): the rug's picture lays it. */
  topView?: TopViewPicture;
};

export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

export function homeUrl(siteUrl: string, lang: Language): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath("/", lang)}`;
}
