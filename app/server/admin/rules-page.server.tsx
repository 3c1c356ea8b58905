import { messages } from "~/i18n/messages.server";
import { fill } from "~/i18n/translate";
import { leadForms } from "~/leads/forms/definitions";
import { projectTypes } from "~/leads/forms/project-types";
import type { AssignmentRule, DeskEvent } from "~/leads/server/assignment-rules.server";
import { maxRuleCountryLength } from "~/leads/server/assignment-rules.server";
import type { Teammate } from "~/leads/server/ownership.server";
import { DeskNav } from "./desk-nav.server";
import { type PageContext, renderPage, StaffForm, When } from "./layout.server";

/*
 * The assignment rules page (/admin/leads/rules, admins only): the rules in the order they are
 * tried, each a small form (change, move, remove), a form to add one, and the recent audit.
 */

export type RulesNotice = "saved" | "invalid" | "notFound" | null;

const sectorLabel = (context: PageContext, sector: string) =>
  messages[context.lang].forms.contactSection.projectTypes[sector as (typeof projectTypes)[number]] ?? sector;

/** A rule's conditions and owner in one line: "Contact · Yacht · espana → lucia@nudo.example". */
function ruleText(
  context: PageContext,
  rule: { form: string | null; sector: string | null; country: string | null; owner: string },
) {
  const w = context.t.desk.owners.rules;
  const form = rule.form ? (context.t.forms[rule.form as keyof typeof context.t.forms] ?? rule.form) : null;
  const conditions = [
    form ? `${w.form}: ${form}` : null,
    rule.sector ? `${w.sector}: ${sectorLabel(context, rule.sector)}` : null,
    rule.country ? `${w.country}: ${rule.country}` : null,
  ].filter(Boolean);
  return `${conditions.length > 0 ? conditions.join(" · ") : w.any} → ${rule.owner}`;
}

/** The four fields of a rule; `prefix` keeps each form's ids apart. */
function RuleFields({
  context,
  prefix,
  rule,
  team,
}: {
  context: PageContext;
  prefix: string;
  rule: AssignmentRule | null;
  team: Teammate[];
}) {
  const w = context.t.desk.owners.rules;
  return (
    <>
      <div className="field">
        <label htmlFor={`${prefix}-form`}>{w.form}</label>
        <select id={`${prefix}-form`} name="form" defaultValue={rule?.form ?? ""}>
          <option value="">{w.any}</option>
          {leadForms.map((form) => (
            <option key={form} value={form}>
              {context.t.forms[form]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-sector`}>{w.sector}</label>
        <select id={`${prefix}-sector`} name="sector" defaultValue={rule?.sector ?? ""}>
          <option value="">{w.any}</option>
          {projectTypes.map((sector) => (
            <option key={sector} value={sector}>
              {sectorLabel(context, sector)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-country`}>{w.country}</label>
        <input
          id={`${prefix}-country`}
          name="country"
          defaultValue={rule?.country ?? ""}
          maxLength={maxRuleCountryLength}
          placeholder={w.any}
          aria-describedby={`${prefix}-country-hint`}
        />
        <span className="hint" id={`${prefix}-country-hint`}>
          {w.countryHint}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-owner`}>{w.owner}</label>
        <select id={`${prefix}-owner`} name="owner" defaultValue={rule?.ownerId ?? ""} required>
          {rule ? null : <option value="">{w.chooseOwner}</option>}
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

export function rulesPage(
  context: PageContext,
  view: { rules: AssignmentRule[]; team: Teammate[]; audit: DeskEvent[]; notice: RulesNotice },
) {
  const { lang } = context;
  const w = context.t.desk.owners.rules;
  const { rules, team, audit, notice } = view;
  return renderPage(
    context,
    w.title,
    <>
      <DeskNav context={context} />
      <h1>{w.title}</h1>
      <p className="muted">{w.intro}</p>
      {notice ? (
        <p className={notice === "saved" ? "notice" : "alert"} role={notice === "saved" ? "status" : "alert"}>
          {w[notice]}
        </p>
      ) : null}
      {rules.length === 0 ? <p className="card">{w.empty}</p> : null}
      <ol className="rules">
        {rules.map((rule, index) => (
          <li key={rule.id} className="card">
            <StaffForm context={context} action={`/admin/leads/rules/${rule.id}`}>
              <fieldset>
                <legend>
                  <h2>{fill(w.rule, { n: index + 1 })}</h2>
                </legend>
                <div className="rule-fields">
                  <RuleFields context={context} prefix={`rule-${rule.id}`} rule={rule} team={team} />
                </div>
              </fieldset>
              <div className="actions">
                <button type="submit">
                  {w.save}
                  <span className="sr"> · {fill(w.rule, { n: index + 1 })}</span>
                </button>
                {index > 0 ? (
                  <button
                    type="submit"
                    className="secondary"
                    formAction={`/admin/leads/rules/${rule.id}/move`}
                    name="direction"
                    value="up"
                    formNoValidate
                  >
                    ↑ {w.up}
                    <span className="sr"> · {fill(w.rule, { n: index + 1 })}</span>
                  </button>
                ) : null}
                {index < rules.length - 1 ? (
                  <button
                    type="submit"
                    className="secondary"
                    formAction={`/admin/leads/rules/${rule.id}/move`}
                    name="direction"
                    value="down"
                    formNoValidate
                  >
                    ↓ {w.down}
                    <span className="sr"> · {fill(w.rule, { n: index + 1 })}</span>
                  </button>
                ) : null}
                <button
                  type="submit"
                  className="danger"
                  formAction={`/admin/leads/rules/${rule.id}/remove`}
                  formNoValidate
                >
                  {w.remove}
                  <span className="sr"> · {fill(w.rule, { n: index + 1 })}</span>
                </button>
              </div>
            </StaffForm>
          </li>
        ))}
      </ol>
      <section className="card" aria-labelledby="new-rule-title">
        <h2 id="new-rule-title">{w.addTitle}</h2>
        <StaffForm context={context} action="/admin/leads/rules">
          <div className="rule-fields">
            <RuleFields context={context} prefix="new-rule" rule={null} team={team} />
          </div>
          <button type="submit">{w.add}</button>
        </StaffForm>
      </section>
      <h2 id="audit-title">{w.audit}</h2>
      {audit.length === 0 ? (
        <p className="card">{w.auditEmpty}</p>
      ) : (
        <table className="cards" aria-labelledby="audit-title">
          <thead>
            <tr>
              <th scope="col">{w.when}</th>
              <th scope="col">{w.who}</th>
              <th scope="col">{w.what}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((event) => (
              <tr key={`${event.at}-${event.kind}-${JSON.stringify(event.detail)}`}>
                <td data-label={w.when}>
                  <When at={event.at} lang={lang} />
                </td>
                <td data-label={w.who}>{event.actor}</td>
                <td data-label={w.what}>
                  <strong>{w.kinds[event.kind]}</strong>
                  {event.detail.before ? (
                    <>
                      <br />
                      <span className="muted">
                        {w.before} (#{event.detail.before.position}):
                      </span>{" "}
                      {ruleText(context, event.detail.before)}
                    </>
                  ) : null}
                  {event.detail.after ? (
                    <>
                      <br />
                      <span className="muted">
                        {w.after} (#{event.detail.after.position}):
                      </span>{" "}
                      {ruleText(context, event.detail.after)}
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>,
  );
}
