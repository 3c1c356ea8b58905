import type { DeskEvent } from "~/leads/server/assignment-rules.server";
import { type PageContext, When } from "~/server/admin/layout.server";
import { sectorLabel } from "./rules-fields.server";
import { rulesWords } from "./rules-words.server";

/** A rule's conditions and owner in one line: "Contact · Yacht · espana → lucia@nudo.example". */
function ruleText(
  context: PageContext,
  rule: { form: string | null; sector: string | null; country: string | null; owner: string },
) {
  const words = rulesWords[context.lang];
  const form = rule.form ? (context.t.forms[rule.form as keyof typeof context.t.forms] ?? rule.form) : null;
  const conditions = [
    form ? `${words.form}: ${form}` : null,
    rule.sector ? `${words.sector}: ${sectorLabel(context, rule.sector)}` : null,
    rule.country ? `${words.country}: ${rule.country}` : null,
  ].filter(Boolean);
  return `${conditions.length > 0 ? conditions.join(" · ") : words.any} → ${rule.owner}`;
}

/** What a change did: its kind, and the rule before and after it, each in one line. */
function ChangeText({ context, event }: { context: PageContext; event: DeskEvent }) {
  const words = rulesWords[context.lang];
  return (
    <>
      <strong>{words.kinds[event.kind]}</strong>
      {event.detail.before ? (
        <>
          <br />
          <span className="muted">
            {words.before} (#{event.detail.before.position}):
          </span>{" "}
          {ruleText(context, event.detail.before)}
        </>
      ) : null}
      {event.detail.after ? (
        <>
          <br />
          <span className="muted">
            {words.after} (#{event.detail.after.position}):
          </span>{" "}
          {ruleText(context, event.detail.after)}
        </>
      ) : null}
    </>
  );
}

/** The recent changes to the rules: when, who, what. */
export function RulesAudit({ context, audit }: { context: PageContext; audit: DeskEvent[] }) {
  const words = rulesWords[context.lang];
  return (
    <>
      <h2 id="audit-title">{words.audit}</h2>
      {audit.length === 0 ? (
        <p className="card">{words.auditEmpty}</p>
      ) : (
        <table className="cards" aria-labelledby="audit-title">
          <thead>
            <tr>
              <th scope="col">{words.when}</th>
              <th scope="col">{words.who}</th>
              <th scope="col">{words.what}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((event) => (
              <tr key={`${event.at}-${event.kind}-${JSON.stringify(event.detail)}`}>
                <td data-label={words.when}>
                  <When at={event.at} lang={context.lang} />
                </td>
                <td data-label={words.who}>{event.actor}</td>
                <td data-label={words.what}>
                  <ChangeText context={context} event={event} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
