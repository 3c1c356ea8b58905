import type { Language } from "~/i18n/languages";

/** A field's element id in the editor (`f-en-blocks-1-items-0-answer`; `s` for structure): the anchor every link to a field uses. */
export const fieldId = (lang: Language | "s", path: string) => `f-${lang}-${path.replace(/\./g, "-")}`;
