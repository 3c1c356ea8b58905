import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, StaffForm } from "~/server/admin/layout.server";
import { translatorsCopy } from "./translations-words.server";

const action = (id: string) => `/admin/content/${id}/confirm-translation`;

/**
 * "Still valid" beside a translation marked as needing translation: a button of the editor's own
 * form sent to the confirmation (`formaction`), so the words on the page go with it and none is lost.
 */
export function StillValid({
  context,
  id,
  lang,
  path,
  label,
}: {
  context: PageContext;
  id: string;
  lang: Language;
  path: string;
  label: string;
}) {
  const confirmWords = translatorsCopy[context.lang].confirm;
  return (
    <button
      type="submit"
      formAction={action(id)}
      name="confirm"
      value={`${lang}:${path}`}
      className="secondary still-valid"
      aria-label={fill(confirmWords.stillValidLabel, { language: context.t.languages[lang], text: label })}
    >
      {confirmWords.stillValid}
    </button>
  );
}

/** Every marked language of one text at once (shown when more than one is marked). */
export function AllStillValid({
  context,
  id,
  path,
  label,
}: {
  context: PageContext;
  id: string;
  path: string;
  label: string;
}) {
  const confirmWords = translatorsCopy[context.lang].confirm;
  return (
    <p className="actions still-valid-all">
      <button
        type="submit"
        formAction={action(id)}
        name="confirm"
        value={`*:${path}`}
        className="secondary"
        aria-label={fill(confirmWords.allLanguagesLabel, { text: label })}
      >
        {confirmWords.allLanguages}
      </button>
    </p>
  );
}

/** Every marked text of a language in the document: one small form per language (outside the editor's form). */
export function LanguageStillValid({
  context,
  id,
  stale,
}: {
  context: PageContext;
  id: string;
  stale: Partial<Record<Language, string[]>>;
}) {
  const confirmWords = translatorsCopy[context.lang].confirm;
  const marked = (Object.entries(stale) as [Language, string[]][]).filter(([, paths]) => paths.length > 0);
  if (marked.length === 0) return null;
  return (
    <div className="actions still-valid-languages">
      {marked.map(([lang, paths]) => (
        <StaffForm key={lang} context={context} action={action(id)}>
          <input type="hidden" name="confirm" value={`${lang}:*`} />
          <button type="submit" className="secondary">
            {fill(confirmWords.language, { language: context.t.languages[lang], count: paths.length })}
          </button>
        </StaffForm>
      ))}
    </div>
  );
}
