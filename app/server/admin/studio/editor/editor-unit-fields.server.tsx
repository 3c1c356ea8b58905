import type { TextUnit } from "~/content/text-units";
import { blocking, type ContentIssue } from "~/content/validate";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { Errors } from "~/server/admin/studio/checks/issue-text.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { AllStillValid, StillValid } from "~/server/admin/studio/translations/confirm-buttons.server";
import { fieldId } from "./editor-fields.server";
import { textFieldName } from "./editor-form.server";
import type { GroupView } from "./editor-groups.server";
import { editorCopy } from "./editor-words.server";

type LanguageState = "ok" | "stale" | "empty" | "error";

/** What one text shows of itself in each language: its findings, its state, whether it takes the focus. */
type UnitView = {
  unit: TextUnit;
  label: string;
  view: GroupView;
  /** Long enough to be written in a text area. */
  long: boolean;
  /** What was just added or edited: its Spanish takes the focus. */
  focus: boolean;
  issuesOf: (lang: Language) => ContentIssue[];
  stateOf: (lang: Language) => LanguageState;
};

function unitView(unit: TextUnit, label: string, view: GroupView): UnitView {
  const issuesOf = (lang: Language) => view.issues.filter((issue) => issue.lang === lang && issue.path === unit.path);
  const stateOf = (lang: Language): LanguageState =>
    issuesOf(lang).length > 0
      ? "error"
      : (view.stale[lang] ?? []).includes(unit.path)
        ? "stale"
        : unit.texts[lang].trim() === "" && unit.texts.es.trim() !== ""
          ? "empty"
          : "ok";
  return {
    unit,
    label,
    view,
    long: unit.texts.es.length > 90,
    focus: view.open !== undefined && (view.open === unit.path || unit.path.startsWith(`${view.open}.`)),
    issuesOf,
    stateOf,
  };
}

/** A text's input in one language, with its findings below it. */
function UnitInput({ text, lang, rows }: { text: UnitView; lang: Language; rows: number }) {
  const { unit, view } = text;
  const id = fieldId(lang, unit.path);
  const errors = text.issuesOf(lang);
  const props = {
    id,
    name: textFieldName(lang, unit.path),
    lang,
    defaultValue: unit.texts[lang],
    // A style warning is described beside the field; only an error makes it invalid.
    ...(errors.length > 0 ? { "aria-describedby": `${id}-errors` } : {}),
    ...(blocking(errors).length > 0 ? { "aria-invalid": true } : {}),
    ...(text.focus && lang === "es" ? { autoFocus: true } : {}),
  };
  return (
    <>
      {text.long ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
      <Errors id={`${id}-errors`} issues={errors} words={studioCopy[view.lang]} />
    </>
  );
}

/** The five translations of a text under a disclosure, open when one needs work, each with its state. */
function Translations({ text }: { text: UnitView }) {
  const { unit, label, view, stateOf } = text;
  const editorWords = editorCopy[view.lang];
  const words = studioCopy[view.lang];
  const translations = languages.filter((lang) => lang !== "es");
  const needing = translations.filter((lang) => stateOf(lang) !== "ok");
  return (
    <details className="translations" open={needing.length > 0}>
      <summary>
        <span className="tr-title">{editorWords.translations}</span>
        <span className="tr-state">
          {needing.length > 0 ? fill(editorWords.toTranslate, { n: needing.length }) : editorWords.allTranslated}
        </span>
        <span className="codes">
          {translations.map((lang) => (
            <span key={lang} className={`lc ${stateOf(lang)}`}>
              {lang.toUpperCase()}
              <span className="sr"> {editorWords.languageState[stateOf(lang)]}</span>
            </span>
          ))}
        </span>
      </summary>
      <div className="tr-grid">
        {translations.map((lang) => (
          <div key={lang} className={`field lang-${lang} ${stateOf(lang)}`}>
            <label htmlFor={fieldId(lang, unit.path)}>
              <span className="code" aria-hidden="true">
                {lang.toUpperCase()}
              </span>
              {languageNames[lang]}
              {stateOf(lang) === "stale" ? <span className="badge pending">{words.needsTranslation}</span> : null}
            </label>
            <UnitInput text={text} lang={lang} rows={Math.min(6, Math.ceil(unit.texts.es.length / 80) + 1)} />
            {/* An empty translation is to write, not to confirm. */}
            {stateOf(lang) === "stale" && unit.texts[lang].trim() !== "" ? (
              <StillValid context={view.context} id={view.documentId} lang={lang} path={unit.path} label={label} />
            ) : null}
          </div>
        ))}
      </div>
      {translations.filter((lang) => stateOf(lang) === "stale" && unit.texts[lang].trim() !== "").length > 1 ? (
        <AllStillValid context={view.context} id={view.documentId} path={unit.path} label={label} />
      ) : null}
    </details>
  );
}

/** One text in six languages: Spanish in full view, the five translations under a disclosure that opens when one needs work. */
export function UnitFields({ unit, label, view }: { unit: TextUnit; label: string; view: GroupView }) {
  const text = unitView(unit, label, view);
  const slot = view.slotOf(unit.path);
  return (
    <fieldset className="unit">
      <legend>{label}</legend>
      {slot ? view.structureField(slot) : null}
      <div className="field lang-es">
        <label htmlFor={fieldId("es", unit.path)}>
          <span className="code" aria-hidden="true">
            ES
          </span>
          {languageNames.es}
        </label>
        <UnitInput text={text} lang="es" rows={Math.min(8, Math.ceil(unit.texts.es.length / 70) + 1)} />
      </div>
      <Translations text={text} />
    </fieldset>
  );
}
