import { fromMadridTime } from "~/content/context";
import { addDays, madridDay, weekday } from "./madrid-day.server";

export { addDays, madridDay };

/*
 * The sales desk's calendar, in Madrid time: its days and weeks (Monday to Sunday) and its working
 * days, and how long a lead may wait for its first reply.
 *
 * Working days are Monday to Friday except Spain's national holidays that every region keeps: 1
 * and 6 January, Good Friday, 1 May, 15 August, 12 October, 1 November, 6 and 8 December and 25
 * December. Regional and local holidays (San Isidro, a Monday that replaces a Sunday holiday in
 * some regions) change from year to year and region to region: they count as working days.
 *
 * A lead received on a working day should be answered by the same time on the next working day
 * (Friday 17:00 by Monday 17:00); one received on a weekend or a holiday, by the end of the next
 * working day (Saturday's by Monday midnight). Summer time changes on a Sunday, never a working
 * day, so every working day is 24 hours long and "the same time" is always there.
 */

/** A Madrid calendar day, YYYY-MM-DD. */
export type Day = string;

/** The instant a Madrid day begins (its midnight, 23:00 or 22:00 UTC the evening before). */
export const dayStart = (day: Day): Date => fromMadridTime(`${day}T00:00`);

/** The Monday of the week (Monday to Sunday) a day belongs to. */
export const mondayOf = (day: Day): Day => addDays(day, -((weekday(day) + 6) % 7));

/** Easter Sunday of `year` (Gregorian, the anonymous algorithm). */
function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

const fixedHolidays = ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"];

/** One of Spain's national holidays (above). */
export function isNationalHoliday(day: Day): boolean {
  return fixedHolidays.includes(day.slice(5)) || day === addDays(easter(Number(day.slice(0, 4))), -2);
}

export const isWorkingDay = (day: Day) => weekday(day) >= 1 && weekday(day) <= 5 && !isNationalHoliday(day);

/** The first working day after `day`. */
export function nextWorkingDay(day: Day): Day {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * How a day's leads are timed: received on a working day, each has the real time from that day's
 * midnight to the next working day's (`allowedMs`: 72 hours from a Friday, 71 over the change to
 * summer time); received on another day, all share one `deadline`, the end of the next working day.
 */
export type DayRule = { day: Day; start: Date; end: Date } & (
  | { allowedMs: number; deadline: null }
  | { allowedMs: null; deadline: Date }
);

export function dayRule(day: Day): DayRule {
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  const next = nextWorkingDay(day);
  return isWorkingDay(day)
    ? { day, start, end, allowedMs: dayStart(next).getTime() - start.getTime(), deadline: null }
    : { day, start, end, allowedMs: null, deadline: dayStart(addDays(next, 1)) };
}

/** When a lead received at `receivedAt` should have had its first reply. */
export function replyDeadline(receivedAt: Date): Date {
  const rule = dayRule(madridDay(receivedAt));
  return rule.deadline ?? new Date(receivedAt.getTime() + rule.allowedMs);
}
