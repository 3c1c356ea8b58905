import { fill } from "~/i18n/translate";
import type { ErasureLogEntry, SubjectSummary } from "~/leads/server/privacy.server";
import { FormField } from "~/server/admin/form-field.server";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { privacyWords } from "./privacy-words.server";

export type PrivacyView =
  | { step: "start"; email?: string; invalid?: boolean; erased?: { email: string; leads: number; emails: number } }
  | { step: "found"; subject: SubjectSummary }
  | { step: "confirm"; subject: SubjectSummary };

/** "3 leads", "2 e-mails": a count of what is kept, in the staff member's language. */
function leadsText(context: PageContext, leads: number) {
  return counted(context.lang, privacyWords[context.lang].leadCount, leads);
}
function emailsText(context: PageContext, emails: number) {
  return counted(context.lang, privacyWords[context.lang].emailCount, emails);
}

/** The erasure asked for, before it is done: what it erases, and the two ways on. */
function ConfirmErase({ context, email, leads }: { context: PageContext; email: string; leads: number }) {
  const words = privacyWords[context.lang];
  return (
    <section className="card" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{fill(words.confirmTitle, { email })}</h2>
      <p>{fill(words.confirmText, { leads: leadsText(context, leads) })}</p>
      <div className="actions">
        <StaffForm context={context} action="/admin/privacy/erase" className="inline">
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="danger">
            {words.confirm}
          </button>
        </StaffForm>
        <a href="/admin/privacy">{words.cancel}</a>
      </div>
    </section>
  );
}

/** The address to look for, and what was wrong with the one typed. */
function FindForm({ context, email, invalid }: { context: PageContext; email: string; invalid: boolean }) {
  const words = privacyWords[context.lang];
  return (
    <StaffForm context={context} action="/admin/privacy/find" className="filters">
      <FormField
        id="subject-email"
        label={words.email}
        className="wide"
        error={invalid ? { id: "subject-email-error", text: words.invalid } : null}
      >
        <input
          id="subject-email"
          name="email"
          type="email"
          required
          maxLength={255}
          defaultValue={email}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "subject-email-error" : undefined}
        />
      </FormField>
      <div className="actions">
        <button type="submit">{words.find}</button>
      </div>
    </StaffForm>
  );
}

/** What is kept of an address: its leads, each linked, and the two ways on (download, erase). */
function FoundSubject({ context, subject }: { context: PageContext; subject: SubjectSummary }) {
  const words = privacyWords[context.lang];
  const { email } = subject;
  return (
    <section className="card" aria-labelledby="found-title">
      <h2 id="found-title">{fill(words.found, { email })}</h2>
      {subject.leads.length === 0 ? (
        <p role="status">{fill(words.nothing, { email })}</p>
      ) : (
        <>
          <p role="status">
            {fill(words.leadsFound, {
              leads: leadsText(context, subject.leads.length),
              emails: emailsText(context, subject.emails),
            })}
          </p>
          <ul className="plain">
            {subject.leads.map((lead) => (
              <li key={lead.id}>
                <a href={`/admin/leads/${lead.id}`}>
                  {context.t.forms[lead.form as keyof typeof context.t.forms] ?? lead.form} ·{" "}
                  <When at={lead.receivedAt} lang={context.lang} />
                </a>{" "}
                <span className={`badge ${lead.state}`}>{context.t.states[lead.state]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        <StaffForm context={context} action="/admin/privacy/export" className="inline">
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="secondary">
            {words.export}
          </button>
        </StaffForm>
        <StaffForm context={context} action="/admin/privacy/erase" className="inline">
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="danger">
            {words.erase}
          </button>
        </StaffForm>
      </div>
    </section>
  );
}

/** Every erasure, with a digest of the address in place of the address. */
function ErasureLog({ context, log }: { context: PageContext; log: ErasureLogEntry[] }) {
  const words = privacyWords[context.lang];
  return (
    <>
      <h2 id="log-title">{words.log}</h2>
      <p className="muted">{words.logIntro}</p>
      {log.length === 0 ? (
        <p className="card">{words.noErasures}</p>
      ) : (
        <table className="cards" aria-labelledby="log-title">
          <thead>
            <tr>
              <th scope="col">{words.erasedAt}</th>
              <th scope="col">{words.digest}</th>
              <th scope="col">{words.leads}</th>
              <th scope="col">{words.emails}</th>
              <th scope="col">{words.erasedBy}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((entry) => (
              <tr key={entry.id}>
                <td data-label={words.erasedAt}>
                  <When at={entry.erasedAt} lang={context.lang} />
                </td>
                <td data-label={words.digest}>
                  <code>{entry.emailSha256}</code>
                </td>
                <td data-label={words.leads} className="num">
                  {entry.leads}
                </td>
                <td data-label={words.emails} className="num">
                  {entry.emails}
                </td>
                <td data-label={words.erasedBy}>{entry.erasedBy ?? context.t.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * Privacy requests: find an address, then download everything (JSON) or erase it after a
 * confirmation page; below, the erasure log.
 */
export function privacyPage(context: PageContext, view: PrivacyView, log: ErasureLogEntry[]) {
  const words = privacyWords[context.lang];
  const email = view.step === "start" ? (view.email ?? "") : view.subject.email;
  return renderPage(
    context,
    words.title,
    <>
      <h1>{words.title}</h1>
      <p className="muted">{words.intro}</p>
      {view.step === "start" && view.erased ? (
        <p className="notice" role="status">
          {fill(words.erased, {
            email: view.erased.email,
            leads: leadsText(context, view.erased.leads),
            emails: emailsText(context, view.erased.emails),
          })}
        </p>
      ) : null}
      {view.step === "confirm" ? (
        <ConfirmErase context={context} email={email} leads={view.subject.leads.length} />
      ) : (
        <FindForm context={context} email={email} invalid={view.step === "start" && view.invalid === true} />
      )}
      {view.step === "found" ? <FoundSubject context={context} subject={view.subject} /> : null}
      <ErasureLog context={context} log={log} />
    </>,
  );
}
