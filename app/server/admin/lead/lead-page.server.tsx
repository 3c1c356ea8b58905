import { fill } from "~/i18n/translate";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { leadStates } from "~/platform/db/schema.server";
import { FormField, SelectField } from "~/server/admin/form-field.server";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { DeliveriesCard } from "./lead-deliveries.server";
import { LeadFieldsCard, typed } from "./lead-fields.server";
import { HistoryCard } from "./lead-history.server";
import { ProjectItemsCard } from "./lead-items.server";
import { OwnerCard } from "./lead-owner.server";
import { ReplyCard, type ReplyDraft } from "./lead-reply.server";
import { LeadSourceCard } from "./lead-source-card.server";
import { leadWords } from "./lead-words.server";

export type LeadNotice = "saved" | "noteRefused" | "resendRefused" | null;

/** The lead's name as sent (one field, or first and last name); "" when it sent none. */
function leadName(lead: LeadRecord): string {
  return typed(
    typeof lead.data.name === "string"
      ? lead.data.name
      : [lead.data.firstName, lead.data.lastName].filter((part) => typeof part === "string").join(" "),
  );
}

/** The card "Their room": the photo a quote request came with, linked at full size. */
function PictureCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadWords[context.lang];
  if (!lead.picture) return null;
  const href = `/admin/leads/${lead.id}/picture`;
  return (
    <section className="card" aria-labelledby="picture-title" id="picture">
      <h2 id="picture-title">{words.picture}</h2>
      <a href={href}>
        <img
          src={href}
          width={lead.picture.width}
          height={lead.picture.height}
          alt={words.pictureAlt}
          loading="lazy"
          className="room-picture"
        />
      </a>
      <p className="muted">
        <a href={href}>{words.pictureOpen}</a> · {words.pictureNote}
      </p>
    </section>
  );
}

/** The card "Internal notes": the notes so far, and a form to add one. */
function NotesCard({ context, lead, note }: { context: PageContext; lead: LeadRecord; note?: string }) {
  const words = leadWords[context.lang];
  const notes = lead.events.filter((event) => event.kind === "note");
  return (
    <section className="card" aria-labelledby="notes-title" id="notes">
      <h2 id="notes-title">{words.notes}</h2>
      {notes.length > 0 ? (
        <ol className="timeline">
          {notes.map((event) => (
            <li key={`${event.at}-${event.actor}`}>
              <span className="muted">
                {event.actor} · <When at={event.at} lang={context.lang} />
              </span>
              <p className="note">{event.kind === "note" ? event.detail.text : null}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <StaffForm context={context} action={`/admin/leads/${lead.id}/notes`}>
        <FormField id="note" label={words.noteLabel}>
          <textarea id="note" name="note" rows={3} maxLength={5000} required defaultValue={note} />
        </FormField>
        <button type="submit" className="secondary">
          {words.addNote}
        </button>
      </StaffForm>
    </section>
  );
}

/** The card "State": the lead's state, and a form to change it. */
function StateCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadWords[context.lang];
  const { states } = context.t;
  return (
    <section className="card" aria-labelledby="state-title" id="state">
      <h2 id="state-title">{words.state}</h2>
      <p>
        <span className={`badge ${lead.state}`}>{states[lead.state]}</span>
      </p>
      <StaffForm context={context} action={`/admin/leads/${lead.id}/state`}>
        <SelectField
          id="new-state"
          name="state"
          label={words.changeState}
          value={lead.state}
          choices={leadStates.map((state) => ({ value: state, label: states[state] }))}
        />
        <button type="submit">{words.save}</button>
      </StaffForm>
    </section>
  );
}

/** What the page says at its top after a change: saved, or why it was refused. */
function Notice({ context, notice }: { context: PageContext; notice: LeadNotice }) {
  const words = leadWords[context.lang];
  if (!notice) return null;
  return (
    <p className={notice === "saved" ? "notice" : "alert"} role={notice === "saved" ? "status" : "alert"}>
      {notice === "saved" ? words.saved : notice === "noteRefused" ? words.noteTooLong : words.resendRefused}
    </p>
  );
}

/** A lead: what was sent, its state, its deliveries with their state and a way to send again, notes, history. */
export function leadPage(
  context: PageContext,
  lead: LeadRecord,
  options: { notice: LeadNotice; note?: string; reply?: ReplyDraft },
) {
  const words = leadWords[context.lang];
  const name = leadName(lead);
  const title = name ? fill(words.title, { name }) : words.untitled;
  return renderPage(
    context,
    title,
    <>
      <p>
        <a href="/admin/leads">← {words.back}</a>
      </p>
      <h1>{title}</h1>
      <Notice context={context} notice={options.notice} />
      <div className="grid">
        <div>
          <LeadFieldsCard context={context} lead={lead} />
          <ProjectItemsCard context={context} lead={lead} />
          <LeadSourceCard context={context} lead={lead} />
          <ReplyCard context={context} lead={lead} draft={options.reply} />
          <PictureCard context={context} lead={lead} />
          <NotesCard context={context} lead={lead} note={options.note} />
        </div>
        <div>
          <OwnerCard context={context} lead={lead} />
          <StateCard context={context} lead={lead} />
          <DeliveriesCard context={context} lead={lead} />
          <HistoryCard context={context} lead={lead} />
        </div>
      </div>
    </>,
  );
}
