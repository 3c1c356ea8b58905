import { fill } from "~/i18n/translate";
import type { Configuration } from "~/rug/configuration";
import type { Motif } from "~/rug/options";
import type { RugWords } from "~/rug/words";
import type { Colourway, Design } from "./schema";
import type { ShownCollection } from "./shown";

/**
 * Which rug a configuration is, as the people who meet it name it: a design of the collection in
 * one of its colourways ("Alcázar · Noche"), the design in the visitor's own colours, or a free
 * configuration. The configurator, the quote request and its e-mails, the specification sheet and
 * every file of the specifier's pack name the rug with this, so an architect who started from a
 * design finds its name wherever the rug goes. Browser-safe, and light (types only of the
 * collection): the words come in, one language's.
 *
 * A configuration names its design by slug (`?design=alcazar`); it is that design while the
 * published collection shows it and the rug keeps the design's pattern (its collection is the
 * motif). The colourway is never carried: it is the design's colourway whose colours the rug has,
 * in their order, or none (the visitor's own colours).
 */
export type DesignedRug = { design: Design; colourway: Colourway | null };

/** The colourway whose colours these are, in this order; none when the visitor chose their own. */
export function colourwayOf<T extends { colours: readonly string[] }>(
  colourways: readonly T[],
  colours: readonly string[],
): T | null {
  const asked = colours.join(" ");
  return colourways.find((colourway) => colourway.colours.join(" ") === asked) ?? null;
}

export function designedRug(configuration: Configuration, catalogue: ShownCollection): DesignedRug | null {
  if (!configuration.design) return null;
  const design = catalogue.design.get(configuration.design);
  if (!design || design.collection !== configuration.motif) return null;
  return { design, colourway: colourwayOf(design.colourways, configuration.colours) };
}

type DesignWords = Pick<RugWords["design"], "name" | "ownColours" | "free">;

/** The rug's design as its documents name it: slug, name and colourway words; none for a free configuration. */
export type RugDesignName = { slug: string; name: string; colourway: string; colourwayId: string | null };

export function rugDesignName(rug: DesignedRug | null, words: DesignWords): RugDesignName | null {
  if (!rug) return null;
  return {
    slug: rug.design.slug,
    name: rug.design.name,
    colourway: rug.colourway?.label ?? words.ownColours,
    colourwayId: rug.colourway?.id ?? null,
  };
}

/** The rug's name in one line: "Alcázar · Noche", "Alcázar · own colours", or "Free configuration". */
export function rugTitle(rug: Pick<RugDesignName, "name" | "colourway"> | null, words: DesignWords): string {
  return rug ? fill(words.name, { design: rug.name, colourway: rug.colourway }) : words.free;
}

/** The configuration without its design: the same rug as a free configuration. */
export function freeConfiguration(configuration: Configuration): Configuration {
  const { design: _design, ...free } = configuration;
  return free;
}

/** A design as the configurator shows it while the visitor adapts it: what it needs to name it. */
export type DesignChoice = {
  slug: string;
  name: string;
  collection: Motif;
  /** The design's page in the visitor's language. */
  href: string;
  colourways: { id: string; label: string; colours: string[] }[];
};

/** The rug's name as the configurator says it, from the design it started from (if still the design). */
export function chosenRugTitle(choice: DesignChoice | null, configuration: Configuration, words: DesignWords): string {
  if (!choice || configuration.design !== choice.slug || configuration.motif !== choice.collection) return words.free;
  const colourway = colourwayOf(choice.colourways, configuration.colours);
  return rugTitle({ name: choice.name, colourway: colourway?.label ?? words.ownColours }, words);
}
