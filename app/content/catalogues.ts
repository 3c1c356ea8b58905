import { z } from "zod";
import type { Language } from "~/i18n/languages";

/**
 * The downloadable catalogues (spec §3, catalogue list item). The list ships empty: the page
 * then shows 'Próximamente'. To publish one, add an entry and its PDF and cover under public/.
 */
const localized = z.object({ title: z.string().min(1), description: z.string().min(1) });

export const catalogueSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  coverImage: z.string().regex(/^\/[\w\-/.]+\.(avif|webp|jpg|png)$/),
  coverWidth: z.number().int().positive(),
  coverHeight: z.number().int().positive(),
  pages: z.number().int().positive(),
  /** File size as shown, e.g. "12 MB". */
  size: z.string().min(1),
  pdfUrl: z.string().regex(/^\/[\w\-/.]+\.pdf$/),
  text: z.record(z.enum(["es", "en", "de", "it", "fr", "nl"]), localized),
});

export type Catalogue = z.infer<typeof catalogueSchema>;

export const catalogues: Catalogue[] = z.array(catalogueSchema).parse([]);

/** What a card shows: one language's text. */
export type CatalogueCard = Omit<Catalogue, "text"> & z.infer<typeof localized>;

export function catalogueCards(list: Catalogue[], lang: Language): CatalogueCard[] {
  return list.map(({ text, ...rest }) => {
    const localizedText = text[lang];
    if (!localizedText) throw new Error(`Catalogue ${rest.id} has no ${lang} text`);
    return { ...rest, ...localizedText };
  });
}
