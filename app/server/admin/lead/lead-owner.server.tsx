import { fill } from "~/i18n/translate";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { daysBetween, madridDay } from "~/leads/server/madrid-day.server";
import { maxFollowUpNoteLength } from "~/leads/server/ownership.server";
import { quickFollowUpDays } from "~/leads/server/quick-days.server";
import type { AdminLanguage } from "~/server/admin/admin-languages.server";
import { CheckField, FormField, SelectField } from "~/server/admin/form-field.server";
import { type PageContext, StaffForm } from "~/server/admin/layout.server";
import { leadOwnerWords } from "./lead-owner-words.server";

/*
 * The lead page's card "Owner and next step": who owns the lead (a select, and "assign to me" in
 * one click), and its follow-up (a day and a note, a day in one click, "done" to clear it). Plain
 * forms: the back office runs no script.
 */

/** A day as the staff member reads it ("lun, 30 nov 2026"); days are calendar days, so UTC. */
const dayFormats: Record<AdminLanguage, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat("es-ES", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
};
export const dayText = (day: string, lang: AdminLanguage) => dayFormats[lang].format(new Date(`${day}T00:00:00Z`));

/** Where a follow-up stands: due today, overdue by n days, or ahead. */
export function FollowUpBadge({ on, today, context }: { on: string; today: string; context: PageContext }) {
  const words = leadOwnerWords[context.lang];
  const late = daysBetween(on, today);
  if (late < 0) return null;
  return <span className="badge failed">{late === 0 ? words.today : fill(words.overdue, { days: late })}</span>;
}

/** Who owns the lead: a select of the team, and "assign to me" in one click. */
function OwnerForm({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadOwnerWords[context.lang];
  const mine = lead.owner !== null && lead.owner.email === context.staff?.email;
  return (
    <StaffForm context={context} action={`/admin/leads/${lead.id}/owner`}>
      <SelectField
        id="lead-owner"
        name="owner"
        label={words.owner}
        value={lead.owner?.id ?? "none"}
        choices={[
          { value: "none", label: words.nobody },
          ...lead.team.map((member) => ({ value: member.id, label: member.email })),
        ]}
      />
      <div className="actions">
        <button type="submit" className="secondary">
          {words.assign}
        </button>
        {mine ? (
          <span className="muted">{words.mine}</span>
        ) : (
          <button type="submit" name="me" value="1">
            {words.assignToMe}
          </button>
        )}
      </div>
    </StaffForm>
  );
}

/** The lead's next step: a note and a day (a day in one click), "done" to clear it. */
function FollowUpForm({ context, lead, today }: { context: PageContext; lead: LeadRecord; today: string }) {
  const { lang } = context;
  const words = leadOwnerWords[lang];
  const quick = quickFollowUpDays(today);
  return (
    <StaffForm context={context} action={`/admin/leads/${lead.id}/follow-up`}>
      <FormField id="follow-up-note" label={words.note} hint={words.noteHint}>
        <textarea
          id="follow-up-note"
          name="note"
          rows={2}
          maxLength={maxFollowUpNoteLength}
          defaultValue={lead.followUp?.note ?? ""}
        />
      </FormField>
      {lead.owner === null ? (
        // A lead nobody has yet: whoever plans its next step usually takes it too, in the same click.
        <CheckField id="follow-up-me" label={words.alsoMine}>
          <input id="follow-up-me" name="me" type="checkbox" value="1" defaultChecked />
        </CheckField>
      ) : null}
      <fieldset className="quick">
        <legend>{words.quick}</legend>
        {(["tomorrow", "monday", "nextWeek"] as const).map((key) => (
          <button key={key} type="submit" name="quick" value={quick[key]} className="secondary" formNoValidate>
            {words[key]} <small>{dayText(quick[key], lang)}</small>
          </button>
        ))}
      </fieldset>
      <FormField id="follow-up-on" label={words.on}>
        <input id="follow-up-on" name="on" type="date" min={today} defaultValue={lead.followUp?.on ?? ""} />
      </FormField>
      <div className="actions">
        <button type="submit">{words.save}</button>
        {lead.followUp ? (
          <button type="submit" name="done" value="1" className="secondary" formNoValidate title={words.doneHint}>
            {words.done}
            <span className="sr"> · {words.doneHint}</span>
          </button>
        ) : null}
      </div>
    </StaffForm>
  );
}

/** The card "Owner and next step" of a lead's page. */
export function OwnerCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadOwnerWords[context.lang];
  const today = madridDay(new Date());
  return (
    <section className="card" aria-labelledby="owner-title" id="owner">
      <h2 id="owner-title">{words.title}</h2>
      <OwnerForm context={context} lead={lead} />
      <h3 id="follow-up">{words.followUp}</h3>
      {lead.followUp ? (
        <p>
          <strong>{dayText(lead.followUp.on, context.lang)}</strong>{" "}
          <FollowUpBadge on={lead.followUp.on} today={today} context={context} />
        </p>
      ) : (
        <p className="muted">{words.noFollowUp}</p>
      )}
      <FollowUpForm context={context} lead={lead} today={today} />
    </section>
  );
}
