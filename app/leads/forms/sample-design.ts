import { maxColours, rangeColourByCode } from "~/rug/colour-range";

/*
 * The design a sample-kit request can carry: a design page links the request page with it in
 * the address (`/solicitud-muestrario?diseno=marea&c=BL03&c=BL09`), the page shows it and posts
 * it hidden with the form, and the lead stores it. Plain code the browser may load: the form's
 * schema checks a posted design with `parseSampleDesign`; whether the collection shows the
 * design is the server's to say (it alone has the published catalogue).
 */

/** The address's parameters: the design's slug, and each colour's code (up to six, in order). */
export const sampleDesignParams = { design: "diseno", colour: "c" } as const;

/** Most colours one design's samples may name: as many as a rug can be made in. */
export const maxSampleColours = maxColours;

/** A design and the colours of the range its samples are asked in (codes as the range writes them). */
export type SampleDesign = { slug: string; colours: string[] };

/**
 * A design as stored with its lead: as posted, and its name as the collection showed it when the
 * lead arrived (the server adds it; a design renamed or taken off later keeps the name it was
 * asked for under).
 */
export type RequestedDesign = SampleDesign & { name?: string; colourway?: string };

/**
 * A requested design as people read it: its name and, when its colours are one of its
 * colourways (or the visitor's own, on a quote), that colourway ("Alcázar · Midnight").
 */
export function designLabel(design: { name: string; colourway?: string | undefined }): string {
  return design.colourway ? `${design.name} · ${design.colourway}` : design.name;
}

/** A slug as the catalogue writes them: lower-case letters and digits in words joined by hyphens. */
const slugFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxSlugLength = 60;

const isSlug = (value: string) => value.length <= maxSlugLength && slugFormat.test(value);

/**
 * What an address asks for, read leniently (a visitor's link, perhaps shortened or edited): a
 * design the collection shows (`isShown`), and the codes of the range among its colours, each
 * once, the first six. An unknown or hidden design leaves nothing asked (its colours alone mean
 * nothing); an unknown code is left out. Nothing else of the address is kept.
 */
export function sampleDesignFromAddress(
  query: URLSearchParams,
  isShown: (slug: string) => boolean,
): SampleDesign | null {
  const slug = (query.get(sampleDesignParams.design) ?? "").trim().toLowerCase();
  if (!isSlug(slug) || !isShown(slug)) return null;
  const colours: string[] = [];
  for (const asked of query.getAll(sampleDesignParams.colour)) {
    const code = rangeColourByCode(asked)?.code;
    if (code && !colours.includes(code)) colours.push(code);
    if (colours.length === maxSampleColours) break;
  }
  return { slug, colours };
}

/**
 * A posted design, read strictly (the page wrote it from a design it checked, so anything else
 * was not written by the page): exactly one slug, then at most six codes of the range as the
 * range writes them, none twice, and no other parameter. Null when it is anything else.
 */
export function parseSampleDesign(value: string): SampleDesign | null {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(value);
  } catch {
    return null;
  }
  const known = new Set<string>(Object.values(sampleDesignParams));
  if ([...query.keys()].some((key) => !known.has(key))) return null;
  const slugs = query.getAll(sampleDesignParams.design);
  const colours = query.getAll(sampleDesignParams.colour);
  const [slug] = slugs;
  if (slugs.length !== 1 || slug === undefined || !isSlug(slug)) return null;
  if (colours.length > maxSampleColours || new Set(colours).size !== colours.length) return null;
  if (colours.some((code) => rangeColourByCode(code)?.code !== code)) return null;
  return { slug, colours };
}

/** A design as the address's query (and the hidden field's value): `diseno=marea&c=BL03&c=BL09`. */
export function sampleDesignQuery(design: SampleDesign): string {
  const query = new URLSearchParams({ [sampleDesignParams.design]: design.slug });
  for (const code of design.colours) query.append(sampleDesignParams.colour, code);
  return query.toString();
}

/** One colour of a design's samples as a page or an e-mail shows it: its swatch, code and name. */
export type SampleColour = { code: string; hex: string; name: string };

/**
 * A design's samples as the request page shows them (its loader builds it in the page's
 * language): the design's name and page, its colours, and the query the form posts.
 */
export type SampleDesignView = { query: string; name: string; href: string; colours: SampleColour[] };
