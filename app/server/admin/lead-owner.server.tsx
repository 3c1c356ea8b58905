import { fill } from "~/i18n/translate";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { daysBetween, madridDay } from "~/leads/server/madrid-day.server";
import { maxFollowUpNoteLength } from "~/leads/server/ownership.server";
import { quickFollowUpDays } from "~/leads/server/quick-days.server";
import type { AdminLanguage } from "./copy.server";
import { type PageContext, StaffForm } from "./layout.server";

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
  const w = context.t.desk.owners.card;
  const late = daysBetween(on, today);
  if (late < 0) return null;
  return <span className="badge failed">{late === 0 ? w.today : fill(w.overdue, { days: late })}</span>;
}

export function OwnerCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const { lang } = context;
  const w = context.t.desk.owners.card;
  const today = madridDay(new Date());
  const quick = quickFollowUpDays(today);
  const mine = lead.owner !== null && lead.owner.email === context.staff?.email;
  return (
    <section className="card" aria-labelledby="owner-title" id="owner">
      <h2 id="owner-title">{w.title}</h2>
      <StaffForm context={context} action={`/admin/leads/${lead.id}/owner`}>
        <div className="field">
          <label htmlFor="lead-owner">{w.owner}</label>
          <select id="lead-owner" name="owner" defaultValue={lead.owner?.id ?? "none"}>
            <option value="none">{w.nobody}</option>
            {lead.team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="secondary">
            {w.assign}
          </button>
          {mine ? (
            <span className="muted">{w.mine}</span>
          ) : (
            <button type="submit" name="me" value="1">
              {w.assignToMe}
            </button>
          )}
        </div>
      </StaffForm>
      <h3 id="follow-up">{w.followUp}</h3>
      {lead.followUp ? (
        <p>
          <strong>{dayText(lead.followUp.on, lang)}</strong>{" "}
          <FollowUpBadge on={lead.followUp.on} today={today} context={context} />
        </p>
      ) : (
        <p className="muted">{w.noFollowUp}</p>
      )}
      <StaffForm context={context} action={`/admin/leads/${lead.id}/follow-up`}>
        <div className="field">
          <label htmlFor="follow-up-note">
            {w.note} <span className="hint">{w.noteHint}</span>
          </label>
          <textarea
            id="follow-up-note"
            name="note"
            rows={2}
            maxLength={maxFollowUpNoteLength}
            defaultValue={lead.followUp?.note ?? ""}
          />
        </div>
        {lead.owner === null ? (
          // A lead nobody has yet: whoever plans its next step usually takes it too, in the same click.
          <div className="field check">
            <input id="follow-up-me" name="me" type="checkbox" value="1" defaultChecked />
            <label htmlFor="follow-up-me">{w.alsoMine}</label>
          </div>
        ) : null}
        <fieldset className="quick">
          <legend>{w.quick}</legend>
          {(["tomorrow", "monday", "nextWeek"] as const).map((key) => (
            <button key={key} type="submit" name="quick" value={quick[key]} className="secondary" formNoValidate>
              {w[key]} <small>{dayText(quick[key], lang)}</small>
            </button>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="follow-up-on">{w.on}</label>
          <input id="follow-up-on" name="on" type="date" min={today} defaultValue={lead.followUp?.on ?? ""} />
        </div>
        <div className="actions">
          <button type="submit">{w.save}</button>
          {lead.followUp ? (
            <button type="submit" name="done" value="1" className="secondary" formNoValidate title={w.doneHint}>
              {w.done}
              <span className="sr"> · {w.doneHint}</span>
            </button>
          ) : null}
        </div>
      </StaffForm>
    </section>
  );
}
