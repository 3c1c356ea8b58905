import { createInstance, type i18n } from "i18next";
import type { Language } from "./languages";
import type { Messages } from "./locales/es";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

/**
 * One i18next instance per page language, fed with that language's messages only (they reach
 * the browser through the root loader, so a page never downloads the other five languages).
 */
export function createI18n(lang: Language, messages: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
