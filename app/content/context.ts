import { createContext } from "react-router";
import type { Language } from "~/i18n/languages";
import { type ContentSnapshot, documentDef, type EventItem, eventsContentSchema, seedSnapshot } from "./documents";
import { type HomeContent, homeContentSchema } from "./schemas";
import { mergedContent } from "./text-units";

/**
 * The content a render shows, handed to route loaders through React Router's context: the
 * published content on the server, a draft in a preview, and the modules (the seed) while the
 * site is pre-rendered at build, where nothing sets it.
 */
export const contentContext = createContext<ContentSnapshot>(seedSnapshot);

export function homeFrom(snapshot: ContentSnapshot, lang: Language): HomeContent {
  const written = snapshot.get("home") ?? seedSnapshot.get("home");
  if (!written) throw new Error("No home page content");
  return homeContentSchema.parse(mergedContent(written, lang, `home (${lang})`, documentDef("home")?.structure));
}

/**
 * The events and news items a language shows at `now`: those whose end (Madrid time) has not
 * come, newest first. Restricted ones are included; the page's region gate decides.
 */
export function eventsFrom(snapshot: ContentSnapshot, lang: Language, now: Date): EventItem[] {
  const written = snapshot.get("events") ?? seedSnapshot.get("events");
  if (!written) return [];
  const { items } = eventsContentSchema.parse(
    mergedContent(written, lang, `events (${lang})`, documentDef("events")?.structure),
  );
  return items.filter((item) => !hasEnded(item, now)).sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * When the first item still shown at `now` ends (milliseconds since the epoch), or Infinity: the
 * home page shows other events from then on.
 */
export function nextEventEnd(snapshot: ContentSnapshot, now: Date): number {
  const ends = eventsFrom(snapshot, "es", now).flatMap((item) =>
    item.endsAt ? [fromMadridTime(item.endsAt).getTime()] : [],
  );
  return Math.min(Number.POSITIVE_INFINITY, ...ends);
}

function hasEnded(item: { endsAt?: string | undefined }, now: Date): boolean {
  return item.endsAt !== undefined && fromMadridTime(item.endsAt).getTime() <= now.getTime();
}

/** The instant a Madrid wall-clock time (`2026-11-25T08:00`) names. */
export function fromMadridTime(local: string): Date {
  const asUtc = new Date(`${local.length === 16 ? `${local}:00` : local}Z`);
  const first = new Date(asUtc.getTime() - madridOffsetMs(asUtc));
  // Across a change of summer time the offset at the result can differ from the guess's.
  return new Date(asUtc.getTime() - madridOffsetMs(first));
}

/** Madrid's wall clock, made once: every offset is read from it. */
const madridClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Madrid",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** How far Madrid's clock is ahead of UTC at `at`, in milliseconds (summer time included). */
export function madridOffsetMs(at: Date): number {
  const parts = madridClock.formatToParts(at);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
