import { fill } from "~/i18n/translate";
import type { FailedDelivery, OutboxSummary } from "~/leads/server/outbox-monitor.server";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { outboxWords } from "./outbox-words.server";

/** Seconds as the staff member reads a wait: "45 s", "12 min", "3 h", "2 d". */
function age(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 36 * 3600) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}

const kinds = ["notification", "confirmation", "reply", "follow-ups", "webhook"] as const;

/** The deliveries of each kind by state: sent, pending, failed. */
function CountsTable({ context, summary }: { context: PageContext; summary: OutboxSummary }) {
  const words = outboxWords[context.lang];
  const deliveries = context.t.deliveries;
  return (
    <table>
      <caption>{words.counts}</caption>
      <thead>
        <tr>
          <th scope="col">{words.kind}</th>
          <th scope="col">{deliveries.status.sent}</th>
          <th scope="col">{deliveries.status.pending}</th>
          <th scope="col">{deliveries.status.failed}</th>
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind}>
            <th scope="row">{deliveries.kinds[kind]}</th>
            <td className="num">{summary.byKind[kind].sent}</td>
            <td className="num">{summary.byKind[kind].pending}</td>
            <td className="num">{summary.byKind[kind].failed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The failed deliveries: a retry of them all, then each with its error, its attempts, its next and its own retry. */
function FailedTable({ context, failed }: { context: PageContext; failed: FailedDelivery[] }) {
  const words = outboxWords[context.lang];
  const { kinds: kindNames } = context.t.deliveries;
  return (
    <>
      <StaffForm context={context} action="/admin/outbox/retry">
        <input type="hidden" name="target" value="all-failed" />
        <p>
          <button type="submit">{words.retryAll}</button>
        </p>
      </StaffForm>
      <table className="cards">
        <thead>
          <tr>
            <th scope="col">{words.kind}</th>
            <th scope="col">{words.error}</th>
            <th scope="col">{words.attempts}</th>
            <th scope="col">{words.nextAttempt}</th>
            <th scope="col">{words.lead}</th>
          </tr>
        </thead>
        <tbody>
          {failed.map((row) => (
            <tr key={row.id}>
              <td data-label={words.kind}>{kindNames[row.kind]}</td>
              <td data-label={words.error}>{row.lastError ?? context.t.none}</td>
              <td data-label={words.attempts} className="num">
                {row.attempts}
              </td>
              <td data-label={words.nextAttempt}>
                <When at={row.nextAttemptAt} lang={context.lang} />
              </td>
              <td data-label={words.lead}>
                <div className="actions">
                  {row.leadId ? <a href={`/admin/leads/${row.leadId}#deliveries`}>{words.open}</a> : null}
                  <StaffForm context={context} action="/admin/outbox/retry" className="inline">
                    <input type="hidden" name="target" value={row.id} />
                    <button type="submit" className="secondary">
                      {words.retry}
                      <span className="sr"> · {kindNames[row.kind]}</span>
                    </button>
                  </StaffForm>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The outbox: counts by kind and state, how long the oldest has waited, the failed ones with their error and a retry. */
export function outboxPage(
  context: PageContext,
  view: { summary: OutboxSummary; failed: FailedDelivery[]; retried: number | null },
) {
  const words = outboxWords[context.lang];
  const { summary, failed } = view;
  return renderPage(
    context,
    words.title,
    <>
      <h1>{words.title}</h1>
      <p className="muted">{words.intro}</p>
      {view.retried !== null ? (
        <p className="notice" role="status">
          {counted(context.lang, words.retried, view.retried)}
        </p>
      ) : null}
      <CountsTable context={context} summary={summary} />
      <p>
        {summary.oldestPendingSeconds === null
          ? words.nonePending
          : fill(words.oldest, { age: age(summary.oldestPendingSeconds) })}
      </p>
      <h2>
        {words.failed} <span className="badge failed">{summary.total.failed}</span>
      </h2>
      {failed.length === 0 ? (
        <p className="card">{words.noneFailed}</p>
      ) : (
        <FailedTable context={context} failed={failed} />
      )}
    </>,
  );
}
