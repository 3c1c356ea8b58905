import { fill } from "~/i18n/translate";
import type { AssignmentRule, DeskEvent } from "~/leads/server/assignment-rules.server";
import type { Teammate } from "~/leads/server/ownership.server";
import { DeskNav } from "~/server/admin/desk-nav.server";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { RulesAudit } from "./rules-audit.server";
import { RuleFields } from "./rules-fields.server";
import { rulesWords } from "./rules-words.server";

/*
 * The assignment rules page (/admin/leads/rules, admins only): the rules in the order they are
 * tried, each a small form (change, move, remove), a form to add one, and the recent audit.
 */

export type RulesNotice = "saved" | "invalid" | "notFound" | null;

/** A button of a rule's form that posts elsewhere (move, remove), naming its rule to a screen reader. */
function RuleButton({
  action,
  label,
  ruleName,
  className,
  direction,
}: {
  action: string;
  label: string;
  ruleName: string;
  className: string;
  direction?: "up" | "down";
}) {
  return (
    <button
      type="submit"
      className={className}
      formAction={action}
      {...(direction ? { name: "direction", value: direction } : {})}
      formNoValidate
    >
      {label}
      <span className="sr"> · {ruleName}</span>
    </button>
  );
}

/** One rule, its fields a form of their own: save it, move it up or down, remove it. */
function RuleItem({
  context,
  rule,
  index,
  count,
  team,
}: {
  context: PageContext;
  rule: AssignmentRule;
  index: number;
  count: number;
  team: Teammate[];
}) {
  const words = rulesWords[context.lang];
  const ruleName = fill(words.rule, { n: index + 1 });
  const moveAction = `/admin/leads/rules/${rule.id}/move`;
  return (
    <li className="card">
      <StaffForm context={context} action={`/admin/leads/rules/${rule.id}`}>
        <fieldset>
          <legend>
            <h2>{ruleName}</h2>
          </legend>
          <div className="rule-fields">
            <RuleFields context={context} prefix={`rule-${rule.id}`} rule={rule} team={team} />
          </div>
        </fieldset>
        <div className="actions">
          <button type="submit">
            {words.save}
            <span className="sr"> · {ruleName}</span>
          </button>
          {index > 0 ? (
            <RuleButton
              action={moveAction}
              label={`↑ ${words.up}`}
              ruleName={ruleName}
              className="secondary"
              direction="up"
            />
          ) : null}
          {index < count - 1 ? (
            <RuleButton
              action={moveAction}
              label={`↓ ${words.down}`}
              ruleName={ruleName}
              className="secondary"
              direction="down"
            />
          ) : null}
          <RuleButton
            action={`/admin/leads/rules/${rule.id}/remove`}
            label={words.remove}
            ruleName={ruleName}
            className="danger"
          />
        </div>
      </StaffForm>
    </li>
  );
}

export function rulesPage(
  context: PageContext,
  view: { rules: AssignmentRule[]; team: Teammate[]; audit: DeskEvent[]; notice: RulesNotice },
) {
  const words = rulesWords[context.lang];
  const { rules, team, audit, notice } = view;
  return renderPage(
    context,
    words.title,
    <>
      <DeskNav context={context} />
      <h1>{words.title}</h1>
      <p className="muted">{words.intro}</p>
      {notice ? (
        <p className={notice === "saved" ? "notice" : "alert"} role={notice === "saved" ? "status" : "alert"}>
          {words[notice]}
        </p>
      ) : null}
      {rules.length === 0 ? <p className="card">{words.empty}</p> : null}
      <ol className="rules">
        {rules.map((rule, index) => (
          <RuleItem key={rule.id} context={context} rule={rule} index={index} count={rules.length} team={team} />
        ))}
      </ol>
      <section className="card" aria-labelledby="new-rule-title">
        <h2 id="new-rule-title">{words.addTitle}</h2>
        <StaffForm context={context} action="/admin/leads/rules">
          <div className="rule-fields">
            <RuleFields context={context} prefix="new-rule" rule={null} team={team} />
          </div>
          <button type="submit">{words.add}</button>
        </StaffForm>
      </section>
      <RulesAudit context={context} audit={audit} />
    </>,
  );
}
