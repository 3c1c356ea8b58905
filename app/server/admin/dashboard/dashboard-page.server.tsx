import { fill } from "~/i18n/translate";
import {
  type Dashboard,
  type DashboardDimension,
  type DashboardSeries,
  dashboardDimensions,
} from "~/leads/server/dashboard.server";
import { DeskNav } from "~/server/admin/desk-nav.server";
import { type PageContext, renderPage } from "~/server/admin/layout.server";
import { counted as countedWords } from "~/server/admin/plural.server";
import { dayOf, locale, seriesLabel } from "./dashboard-labels.server";
import { WeekChart, WeekTable } from "./dashboard-weeks.server";
import { dashboardWords } from "./dashboard-words.server";

/** The series' colours, from the site's palette; "others" and "unknown" in quiet tones of sand. */
const palette = ["#7a5a32", "#4f5d6b", "#8f4a30", "#6b6b3a", "#a8843f", "#3a342e", "#9a6f7d", "#5e7d6e"];
const colourOf = (series: DashboardSeries, index: number) =>
  series.kind === "others"
    ? "#b9ab97"
    : series.kind === "unknown"
      ? "#ddd3c4"
      : (palette[index % palette.length] ?? "");

/** A time in the largest two units that say it: "2 d 4 h", "3 h 20 min", "45 min" (the language's own abbreviations). */
function humanDuration(context: PageContext, ms: number): string {
  const unit = (amount: number, name: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(locale(context), { style: "unit", unit: name, unitDisplay: "short" }).format(amount);
  const both = (big: string, small: number, name: "hour" | "minute") =>
    small === 0 ? big : `${big} ${unit(small, name)}`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return unit(minutes, "minute");
  if (minutes < 24 * 60) return both(unit(Math.floor(minutes / 60), "hour"), minutes % 60, "minute");
  const hours = Math.round(minutes / 60);
  return both(unit(Math.floor(hours / 24), "day"), hours % 24, "hour");
}

/** "from 1 September to 23 November": the first Monday and the last Sunday of the weeks counted. */
function rangeText(context: PageContext, weeks: Dashboard["weeks"]): string {
  const words = dashboardWords[context.lang];
  const lastSunday = weeks.at(-1)?.end ? new Date(Date.parse(weeks.at(-1)?.end ?? "") - 1) : null;
  return fill(words.totalRange, {
    from: dayOf(context, weeks[0]?.monday ?? "", { day: "numeric", month: "long" }),
    to: lastSunday
      ? new Intl.DateTimeFormat(locale(context), { day: "numeric", month: "long", timeZone: "Europe/Madrid" }).format(
          lastSunday,
        )
      : "",
  });
}

/** The 12 weeks in three figures: leads received, the median time to a first reply, those contacted in time. */
function Figures({ context, dashboard }: { context: PageContext; dashboard: Dashboard }) {
  const words = dashboardWords[context.lang];
  const { reply } = dashboard;
  const number = new Intl.NumberFormat(locale(context));
  const percent = new Intl.NumberFormat(locale(context), { style: "percent", maximumFractionDigits: 0 });
  const counted = reply.within + reply.late;
  return (
    <dl className="figures">
      <div className="card">
        <dt>{words.total}</dt>
        <dd className="figure">{number.format(dashboard.total)}</dd>
        <dd className="muted">{rangeText(context, dashboard.weeks)}</dd>
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
  );
}

/** The breakdowns, one link each (`?by=`), the current one marked. */
function DimensionTabs({ context, dimension }: { context: PageContext; dimension: DashboardDimension }) {
  const words = dashboardWords[context.lang];
  return (
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
  );
}

/** The series' legend: a swatch of each one's colour and its name. */
function Legend({ context, dashboard, colours }: { context: PageContext; dashboard: Dashboard; colours: string[] }) {
  return (
    <ul className="legend">
      {dashboard.series.map((one, index) => (
        <li key={one.value ?? one.kind}>
          <svg width="12" height="12" aria-hidden="true" focusable="false">
            <rect width="12" height="12" rx="2" fill={colours[index]} />
          </svg>
          {seriesLabel(context, dashboard.dimension, one)}
        </li>
      ))}
    </ul>
  );
}

/** The sales dashboard: the 12 weeks' figures, then leads per week broken down by `?by=` (links, no script). */
export function dashboardPage(context: PageContext, dashboard: Dashboard): string {
  const words = dashboardWords[context.lang];
  const colours = dashboard.series.map(colourOf);
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
        <Figures context={context} dashboard={dashboard} />
        <p className="hint rule">
          <strong>{words.rule}:</strong> {words.ruleText}
        </p>
      </section>
      <section aria-labelledby="per-week">
        <h2 id="per-week">{words.chart}</h2>
        <DimensionTabs context={context} dimension={dashboard.dimension} />
        {dashboard.total === 0 ? (
          <p className="card">{words.empty}</p>
        ) : (
          <>
            <Legend context={context} dashboard={dashboard} colours={colours} />
            {/* The table below says the same to every reader; the bars are for the eye. */}
            <WeekChart context={context} dashboard={dashboard} colours={colours} />
            <WeekTable context={context} dashboard={dashboard} />
          </>
        )}
      </section>
    </>,
  );
}
