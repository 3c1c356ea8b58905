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
import { FormField } from "~/server/admin/form-field.server";
import { type PageContext, StaffForm, When } from "~/server/admin/layout.server";
import { leadReplyWords } from "./lead-reply-words.server";

/*
 * The "Reply" card of a lead's page: a template in the lead's language (chosen with links, so it
 * works without a script), the subject and message, the lead's address shown and not editable,
 * and the replies sent before. A reply is posted to /admin/leads/:id/reply (lead-reply-routes.server.tsx).
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

/** What the card opens with, as `startingWords` gives it. */
type Starting = ReturnType<typeof startingWords>;

/** The templates of the lead's language, one link each (no script needed), the one in use marked. */
function TemplateLinks({
  context,
  lead,
  template,
}: {
  context: PageContext;
  lead: LeadRecord;
  template: Starting["template"];
}) {
  const words = leadReplyWords[context.lang];
  const templateHref = (id: ReplyTemplateId | "blank") => `/admin/leads/${lead.id}?template=${id}#reply`;
  return (
    <>
      <nav className="chips" aria-labelledby="reply-templates">
        <span className="chips-label" id="reply-templates">
          {fill(words.templates, { language: context.t.languages[lead.lang] })}
        </span>
        {[...leadForms, "blank" as const].map((id) => {
          const current = id === (template ?? "blank");
          return (
            <a
              key={id}
              href={templateHref(id)}
              className={current ? "button" : "button secondary"}
              aria-current={current ? "true" : undefined}
            >
              {id === "blank" ? words.blank : context.t.forms[id]}
            </a>
          );
        })}
      </nav>
      <p className="hint">{words.templatesHint}</p>
    </>
  );
}

/** The reply itself: to the lead's address (shown, not editable), its subject and message. */
function ReplyForm({
  context,
  lead,
  email,
  starting,
  refused,
}: {
  context: PageContext;
  lead: LeadRecord;
  email: string;
  starting: Starting;
  refused: ReplyRefusal | undefined;
}) {
  const words = leadReplyWords[context.lang];
  const reference = referenceLabel(lead.id);
  const subjectRefused = refused?.startsWith("subject-") ?? false;
  const textRefused = refused?.startsWith("text-") ?? false;
  const toRefused = refused === "other-recipient";
  const invalid = { "aria-invalid": true, "aria-describedby": "reply-refused" } as const;
  return (
    // Its answer, when refused, opens at this card (the fragment), where the message is.
    <StaffForm context={context} action={`/admin/leads/${lead.id}/reply#reply`}>
      <input type="hidden" name="template" value={starting.template ?? ""} />
      {/* Shown, not editable: the reply goes to the lead's address and no other. */}
      <input type="hidden" name="to" value={email} />
      <p className="field" id="reply-to" {...(toRefused ? { "aria-describedby": "reply-refused" } : {})}>
        <span className="muted">{words.to}</span> <strong>{email}</strong>
        <span className="hint">{words.toHint}</span>
      </p>
      <FormField id="reply-subject" label={words.subject} hint={fill(words.subjectHint, { reference })}>
        <input
          id="reply-subject"
          name="subject"
          required
          maxLength={maxReplySubject}
          defaultValue={starting.subject}
          {...(subjectRefused ? invalid : {})}
        />
      </FormField>
      <FormField id="reply-text" label={words.text} hint={words.textHint}>
        <textarea
          id="reply-text"
          name="text"
          rows={16}
          required
          maxLength={maxReplyText}
          defaultValue={starting.text}
          {...(textRefused ? invalid : {})}
        />
      </FormField>
      <button type="submit">{words.send}</button>
    </StaffForm>
  );
}

/** The replies sent before, each folded: when, by whom, its subject; its message when opened. */
function EarlierReplies({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadReplyWords[context.lang];
  const earlier = lead.events.flatMap((event) => (event.kind === "reply" ? [event] : []));
  if (earlier.length === 0) return null;
  return (
    <>
      <h3>{words.earlier}</h3>
      <ol className="timeline">
        {earlier.map((event) => (
          <li key={event.detail.outboxId}>
            <details>
              <summary>
                <When at={event.at} lang={context.lang} /> · {event.actor} · {event.detail.subject}
              </summary>
              <p className="note">{event.detail.text}</p>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}

export function ReplyCard({ context, lead, draft }: { context: PageContext; lead: LeadRecord; draft?: ReplyDraft }) {
  const words = leadReplyWords[context.lang];
  const sent = queryOf(context).has("replied") && !draft;
  const refused = draft
    ? fill(words.refused, { reason: fill(words.reasons[draft.refused], { email: lead.email ?? "" }) })
    : null;
  const starting = startingWords(context, lead, draft);
  return (
    <section className="card" aria-labelledby="reply-title" id="reply">
      <h2 id="reply-title">{words.title}</h2>
      {sent ? (
        <p className="notice" role="status">
          {fill(words.sent, { to: lead.email ?? "" })}
        </p>
      ) : null}
      {refused ? (
        <p className="alert" role="alert" id="reply-refused">
          {refused}
        </p>
      ) : null}
      {lead.state === "spam" ? (
        <p className="muted">{words.spam}</p>
      ) : !lead.email ? (
        <p className="muted">{words.noEmail}</p>
      ) : (
        <>
          <p className="muted">{words.intro}</p>
          <TemplateLinks context={context} lead={lead} template={starting.template} />
          <ReplyForm context={context} lead={lead} email={lead.email} starting={starting} refused={draft?.refused} />
        </>
      )}
      <EarlierReplies context={context} lead={lead} />
    </section>
  );
}
