import { fill } from "~/i18n/translate";
import type { Dashboard } from "~/leads/server/dashboard.server";
import type { PageContext } from "~/server/admin/layout.server";
import { dayOf, locale, seriesLabel } from "./dashboard-labels.server";
import { dashboardWords } from "./dashboard-words.server";

/*
 * The dashboard's weeks: drawn as stacked bars for the eye (inline SVG sized by attributes, which
 * the page's policy allows), and said in a table that every reader reads.
 */

/** One week's bar: each series' share of the largest week, side by side, in its colour. */
function WeekBar({
  dashboard,
  weekIndex,
  colours,
  largest,
}: {
  dashboard: Dashboard;
  weekIndex: number;
  colours: string[];
  largest: number;
}) {
  let offset = 0;
  return (
    <svg className="week-bar" width="100%" height="18" aria-hidden="true" focusable="false">
      {dashboard.series.map((one, index) => {
        const width = ((one.counts[weekIndex] ?? 0) / largest) * 100;
        const rect = (
          <rect key={one.value ?? one.kind} x={`${offset}%`} width={`${width}%`} height="18" fill={colours[index]} />
        );
        offset += width;
        return width > 0 ? rect : null;
      })}
    </svg>
  );
}

/** The weeks' bars, hidden from assistive technology: the table says the same. */
export function WeekChart({
  context,
  dashboard,
  colours,
}: {
  context: PageContext;
  dashboard: Dashboard;
  colours: string[];
}) {
  const number = new Intl.NumberFormat(locale(context));
  const largest = Math.max(1, ...dashboard.weeks.map((week) => week.total));
  return (
    <div className="week-chart card" aria-hidden="true">
      {dashboard.weeks.map((week, weekIndex) => (
        <div className="week-row" key={week.monday}>
          <span className="week-label">{dayOf(context, week.monday, { day: "numeric", month: "short" })}</span>
          <WeekBar dashboard={dashboard} weekIndex={weekIndex} colours={colours} largest={largest} />
          <span className="num">{number.format(week.total)}</span>
        </div>
      ))}
    </div>
  );
}

/** The leads per week and series, a row a week, the 12 weeks' totals at the foot. */
export function WeekTable({ context, dashboard }: { context: PageContext; dashboard: Dashboard }) {
  const words = dashboardWords[context.lang];
  const { dimension, weeks, series } = dashboard;
  const number = new Intl.NumberFormat(locale(context));
  const dimensionName = words.dimensions[dimension].toLocaleLowerCase(locale(context));
  return (
    <table className="cards week-table">
      <caption>{fill(words.caption, { dimension: dimensionName })}</caption>
      <thead>
        <tr>
          <th scope="col">{words.week}</th>
          {series.map((one) => (
            <th scope="col" key={one.value ?? one.kind}>
              {seriesLabel(context, dimension, one)}
            </th>
          ))}
          <th scope="col">{words.weekTotal}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, weekIndex) => (
          <tr key={week.monday}>
            <th scope="row">
              <time dateTime={week.monday}>
                {fill(words.weekOf, {
                  day: dayOf(context, week.monday, { day: "numeric", month: "short", year: "numeric" }),
                })}
              </time>
              {weekIndex === weeks.length - 1 ? <span className="muted"> ({words.current})</span> : null}
            </th>
            {series.map((one) => (
              <td key={one.value ?? one.kind} className="num" data-label={seriesLabel(context, dimension, one)}>
                {number.format(one.counts[weekIndex] ?? 0)}
              </td>
            ))}
            <td className="num total" data-label={words.weekTotal}>
              {number.format(week.total)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{words.allWeeks}</th>
          {series.map((one) => (
            <td key={one.value ?? one.kind} className="num" data-label={seriesLabel(context, dimension, one)}>
              {number.format(one.total)}
            </td>
          ))}
          <td className="num total" data-label={words.weekTotal}>
            {number.format(dashboard.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
