import { addDays, weekday } from "./madrid-day.server";

/*
 * The follow-up days a lead's page offers in one click, counted on the Madrid calendar (`today` is
 * the day it is in Madrid, madridDay): "tomorrow", "Monday" and "in a week".
 */

/** The days offered in one click, each a Madrid day (YYYY-MM-DD). */
export type QuickDays = { tomorrow: string; monday: string; nextWeek: string };

/**
 * - "Tomorrow": the next day.
 * - "In a week": exactly seven days later, the same weekday (a Sunday's is the next Sunday, as a
 *   sales assistant saying "in a week" on a Sunday means): never rounded to a week's end.
 * - "Monday": the first Monday after tomorrow. Said on a Sunday, "tomorrow" already is Monday, and
 *   two buttons for one day would leave the assistant wondering which week "Monday" meant; "on
 *   Monday", heard beside "tomorrow", means the Monday of next week, so that is the day it gives
 *   (8 days later). On any other day it is the coming Monday (on a Monday, the next one).
 */
export function quickFollowUpDays(today: string): QuickDays {
  const toMonday = (8 - weekday(today)) % 7 || 7;
  return {
    tomorrow: addDays(today, 1),
    monday: addDays(today, toMonday === 1 ? 8 : toMonday),
    nextWeek: addDays(today, 7),
  };
}
