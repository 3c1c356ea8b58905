import { fill } from "~/i18n/translate";
import type { FailedDelivery, OutboxSummary } from "~/leads/server/outbox-monitor.server";
import type { ErasureLogEntry, SubjectSummary } from "~/leads/server/privacy.server";
import { type PageContext, renderPage, StaffForm, When } from "./layout.server";
import { counted } from "./plural.server";

/** Seconds as the staff member reads a wait: "45 s", "12 min", "3 h", "2 d". */
function age(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 36 * 3600) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}

/** The outbox: counts by kind and state, how long the oldest has waited, the failed ones with their error and a retry. */
export function outboxPage(
  context: PageContext,
  view: { summary: OutboxSummary; failed: FailedDelivery[]; retried: number | null },
) {
  const { t, lang } = context;
  const { summary, failed } = view;
  const kinds = ["notification", "confirmation", "reply", "follow-ups", "webhook"] as const;
  return renderPage(
    context,
    t.outbox.title,
    <>
      <h1>{t.outbox.title}</h1>
      <p className="muted">{t.outbox.intro}</p>
      {view.retried !== null ? (
        <p className="notice" role="status">
          {counted(lang, t.outbox.retried, view.retried)}
        </p>
      ) : null}
      <table>
        <caption>{t.outbox.counts}</caption>
        <thead>
          <tr>
            <th scope="col">{t.outbox.kind}</th>
            <th scope="col">{t.lead.deliveryStatus.sent}</th>
            <th scope="col">{t.lead.deliveryStatus.pending}</th>
            <th scope="col">{t.lead.deliveryStatus.failed}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t.lead.kinds[kind]}</th>
              <td className="num">{summary.byKind[kind].sent}</td>
              <td className="num">{summary.byKind[kind].pending}</td>
              <td className="num">{summary.byKind[kind].failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {summary.oldestPendingSeconds === null
          ? t.outbox.nonePending
          : fill(t.outbox.oldest, { age: age(summary.oldestPendingSeconds) })}
      </p>
      <h2>
        {t.outbox.failed} <span className="badge failed">{summary.total.failed}</span>
      </h2>
      {failed.length === 0 ? (
        <p className="card">{t.outbox.noneFailed}</p>
      ) : (
        <>
          <StaffForm context={context} action="/admin/outbox/retry">
            <input type="hidden" name="target" value="all-failed" />
            <p>
              <button type="submit">{t.outbox.retryAll}</button>
            </p>
          </StaffForm>
          <table className="cards">
            <thead>
              <tr>
                <th scope="col">{t.outbox.kind}</th>
                <th scope="col">{t.outbox.error}</th>
                <th scope="col">{t.outbox.attempts}</th>
                <th scope="col">{t.outbox.nextAttempt}</th>
                <th scope="col">{t.outbox.lead}</th>
              </tr>
            </thead>
            <tbody>
              {failed.map((row) => (
                <tr key={row.id}>
                  <td data-label={t.outbox.kind}>{t.lead.kinds[row.kind]}</td>
                  <td data-label={t.outbox.error}>{row.lastError ?? t.none}</td>
                  <td data-label={t.outbox.attempts} className="num">
                    {row.attempts}
                  </td>
                  <td data-label={t.outbox.nextAttempt}>
                    <When at={row.nextAttemptAt} lang={lang} />
                  </td>
                  <td data-label={t.outbox.lead}>
                    <div className="actions">
                      {row.leadId ? <a href={`/admin/leads/${row.leadId}#deliveries`}>{t.outbox.open}</a> : null}
                      <StaffForm context={context} action="/admin/outbox/retry" className="inline">
                        <input type="hidden" name="target" value={row.id} />
                        <button type="submit" className="secondary">
                          {t.outbox.retry}
                          <span className="sr"> · {t.lead.kinds[row.kind]}</span>
                        </button>
                      </StaffForm>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>,
  );
}

export type PrivacyView =
  | { step: "start"; email?: string; invalid?: boolean; erased?: { email: string; leads: number; emails: number } }
  | { step: "found"; subject: SubjectSummary }
  | { step: "confirm"; subject: SubjectSummary };

/**
 * Privacy requests: find an address, then download everything (JSON) or erase it after a
 * confirmation page; below, the erasure log.
 */
export function privacyPage(context: PageContext, view: PrivacyView, log: ErasureLogEntry[]) {
  const { t, lang } = context;
  const email = view.step === "start" ? (view.email ?? "") : view.subject.email;
  return renderPage(
    context,
    t.privacy.title,
    <>
      <h1>{t.privacy.title}</h1>
      <p className="muted">{t.privacy.intro}</p>
      {view.step === "start" && view.erased ? (
        <p className="notice" role="status">
          {fill(t.privacy.erased, {
            email: view.erased.email,
            leads: counted(lang, t.privacy.leadCount, view.erased.leads),
            emails: counted(lang, t.privacy.emailCount, view.erased.emails),
          })}
        </p>
      ) : null}
      {view.step === "confirm" ? (
        <section className="card" aria-labelledby="confirm-title">
          <h2 id="confirm-title">{fill(t.privacy.confirmTitle, { email })}</h2>
          <p>{fill(t.privacy.confirmText, { leads: counted(lang, t.privacy.leadCount, view.subject.leads.length) })}</p>
          <div className="actions">
            <StaffForm context={context} action="/admin/privacy/erase" className="inline">
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="danger">
                {t.privacy.confirm}
              </button>
            </StaffForm>
            <a href="/admin/privacy">{t.privacy.cancel}</a>
          </div>
        </section>
      ) : (
        <StaffForm context={context} action="/admin/privacy/find" className="filters">
          <div className="field wide">
            <label htmlFor="subject-email">{t.privacy.email}</label>
            <input
              id="subject-email"
              name="email"
              type="email"
              required
              maxLength={255}
              defaultValue={email}
              aria-invalid={view.step === "start" && view.invalid ? true : undefined}
              aria-describedby={view.step === "start" && view.invalid ? "subject-email-error" : undefined}
            />
            {view.step === "start" && view.invalid ? (
              <p className="alert" id="subject-email-error" role="alert">
                {t.privacy.invalid}
              </p>
            ) : null}
          </div>
          <div className="actions">
            <button type="submit">{t.privacy.find}</button>
          </div>
        </StaffForm>
      )}
      {view.step === "found" ? (
        <section className="card" aria-labelledby="found-title">
          <h2 id="found-title">{fill(t.privacy.found, { email })}</h2>
          {view.subject.leads.length === 0 ? (
            <p role="status">{fill(t.privacy.nothing, { email })}</p>
          ) : (
            <>
              <p role="status">
                {fill(t.privacy.leadsFound, {
                  leads: counted(lang, t.privacy.leadCount, view.subject.leads.length),
                  emails: counted(lang, t.privacy.emailCount, view.subject.emails),
                })}
              </p>
              <ul className="plain">
                {view.subject.leads.map((lead) => (
                  <li key={lead.id}>
                    <a href={`/admin/leads/${lead.id}`}>
                      {t.forms[lead.form as keyof typeof t.forms] ?? lead.form} ·{" "}
                      <When at={lead.receivedAt} lang={lang} />
                    </a>{" "}
                    <span className={`badge ${lead.state}`}>{t.states[lead.state]}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="actions">
            <StaffForm context={context} action="/admin/privacy/export" className="inline">
              <input type="hidden" name="email" value={email} />
              <button type="submit" className="secondary">
                {t.privacy.export}
              </button>
            </StaffForm>
            <StaffForm context={context} action="/admin/privacy/erase" className="inline">
              <input type="hidden" name="email" value={email} />
              <button type="submit" className="danger">
                {t.privacy.erase}
              </button>
            </StaffForm>
          </div>
        </section>
      ) : null}
      <h2 id="log-title">{t.privacy.log}</h2>
      <p className="muted">{t.privacy.logIntro}</p>
      {log.length === 0 ? (
        <p className="card">{t.privacy.noErasures}</p>
      ) : (
        <table className="cards" aria-labelledby="log-title">
          <thead>
            <tr>
              <th scope="col">{t.privacy.erasedAt}</th>
              <th scope="col">{t.privacy.digest}</th>
              <th scope="col">{t.privacy.leads}</th>
              <th scope="col">{t.privacy.emails}</th>
              <th scope="col">{t.privacy.erasedBy}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t.privacy.erasedAt}>
                  <When at={entry.erasedAt} lang={lang} />
                </td>
                <td data-label={t.privacy.digest}>
                  <code>{entry.emailSha256}</code>
                </td>
                <td data-label={t.privacy.leads} className="num">
                  {entry.leads}
                </td>
                <td data-label={t.privacy.emails} className="num">
                  {entry.emails}
                </td>
                <td data-label={t.privacy.erasedBy}>{entry.erasedBy ?? t.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>,
  );
}
