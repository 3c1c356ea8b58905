import { type Language, localizePath } from "~/i18n/languages";
import { type Configuration, configurationQuery, configuratorPath, defaultConfiguration } from "~/rug/configuration";
import type { RugBuild } from "~/rug/facts";
import { sizeKind } from "~/rug/options";
import type { Colourway, Design } from "./schema";

/**
 * A design as the configurator opens it: its collection as the motif, a colourway's colours (the
 * first is the ground), its first shape, size and technique, its pile and heights, its first
 * material, its standard backing, and the design itself, which the configurator names.
 */
export function designConfiguration(
  design: Design,
  colourway: Colourway | undefined = design.colourways[0],
): Configuration {
  const shape = design.shapes[0] ?? defaultConfiguration.shape;
  const size = design.sizes[0] ?? { width: defaultConfiguration.width, length: defaultConfiguration.length };
  // A square's side and a circle's diameter are its width and its length alike.
  const same = sizeKind(shape) !== "width-length";
  return {
    ...defaultConfiguration,
    shape,
    width: size.width,
    length: same ? size.width : size.length,
    technique: design.techniques[0] ?? defaultConfiguration.technique,
    pile: design.pile,
    cutHeight: design.cutHeight,
    loopHeight: design.loopHeight,
    motif: design.collection,
    colours: colourway ? [...colourway.colours] : [...defaultConfiguration.colours],
    material: design.materials[0] ?? defaultConfiguration.material,
    backing: design.backings[0] ?? defaultConfiguration.backing,
    design: design.slug,
  };
}

/**
 * How a design is built, as its facts follow from it (app/rug/facts.ts): every technique and yarn
 * it is offered in. Its page, its data sheet and its 3D object all classify it from this.
 */
export function designBuild(design: Pick<Design, "techniques" | "pile" | "materials">): Omit<RugBuild, "backing"> {
  return { techniques: design.techniques, pile: design.pile, materials: design.materials };
}

/** The configurator's address in `lang`, opened on a design (and one of its colourways). */
export function configuratorHref(lang: Language, design: Design, colourway?: Colourway): string {
  return `${localizePath(configuratorPath, lang)}?${configurationQuery(designConfiguration(design, colourway))}`;
}

/**
 * How a configured rug that names a design is built: as the design (every technique and yarn it
 * is offered in, so its classes are the ones its page states) while it keeps one of the design's
 * techniques and its main yarn; as configured once the visitor changed either.
 */
export function namedDesignBuild(
  configuration: Pick<Configuration, "technique" | "material">,
  design: Pick<Design, "techniques" | "materials">,
): Pick<RugBuild, "techniques" | "materials"> {
  return {
    techniques: design.techniques.includes(configuration.technique) ? design.techniques : [configuration.technique],
    materials: configuration.material === design.materials[0] ? design.materials : [configuration.material],
  };
}
