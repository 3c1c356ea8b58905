import { fill } from "~/i18n/translate";
import { leadForms } from "~/leads/forms/definitions";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { referenceLabel } from "~/leads/server/lead-reference.server";
import { maxReplySubject, maxReplyText, type ReplyRefusal } from "~/leads/server/reply.server";
import {
  filledTemplate,
  isReplyTemplateId,
  type ReplyTemplateId,
} from "~/leads/server/reply-templates/templates.server";
import { type PageContext, StaffForm, When } from "./layout.server";

/*
 * The "Reply" card of a lead's page: a template in the lead's language (chosen with links, so it
 * works without a script), the subject and message, the lead's address shown and not editable,
 * and the replies sent before. A reply is posted to /admin/leads/:id/reply (reply-routes.server.tsx).
 */

/** What a refused reply comes back with: the words as typed, and why. */
export type ReplyDraft = { subject: string; text: string; template: ReplyTemplateId | null; refused: ReplyRefusal };

/** The query of the page's own address (`?template=…`, `?replied`). */
const queryOf = (context: PageContext) => new URLSearchParams(context.path?.split("?")[1]?.split("#")[0] ?? "");

/**
 * The words the card opens with: what was typed when a reply was refused; else the template the
 * page's address asks for (`blank` for none); else, for a lead not yet answered, its own form's
 * template, so a first reply is one click away; else nothing.
 */
function startingWords(context: PageContext, lead: LeadRecord, draft: ReplyDraft | undefined) {
  if (draft) return { template: draft.template, subject: draft.subject, text: draft.text };
  const asked = queryOf(context).get("template");
  const answered = lead.events.some((event) => event.kind === "reply");
  const template: ReplyTemplateId | null = isReplyTemplateId(asked)
    ? asked
    : asked === "blank" || answered
      ? null
      : lead.form;
  if (template === null) return { template, subject: "", text: "" };
  const filled = filledTemplate(lead, template);
  return { template, subject: filled.subject, text: filled.body };
}

export function ReplyCard({ context, lead, draft }: { context: PageContext; lead: LeadRecord; draft?: ReplyDraft }) {
  const { t, lang } = context;
  const w = t.desk.reply;
  const reference = referenceLabel(lead.id);
  const sent = queryOf(context).has("replied") && !draft;
  const earlier = lead.events.flatMap((event) => (event.kind === "reply" ? [event] : []));
  const refused = draft
    ? fill(w.refused, { reason: fill(w.reasons[draft.refused], { email: lead.email ?? "" }) })
    : null;
  const words = startingWords(context, lead, draft);
  const subjectRefused = draft?.refused.startsWith("subject-") ?? false;
  const textRefused = draft?.refused.startsWith("text-") ?? false;
  const toRefused = draft?.refused === "other-recipient";
  const templateHref = (id: ReplyTemplateId | "blank") => `/admin/leads/${lead.id}?template=${id}#reply`;
  return (
    <section className="card" aria-labelledby="reply-title" id="reply">
      <h2 id="reply-title">{w.title}</h2>
      {sent ? (
        <p className="notice" role="status">
          {fill(w.sent, { to: lead.email ?? "" })}
        </p>
      ) : null}
      {refused ? (
        <p className="alert" role="alert" id="reply-refused">
          {refused}
        </p>
      ) : null}
      {lead.state === "spam" ? (
        <p className="muted">{w.spam}</p>
      ) : !lead.email ? (
        <p className="muted">{w.noEmail}</p>
      ) : (
        <>
          <p className="muted">{w.intro}</p>
          <nav className="chips" aria-labelledby="reply-templates">
            <span className="chips-label" id="reply-templates">
              {fill(w.templates, { language: t.languages[lead.lang] })}
            </span>
            {[...leadForms, "blank" as const].map((id) => {
              const current = id === (words.template ?? "blank");
              return (
                <a
                  key={id}
                  href={templateHref(id)}
                  className={current ? "button" : "button secondary"}
                  aria-current={current ? "true" : undefined}
                >
                  {id === "blank" ? w.blank : t.forms[id]}
                </a>
              );
            })}
          </nav>
          <p className="hint">{w.templatesHint}</p>
          {/* Its answer, when refused, opens at this card (the fragment), where the message is. */}
          <StaffForm context={context} action={`/admin/leads/${lead.id}/reply#reply`}>
            <input type="hidden" name="template" value={words.template ?? ""} />
            {/* Shown, not editable: the reply goes to the lead's address and no other. */}
            <input type="hidden" name="to" value={lead.email} />
            <p className="field" id="reply-to" {...(toRefused ? { "aria-describedby": "reply-refused" } : {})}>
              <span className="muted">{w.to}</span> <strong>{lead.email}</strong>
              <span className="hint">{w.toHint}</span>
            </p>
            <div className="field">
              <label htmlFor="reply-subject">
                {w.subject} <span className="hint">{fill(w.subjectHint, { reference })}</span>
              </label>
              <input
                id="reply-subject"
                name="subject"
                required
                maxLength={maxReplySubject}
                defaultValue={words.subject}
                {...(subjectRefused ? { "aria-invalid": true, "aria-describedby": "reply-refused" } : {})}
              />
            </div>
            <div className="field">
              <label htmlFor="reply-text">
                {w.text} <span className="hint">{w.textHint}</span>
              </label>
              <textarea
                id="reply-text"
                name="text"
                rows={16}
                required
                maxLength={maxReplyText}
                defaultValue={words.text}
                {...(textRefused ? { "aria-invalid": true, "aria-describedby": "reply-refused" } : {})}
              />
            </div>
            <button type="submit">{w.send}</button>
          </StaffForm>
        </>
      )}
      {earlier.length > 0 ? (
        <>
          <h3>{w.earlier}</h3>
          <ol className="timeline">
            {earlier.map((event) => (
              <li key={event.detail.outboxId}>
                <details>
                  <summary>
                    <When at={event.at} lang={lang} /> · {event.actor} · {event.detail.subject}
                  </summary>
                  <p className="note">{event.detail.text}</p>
                </details>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
