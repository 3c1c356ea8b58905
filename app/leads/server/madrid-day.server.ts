import { madridOffsetMs } from "~/content/context";

/*
 * The sales desk's calendar: a follow-up is due on a day as the team in Madrid lives it, and the
 * morning e-mail leaves at eight, Madrid time, summer or winter. Days are written YYYY-MM-DD.
 */

const madrid = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Madrid",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The day and hour it is in Madrid at `now`. */
function madridClock(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(madrid.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The day it is in Madrid at `now`. */
export const madridDay = (now: Date) => madridClock(now).day;

/** The hour (0 to 23) it is in Madrid at `now`. */
export const madridHour = (now: Date) => madridClock(now).hour;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isDay(value: string | null | undefined): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const dayMs = 24 * 3600_000;

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);

/** How many days `to` is after `from` (negative when before). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The weekday of `day`, 0 Sunday to 6 Saturday. */
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * `at` as the clock in Madrid reads it, with Madrid's offset from UTC that day, ISO 8601:
 * `2026-11-23T10:00:00+01:00` in winter, `2026-07-01T11:00:00+02:00` in summer. The same instant
 * as the UTC time, written as the desk's screens show it.
 */
export function madridTime(at: Date): string {
  const offsetMs = madridOffsetMs(at);
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMs).toISOString().slice(0, 19);
  const offsetMinutes = Math.round(offsetMs / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${wall}${sign}${hours}:${minutes}`;
}
