import { isLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { fill } from "~/i18n/translate";
import { isProjectType } from "~/leads/forms/project-types";
import {
  type Dashboard,
  type DashboardDimension,
  type DashboardSeries,
  dashboardDimensions,
} from "~/leads/server/dashboard.server";
import { DeskNav } from "./desk-nav.server";
import { type PageContext, renderPage } from "./layout.server";
import { counted as countedWords } from "./plural.server";

/** The series' colours, from the site's palette; "others" and "unknown" in quiet tones of sand. */
const palette = ["#7a5a32", "#4f5d6b", "#8f4a30", "#6b6b3a", "#a8843f", "#3a342e", "#9a6f7d", "#5e7d6e"];
const colourOf = (series: DashboardSeries, i: number) =>
  series.kind === "others" ? "#b9ab97" : series.kind === "unknown" ? "#ddd3c4" : (palette[i % palette.length] ?? "");

const locale = (context: PageContext) => (context.lang === "es" ? "es-ES" : "en-GB");

/** A series' name: the form's, language's or sector's label, a country or campaign as written. */
function seriesLabel(context: PageContext, dimension: DashboardDimension, series: DashboardSeries): string {
  const { t, lang } = context;
  const words = t.desk.dashboard;
  if (series.kind !== "value") return series.kind === "others" ? words.others : words.unknown[dimension];
  const value = series.value;
  if (dimension === "form") return (t.forms as Record<string, string>)[value] ?? value;
  if (dimension === "language") return isLanguage(value) ? t.languages[value] : value;
  if (dimension === "sector")
    return isProjectType(value) ? messages[lang].forms.contactSection.projectTypes[value] : value;
  return value;
}

/** A time in the largest two units that say it: "2 d 4 h", "3 h 20 min", "45 min" (the language's own abbreviations). */
function humanDuration(context: PageContext, ms: number): string {
  const unit = (n: number, name: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(locale(context), { style: "unit", unit: name, unitDisplay: "short" }).format(n);
  const both = (big: string, small: number, name: "hour" | "minute") =>
    small === 0 ? big : `${big} ${unit(small, name)}`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return unit(minutes, "minute");
  if (minutes < 24 * 60) return both(unit(Math.floor(minutes / 60), "hour"), minutes % 60, "minute");
  const hours = Math.round(minutes / 60);
  return both(unit(Math.floor(hours / 24), "day"), hours % 24, "hour");
}

/** The sales dashboard: the 12 weeks' figures, then leads per week broken down by `?by=` (links, no script). */
export function dashboardPage(context: PageContext, dashboard: Dashboard): string {
  const { t } = context;
  const words = t.desk.dashboard;
  const { dimension, weeks, series, reply } = dashboard;
  const number = new Intl.NumberFormat(locale(context));
  const percent = new Intl.NumberFormat(locale(context), { style: "percent", maximumFractionDigits: 0 });
  const day = (monday: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale(context), { ...options, timeZone: "UTC" }).format(new Date(`${monday}T00:00:00Z`));
  const counted = reply.within + reply.late;
  const lastSunday = weeks.at(-1)?.end ? new Date(Date.parse(weeks.at(-1)?.end ?? "") - 1) : null;
  const range = fill(words.totalRange, {
    from: day(weeks[0]?.monday ?? "", { day: "numeric", month: "long" }),
    to: lastSunday
      ? new Intl.DateTimeFormat(locale(context), { day: "numeric", month: "long", timeZone: "Europe/Madrid" }).format(
          lastSunday,
        )
      : "",
  });
  const dimensionName = words.dimensions[dimension].toLocaleLowerCase(locale(context));
  const largest = Math.max(1, ...weeks.map((week) => week.total));
  const colours = series.map(colourOf);
  return renderPage(
    context,
    words.title,
    <>
      <DeskNav context={context} />
      <h1>{words.title}</h1>
      <p className="muted">{words.intro}</p>
      <section aria-labelledby="figures">
        <h2 id="figures" className="sr">
          {words.figures}
        </h2>
        <dl className="figures">
          <div className="card">
            <dt>{words.total}</dt>
            <dd className="figure">{number.format(dashboard.total)}</dd>
            <dd className="muted">{range}</dd>
          </div>
          <div className="card">
            <dt>{words.median}</dt>
            {reply.medianMs === null ? (
              <dd className="muted">{words.noReplies}</dd>
            ) : (
              <>
                <dd className="figure">{humanDuration(context, reply.medianMs)}</dd>
                <dd className="muted">
                  {countedWords(context.lang, words.medianOf, reply.answered, {}, number.format(reply.answered))}
                </dd>
              </>
            )}
          </div>
          <div className="card">
            <dt>{words.within}</dt>
            {counted === 0 ? (
              <dd className="muted">{words.nothingCounted}</dd>
            ) : (
              <>
                <dd className="figure">{percent.format(reply.within / counted)}</dd>
                <dd className="muted">
                  {fill(words.withinOf, { within: number.format(reply.within), counted: number.format(counted) })}
                </dd>
              </>
            )}
            {reply.pending > 0 ? (
              <dd className="muted">
                {countedWords(context.lang, words.pending, reply.pending, {}, number.format(reply.pending))}
              </dd>
            ) : null}
          </div>
        </dl>
        <p className="hint rule">
          <strong>{words.rule}:</strong> {words.ruleText}
        </p>
      </section>
      <section aria-labelledby="per-week">
        <h2 id="per-week">{words.chart}</h2>
        <nav aria-label={words.by} className="chips">
          <span className="chips-label" aria-hidden="true">
            {words.by}
          </span>
          <ul className="tabs">
            {dashboardDimensions.map((one) => (
              <li key={one}>
                <a href={`/admin/leads/dashboard?by=${one}`} aria-current={one === dimension ? "page" : undefined}>
                  {words.dimensions[one]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {dashboard.total === 0 ? (
          <p className="card">{words.empty}</p>
        ) : (
          <>
            <ul className="legend">
              {series.map((one, i) => (
                <li key={one.value ?? one.kind}>
                  <svg width="12" height="12" aria-hidden="true" focusable="false">
                    <rect width="12" height="12" rx="2" fill={colours[i]} />
                  </svg>
                  {seriesLabel(context, dimension, one)}
                </li>
              ))}
            </ul>
            {/* The table below says the same to every reader; the bars are for the eye. */}
            <div className="week-chart card" aria-hidden="true">
              {weeks.map((week, w) => {
                let x = 0;
                return (
                  <div className="week-row" key={week.monday}>
                    <span className="week-label">{day(week.monday, { day: "numeric", month: "short" })}</span>
                    <svg className="week-bar" width="100%" height="18" aria-hidden="true" focusable="false">
                      {series.map((one, i) => {
                        const width = ((one.counts[w] ?? 0) / largest) * 100;
                        const rect = (
                          <rect
                            key={one.value ?? one.kind}
                            x={`${x}%`}
                            width={`${width}%`}
                            height="18"
                            fill={colours[i]}
                          />
                        );
                        x += width;
                        return width > 0 ? rect : null;
                      })}
                    </svg>
                    <span className="num">{number.format(week.total)}</span>
                  </div>
                );
              })}
            </div>
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
                {weeks.map((week, w) => (
                  <tr key={week.monday}>
                    <th scope="row">
                      <time dateTime={week.monday}>
                        {fill(words.weekOf, {
                          day: day(week.monday, { day: "numeric", month: "short", year: "numeric" }),
                        })}
                      </time>
                      {w === weeks.length - 1 ? <span className="muted"> ({words.current})</span> : null}
                    </th>
                    {series.map((one) => (
                      <td key={one.value ?? one.kind} className="num" data-label={seriesLabel(context, dimension, one)}>
                        {number.format(one.counts[w] ?? 0)}
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
          </>
        )}
      </section>
    </>,
  );
}
