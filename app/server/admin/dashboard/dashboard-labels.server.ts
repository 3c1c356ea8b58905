import { isLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { isProjectType } from "~/leads/forms/project-types";
import type { DashboardDimension, DashboardSeries } from "~/leads/server/dashboard.server";
import type { PageContext } from "~/server/admin/layout.server";
import { dashboardWords } from "./dashboard-words.server";

/*
 * How the dashboard names and writes what it counts: a series by its label, a week by its Monday,
 * numbers and dates in the staff member's language.
 */

/** The locale of the staff member's language, for numbers and dates. */
export const locale = (context: PageContext) => (context.lang === "es" ? "es-ES" : "en-GB");

/** A Monday (a calendar day, so UTC) as the page writes it, in `options`' length. */
export const dayOf = (context: PageContext, monday: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale(context), { ...options, timeZone: "UTC" }).format(new Date(`${monday}T00:00:00Z`));

/** A series' name: the form's, language's or sector's label, a country or campaign as written. */
export function seriesLabel(context: PageContext, dimension: DashboardDimension, series: DashboardSeries): string {
  const { lang } = context;
  const words = dashboardWords[lang];
  if (series.kind !== "value") return series.kind === "others" ? words.others : words.unknown[dimension];
  const value = series.value;
  if (dimension === "form") return (context.t.forms as Record<string, string>)[value] ?? value;
  if (dimension === "language") return isLanguage(value) ? context.t.languages[value] : value;
  if (dimension === "sector")
    return isProjectType(value) ? messages[lang].forms.contactSection.projectTypes[value] : value;
  return value;
}
