import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type Language, localizePath } from "./languages";
import type { Messages } from "./locales/es";
import { createTranslate, type Translate } from "./translate";

type LanguageContextValue = {
  lang: Language;
  /** The page's Spanish-slug path, the same in every language. */
  path: string;
  /** A Spanish-slug path in the current language: "/contacto" -> "/en/contacto". */
  localize: (path: string) => string;
  t: Translate;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The page's language, its messages and its URL helpers. (See docs/decisions/004: a typed
 * lookup replaces i18next and react-i18next, which cost 18 KB of the home page's 120 KB.)
 */
export function LanguageProvider(props: { lang: Language; path: string; messages: Messages; children: ReactNode }) {
  const { lang, path, messages, children } = props;
  const value = useMemo(() => {
    return {
      lang,
      path,
      localize: (target: string) => localizePath(target, lang),
      t: createTranslate(messages),
    };
  }, [lang, path, messages]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  // The message thrown when the language hook is used outside its provider.
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}

/** Interface messages of the page's language, typed by the Spanish source. */
export function useTranslation(): { t: Translate } {
  return { t: useLanguage().t };
}
