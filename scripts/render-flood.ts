// Pages rendered on request: the configurator, each time with another rug in its address (as
// shared links are), or the collection with other filters, in any of the six languages. The
// addresses are the floods' of scripts/stranger-floods.ts; `floodOfRenders` asks for them as fast
// as possible for `npm run bench`, to measure pre-rendered pages beside them.
import autocannon from "autocannon";
import { colourFamilyIds, colourRange, maxColours } from "../app/rug/colour-range.ts";
import {
  backings,
  heightRanges,
  heightsOf,
  materials,
  motifs,
  piles,
  type Shape,
  shapes,
  sizeKind,
  sizeRange,
  techniques,
} from "../app/rug/options.ts";

const prefixes = ["", "/en", "/de", "/it", "/fr", "/nl"] as const;

type Random = () => number;
const pick = <T>(values: readonly T[], random: Random): T => values[Math.floor(random() * values.length)] as T;
const between = (range: { min: number; max: number }, random: Random) =>
  range.min + Math.floor(random() * (range.max - range.min + 1));

/**
 * A configurator address with a random rug the factory can make, written as the page writes it
 * (app/rug/configuration.ts, `configurationQuery`): every choice valid, so the page
 * renders the rug rather than its problems. Two calls almost never give the same address.
 */
export function randomConfiguratorPath(random: Random = Math.random): string {
  const shape: Shape = pick(shapes, random);
  const query = new URLSearchParams({ shape });
  const kind = sizeKind(shape);
  if (kind === "diameter") query.set("d", String(between(sizeRange, random)));
  else query.set("w", String(between(sizeRange, random)));
  if (kind === "width-length") query.set("l", String(between(sizeRange, random)));
  query.set("technique", pick(techniques, random));
  const pile = pick(piles, random);
  query.set("pile", pile);
  // The address names each height as the pile it measures (`cut`, `loop`).
  for (const height of heightsOf(pile)) query.set(height, String(between(heightRanges[height], random)));
  query.set("motif", pick(motifs, random));
  const colours = new Set<string>();
  const count = 1 + Math.floor(random() * maxColours);
  while (colours.size < count) colours.add(pick(colourRange, random).code);
  for (const code of colours) query.append("c", code);
  query.set("material", pick(materials, random));
  query.set("backing", pick(backings, random));
  return `${pick(prefixes, random)}/configurador?${query}`;
}

/** `connections` clients asking for configurator addresses, each request another rug, for `seconds`. */
export function floodOfRenders(base: string, options: { connections: number; seconds: number }) {
  return autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomConfiguratorPath() }) }],
  });
}

const collectionFilters = {
  coleccion: motifs,
  tecnica: techniques,
  color: colourFamilyIds,
  forma: shapes,
} as const;

/**
 * A collection address with random filters, as its form writes them
 * (app/collection/filters.ts): each filter chosen or left at "all", in any language, and a
 * campaign's tag now and then, so that two calls seldom give the same address.
 */
export function randomCollectionPath(random: Random = Math.random): string {
  const query = new URLSearchParams();
  for (const [name, options] of Object.entries(collectionFilters))
    if (random() < 0.7) query.set(name, pick(options as readonly string[], random));
  if (query.size === 0) query.set("forma", pick(shapes, random));
  query.set("utm_content", String(Math.floor(random() * 1e9)));
  return `${pick(prefixes, random)}/colecciones?${query}`;
}
