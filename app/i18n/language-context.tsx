import type { i18n, TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createI18n } from "./i18n";
import { type Language, localizePath } from "./languages";
import type { Messages } from "./locales/es";

type LanguageContextValue = {
  lang: Language;
  /** The page's Spanish-slug path, the same in every language. */
  path: string;
  /** A Spanish-slug path in the current language: "/contacto" -> "/en/contacto". */
  localize: (path: string) => string;
  i18n: i18n;
  t: TFunction;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The page's language, its i18next instance and its URL helpers. (react-i18next's provider and
 * hook are left out: this context does their job here, and the site's JavaScript budget has no
 * room for a second copy of that machinery.)
 */
export function LanguageProvider(props: { lang: Language; path: string; messages: Messages; children: ReactNode }) {
  const { lang, path, messages, children } = props;
  const value = useMemo(() => {
    const instance = createI18n(lang, messages);
    return {
      lang,
      path,
      localize: (target: string) => localizePath(target, lang),
      i18n: instance,
      t: instance.t,
    };
  }, [lang, path, messages]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  // spec §8: the message of the language hook used outside its provider.
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}

/** Interface messages of the page's language, typed by the Spanish source. */
export function useTranslation(): { t: TFunction } {
  return { t: useLanguage().t };
}
