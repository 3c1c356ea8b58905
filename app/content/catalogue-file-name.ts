import type { Language } from "~/i18n/languages";
import { siteConfig } from "~/site/config";

/** A text as a file name's part: lower case, accents taken off, every run of anything else a hyphen. */
export const fileSlug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A catalogue PDF's name, `<brand>-catalogue-<lang>-<hash>.pdf`: `digest` (hex) names what the
 * file holds, so a name always means the same bytes and browsers may keep it for a year.
 */
export function catalogueFileName(lang: Language, digest: string): string {
  return `${fileSlug(siteConfig.brandName)}-catalogue-${lang}-${digest.slice(0, 10)}.pdf`;
}

/** A catalogue PDF's name; its group is the name it is saved under, without the hash. */
export const catalogueFileNamePattern = /^([\w-]+?)-[0-9a-f]{10}\.pdf$/;
