import type { ReactNode } from "react";
import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { structureFieldName } from "~/server/admin/studio/editor/editor-form.server";
import { fieldId } from "~/server/admin/studio/editor/field-id.server";
import { fieldIssueTexts } from "~/server/admin/studio/editor/field-issues.server";
import { maxRows, structureText } from "~/server/admin/studio/editor/structure-values.server";
import { ChosenColours } from "./catalogue-colours.server";
import { genericPath, optionLabel, structureLabel } from "./catalogue-labels.server";
import { catalogueCopy } from "./catalogue-words.server";

/**
 * The fields of a design's and a project's facts: a line of text, a whole number, one option
 * (a select) or several (checkboxes), colour codes of the range with the colours they name,
 * standard sizes, a project's credits (rows of a role and a name) and the designs it used (an
 * ordered select a row). Each is labelled in the staff member's language, names every option in
 * words, carries its hint, and shows its findings beside it (field-issues.server.ts), linked by
 * `aria-describedby`. What they post is read by structure-values.server.ts.
 */

/** A design a project may name: by its name, and whether the site shows it. */
export type DesignChoice = { slug: string; name: string; shown: boolean };

/** What a catalogue field needs besides its document: the staff member's language, the designs to choose from. */
export type CatalogueFieldContext = { lang: AdminLanguage; designs: DesignChoice[] };

/**
 * What every kind of fact draws with: its element's id and posted name, its label, its hint and
 * findings (linked by `aria-describedby`), and its value as stored.
 */
type FieldParts = {
  field: EditableField;
  value: unknown;
  id: string;
  name: string;
  label: string;
  lang: AdminLanguage;
  options: readonly string[];
  hintLine: ReactNode;
  errors: ReactNode;
  /** For a group (checkboxes, rows): described only. */
  grouped: { "aria-describedby"?: string };
  /** For a control: described, and marked invalid when a finding is an error. */
  described: { "aria-describedby"?: string; "aria-invalid"?: true };
};

function fieldParts(field: EditableField, es: unknown, issues: ContentIssue[], lang: AdminLanguage): FieldParts {
  const id = fieldId("s", field.path);
  const hint = catalogueCopy[lang].hints[genericPath(field.path)];
  const problems = fieldIssueTexts(field, issues, es, lang);
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const describedBy = [...(hint ? [hintId] : []), ...(problems.length > 0 ? [errorId] : [])].join(" ");
  const invalid = problems.some((problem) => !problem.warning);
  // A group (checkboxes, rows) is described; only a control itself is marked invalid.
  const grouped = describedBy ? { "aria-describedby": describedBy } : {};
  return {
    field,
    value: valueAt(es, field.path),
    id,
    name: structureFieldName(field.path),
    label: structureLabel(field, lang),
    lang,
    options: field.options ?? [],
    hintLine: hint ? (
      <span className="hint" id={hintId}>
        {hint}
      </span>
    ) : null,
    errors:
      problems.length > 0 ? (
        <ul className="errors" id={errorId}>
          {problems.map((problem) => (
            <li key={problem.text} className={problem.warning ? "warning" : undefined}>
              {problem.text}
            </li>
          ))}
        </ul>
      ) : null,
    grouped,
    described: { ...grouped, ...(invalid ? { "aria-invalid": true as const } : {}) },
  };
}

/** Several options: a checkbox each, after a hidden "false" so an unchecked one posts too. */
function ChoicesField({ parts }: { parts: FieldParts }) {
  const { field, value, id, name, label, lang, options, hintLine, errors, grouped } = parts;
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  return (
    <fieldset className="field wide choices" id={id} {...grouped}>
      <legend>{label}</legend>
      {hintLine}
      <div className="choice-grid">
        {options.map((option) => {
          const optionId = `${id}-${option}`;
          return (
            <div key={option} className="field check">
              <input type="hidden" name={`${name}.${option}`} value="false" />
              <input
                type="checkbox"
                id={optionId}
                name={`${name}.${option}`}
                value="true"
                defaultChecked={chosen.has(option)}
              />
              <label htmlFor={optionId}>{optionLabel(field, option, lang)}</label>
            </div>
          );
        })}
      </div>
      {errors}
    </fieldset>
  );
}

