import { fileSlug } from "~/content/catalogue-file-name";
import type { Language } from "~/i18n/languages";
import type { Configuration } from "~/rug/configuration";
import type { PackSubject } from "~/specifier/readme";
import { specifierWords } from "~/specifier/words";

/** The ZIP's name in `lang`: the pack's own, then the design and colourway, or the rug's size (width × length) and shape. */
export function packFileName(configuration: Configuration, lang: Language, subject: PackSubject): string {
  const rug = subject.design
    ? `${subject.design.slug}-${subject.design.colourway}`
    : `${configuration.width}x${configuration.length}-${configuration.shape}`;
  return `${specifierWords[lang].zipName}-${fileSlug(rug)}.zip`;
}
