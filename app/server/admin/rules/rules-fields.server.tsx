import { messages } from "~/i18n/messages.server";
import { leadForms } from "~/leads/forms/definitions";
import { projectTypes } from "~/leads/forms/project-types";
import { type AssignmentRule, maxRuleCountryLength } from "~/leads/server/assignment-rules.server";
import type { Teammate } from "~/leads/server/ownership.server";
import { FormField, SelectField } from "~/server/admin/form-field.server";
import type { PageContext } from "~/server/admin/layout.server";
import { rulesWords } from "./rules-words.server";

/** A project type's name as the contact form shows it in the staff member's language. */
export const sectorLabel = (context: PageContext, sector: string) =>
  messages[context.lang].forms.contactSection.projectTypes[sector as (typeof projectTypes)[number]] ?? sector;

/** The four fields of a rule (form, sector, country, owner); `prefix` keeps each form's ids apart. */
export function RuleFields({
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
  const words = rulesWords[context.lang];
  return (
    <>
      <SelectField
        id={`${prefix}-form`}
        name="form"
        label={words.form}
        value={rule?.form}
        any={words.any}
        choices={leadForms.map((form) => ({ value: form, label: context.t.forms[form] }))}
      />
      <SelectField
        id={`${prefix}-sector`}
        name="sector"
        label={words.sector}
        value={rule?.sector}
        any={words.any}
        choices={projectTypes.map((sector) => ({ value: sector, label: sectorLabel(context, sector) }))}
      />
      <FormField
        id={`${prefix}-country`}
        label={words.country}
        note={{ id: `${prefix}-country-hint`, text: words.countryHint }}
      >
        <input
          id={`${prefix}-country`}
          name="country"
          defaultValue={rule?.country ?? ""}
          maxLength={maxRuleCountryLength}
          placeholder={words.any}
          aria-describedby={`${prefix}-country-hint`}
        />
      </FormField>
      <SelectField
        id={`${prefix}-owner`}
        name="owner"
        label={words.owner}
        value={rule?.ownerId}
        any={rule ? undefined : words.chooseOwner}
        choices={team.map((member) => ({ value: member.id, label: member.email }))}
        required
      />
    </>
  );
}