/** A project's credits: a row of a role and a name each, one more empty to add, each removable. */
function CreditsField({ parts }: { parts: FieldParts }) {
  const { field, value, id, name, label, lang, options, hintLine, errors, grouped } = parts;
  const creditWords = catalogueCopy[lang].credits;
  const credits = Array.isArray(value) ? (value as { role?: unknown; person?: unknown }[]) : [];
  const rows = credits.length < maxRows ? [...credits, null] : credits;
  return (
    <fieldset className="field wide rows" id={id} {...grouped}>
      <legend>{label}</legend>
      {hintLine}
      {rows.map((credit, index) => {
        const rowId = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as the form posts it
          <fieldset key={index} className="row">
            <legend>{credit ? fill(creditWords.row, { n: index + 1 }) : creditWords.add}</legend>
            <div className="field">
              <label htmlFor={`${rowId}-role`}>{creditWords.role}</label>
              <select id={`${rowId}-role`} name={`${name}.${index}.role`} defaultValue={String(credit?.role ?? "")}>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {optionLabel(field, option, lang)}
                  </option>
                ))}
                {credit && !options.includes(String(credit.role)) ? (
                  <option value={String(credit.role ?? "")}>{String(credit.role ?? "")}</option>
                ) : null}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${rowId}-person`}>{creditWords.person}</label>
              <input
                type="text"
                id={`${rowId}-person`}
                name={`${name}.${index}.person`}
                defaultValue={typeof credit?.person === "string" ? credit.person : ""}
                maxLength={200}
              />
            </div>
            {credit ? (
              <div className="field check">
                <input type="checkbox" id={`${rowId}-remove`} name={`${name}.${index}.remove`} value="true" />
                <label htmlFor={`${rowId}-remove`}>{creditWords.remove}</label>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {errors}
    </fieldset>
  );
}

/** The designs a project used: an ordered select a row (a hidden design named so), one more empty to add. */
function DesignsField({ parts, designs }: { parts: FieldParts; designs: DesignChoice[] }) {
  const { value, id, name, label, lang, hintLine, errors, grouped } = parts;
  const designWords = catalogueCopy[lang].designs;
  const named = Array.isArray(value) ? value.map(String) : [];
  const rows = named.length < maxRows ? [...named, ""] : named;
  return (
    <fieldset className="field wide rows" id={id} {...grouped}>
      <legend>{label}</legend>
      {hintLine}
      <div className="design-rows">
        {rows.map((slug, index) => {
          const rowId = `${id}-${index}`;
          const known = designs.some((design) => design.slug === slug);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as the form posts it
            <div key={index} className="field">
              <label htmlFor={rowId}>{index === 0 ? designWords.first : fill(designWords.row, { n: index + 1 })}</label>
              <select id={rowId} name={`${name}.${index}`} defaultValue={slug}>
                <option value="">{designWords.none}</option>
                {designs.map((design) => (
                  <option key={design.slug} value={design.slug}>
                    {design.shown ? design.name : fill(designWords.hidden, { name: design.name })}
                  </option>
                ))}
                {slug && !known ? <option value={slug}>{slug}</option> : null}
              </select>
            </div>
          );
        })}
      </div>
      {errors}
    </fieldset>
  );
}

/** One line: a text, a number, colour codes (with the colours they name), sizes, or one option of a select. */
function LineField({ parts }: { parts: FieldParts }) {
  const { field, value, id, name, label, lang, options, hintLine, errors, described } = parts;
  const text = structureText(field, value);
  const wide = field.kind === "codes" || field.kind === "sizes";
  return (
    <div className={wide ? "field wide" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hintLine}
      {field.kind === "choice" ? (
        <select id={id} name={name} defaultValue={text} {...described}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(field, option, lang)}
            </option>
          ))}
          {options.includes(text) ? null : <option value={text}>{text}</option>}
        </select>
      ) : (
        <input
          type="text"
          id={id}
          name={name}
          defaultValue={text}
          {...(field.kind === "number" ? { inputMode: "numeric" as const } : {})}
          {...(field.kind === "size" ? { spellCheck: false, autoComplete: "off" } : {})}
          {...(field.kind === "codes" ? { autoCapitalize: "characters", spellCheck: false, autoComplete: "off" } : {})}
          {...described}
        />
      )}
      {errors}
      {field.kind === "codes" ? (
        <>
          <ChosenColours codes={Array.isArray(value) ? value.map(String) : []} lang={lang} />
          <a className="range-link" href="#colour-range">
            {catalogueCopy[lang].codes.range}
          </a>
        </>
      ) : null}
    </div>
  );
}

/** A design's or project's fact, as its kind asks to be written. */
export function CatalogueField({
  field,
  es,
  issues,
  context,
}: {
  field: EditableField;
  es: unknown;
  issues: ContentIssue[];
  context: CatalogueFieldContext;
}) {
  const parts = fieldParts(field, es, issues, context.lang);
  if (field.kind === "choices") return <ChoicesField parts={parts} />;
  if (field.kind === "credits") return <CreditsField parts={parts} />;
  if (field.kind === "designs") return <DesignsField parts={parts} designs={context.designs} />;
  if (field.kind === "flag")
    return (
      <div className="field check">
        <input type="hidden" name={parts.name} value="false" />
        <input
          type="checkbox"
          id={parts.id}
          name={parts.name}
          value="true"
          defaultChecked={parts.value === true}
          {...parts.described}
        />
        <label htmlFor={parts.id}>{parts.label}</label>
        {parts.errors}
      </div>
    );
  return <LineField parts={parts} />;
}
