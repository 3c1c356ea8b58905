import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import { colourFamilies, colours } from "~/rug/colours";
import type { AdminLanguage } from "~/server/admin/copy.server";
import { structureFieldName } from "~/server/admin/studio/editor/editor-form.server";
import { editorCopy } from "~/server/admin/studio/editor/editor-words.server";
import { fieldId } from "~/server/admin/studio/editor/field-id.server";
import { fieldIssueTexts } from "~/server/admin/studio/editor/field-issues.server";
import { maxRows, structureText } from "~/server/admin/studio/editor/structure-values.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
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

/** A field's path without its list numbers: `colourways.0.colours` → `colourways.colours`. */
export const genericPath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, "");

/** A structure field's label in the staff member's language. */
export function structureLabel(field: EditableField, lang: AdminLanguage): string {
  const own = catalogueCopy[lang].labels[genericPath(field.path)];
  if (own) return own;
  const words = studioCopy[lang];
  switch (field.kind) {
    case "image":
      return words.fields.image;
    case "eventType":
      return words.fields.type;
    case "dateTime":
      return words.fields.endsAt;
    case "flag":
      return words.fields.restricted;
    case "url":
      return words.fields.link;
    case "date":
      return words.fields.date;
    default:
      return editorCopy[lang].keys[field.path.split(".").at(-1) ?? ""] ?? field.path;
  }
}

/** The words for an option of a field (`pile` → "Pelo cortado"), by the field's last key. */
export function optionLabel(field: EditableField, option: string, lang: AdminLanguage): string {
  const key = field.kind === "credits" ? "credits" : (field.path.split(".").at(-1) ?? "");
  const names = catalogueCopy[lang].options[key === "sector" ? "sectors" : key];
  return names?.[option] ?? option;
}

const colourOf = new Map(colours.map((colour) => [colour.code, colour]));

/** A colour's swatch: an SVG square filled with it (a presentation attribute: no inline style for the policy to refuse). */
const Swatch = ({ hex }: { hex: string }) => (
  <svg className="swatch" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x=".5" y=".5" width="19" height="19" rx="3" fill={hex} stroke="#00000033" />
  </svg>
);

/** The codes a colourway names, each as its swatch, code and name; the first is the ground. */
function ChosenColours({ codes, lang }: { codes: string[]; lang: AdminLanguage }) {
  const codeWords = catalogueCopy[lang].codes;
  const known = [...new Set(codes.filter((code) => colourOf.has(code)))];
  if (known.length === 0) return null;
  return (
    <ul className="chosen-colours" aria-label={codeWords.chosen}>
      {known.map((code) => {
        const colour = colourOf.get(code);
        return colour ? (
          <li key={code}>
            <Swatch hex={colour.hex} />
            <span>
              <strong>{code}</strong> {colour.name[lang]}
              {code === codes[0] ? <span className="muted"> · {codeWords.ground}</span> : null}
            </span>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** The 300 colours of the range by family, each with its code: shown once in a design's editor, opened from any colours field. */
export function ColourRange({ lang }: { lang: AdminLanguage }) {
  const codeWords = catalogueCopy[lang].codes;
  return (
    <details className="card colour-range">
      <summary>
        <h2>{codeWords.rangeTitle}</h2>
      </summary>
      <div id="colour-range" className="anchor" />
      <p className="muted">{codeWords.rangeIntro}</p>
      {colourFamilies.map((family) => (
        <section key={family.id} aria-labelledby={`family-${family.id}`}>
          <h3 id={`family-${family.id}`}>{family.name[lang]}</h3>
          <ul className="range-list">
            {colours
              .filter((colour) => colour.family === family.id)
              .map((colour) => (
                <li key={colour.code}>
                  <Swatch hex={colour.hex} />
                  <span>
                    <strong>{colour.code}</strong> {colour.name[lang]}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </details>
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
  const { lang } = context;
  const entryWords = catalogueCopy[lang];
  const value = valueAt(es, field.path);
  const id = fieldId("s", field.path);
  const name = structureFieldName(field.path);
  const label = structureLabel(field, lang);
  const hint = entryWords.hints[genericPath(field.path)];
  const problems = fieldIssueTexts(field, issues, es, lang);
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const describedBy = [...(hint ? [hintId] : []), ...(problems.length > 0 ? [errorId] : [])].join(" ");
  const invalid = problems.some((problem) => !problem.warning);
  // A group (checkboxes, rows) is described; only a control itself is marked invalid.
  const grouped = describedBy ? { "aria-describedby": describedBy } : {};
  const described = { ...grouped, ...(invalid ? { "aria-invalid": true as const } : {}) };
  const hintLine = hint ? (
    <span className="hint" id={hintId}>
      {hint}
    </span>
  ) : null;
  const errors =
    problems.length > 0 ? (
      <ul className="errors" id={errorId}>
        {problems.map((problem) => (
          <li key={problem.text} className={problem.warning ? "warning" : undefined}>
            {problem.text}
          </li>
        ))}
      </ul>
    ) : null;
  const options = field.options ?? [];

  if (field.kind === "choices") {
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

  if (field.kind === "credits") {
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
              <legend>{credit ? fill(entryWords.credits.row, { n: index + 1 }) : entryWords.credits.add}</legend>
              <div className="field">
                <label htmlFor={`${rowId}-role`}>{entryWords.credits.role}</label>
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
                <label htmlFor={`${rowId}-person`}>{entryWords.credits.person}</label>
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
                  <label htmlFor={`${rowId}-remove`}>{entryWords.credits.remove}</label>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        {errors}
      </fieldset>
    );
  }

  if (field.kind === "designs") {
    const named = Array.isArray(value) ? value.map(String) : [];
    const rows = named.length < maxRows ? [...named, ""] : named;
    return (
      <fieldset className="field wide rows" id={id} {...grouped}>
        <legend>{label}</legend>
        {hintLine}
        <div className="design-rows">
          {rows.map((slug, index) => {
            const rowId = `${id}-${index}`;
            const known = context.designs.some((design) => design.slug === slug);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as the form posts it
              <div key={index} className="field">
                <label htmlFor={rowId}>
                  {index === 0 ? entryWords.designs.first : fill(entryWords.designs.row, { n: index + 1 })}
                </label>
                <select id={rowId} name={`${name}.${index}`} defaultValue={slug}>
                  <option value="">{entryWords.designs.none}</option>
                  {context.designs.map((design) => (
                    <option key={design.slug} value={design.slug}>
                      {design.shown ? design.name : fill(entryWords.designs.hidden, { name: design.name })}
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

  if (field.kind === "flag")
    return (
      <div className="field check">
        <input type="hidden" name={name} value="false" />
        <input type="checkbox" id={id} name={name} value="true" defaultChecked={value === true} {...described} />
        <label htmlFor={id}>{label}</label>
        {errors}
      </div>
    );

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
            {entryWords.codes.range}
          </a>
        </>
      ) : null}
    </div>
  );
}
