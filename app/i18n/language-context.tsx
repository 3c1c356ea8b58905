import { createContext, type ReactNode, useContext, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "./i18n";
import { type Language, localizePath } from "./languages";
import type { Messages } from "./locales/es";

type LanguageContextValue = {
  lang: Language;
  /** The page's Spanish-slug path, the same in every language. */
  path: string;
  /** A Spanish-slug path in the current language: "/contacto" -> "/en/contacto". */
  localize: (path: string) => string;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider(props: { lang: Language; path: string; messages: Messages; children: ReactNode }) {
  const { lang, path, messages, children } = props;
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  const value = useMemo(() => ({ lang, path, localize: (target: string) => localizePath(target, lang) }), [lang, path]);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  // spec §8: the message of the language hook used outside its provider.
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
