/**
 * The rug's colours as its drawings paint them, from the configuration's colour codes: the ground
 * and the motif's inks (the page's and the server's drawings), the ground as red, green and blue
 * (the room view's texture).
 */
import { rangeColourByCode } from "./colour-range";
import type { Configuration } from "./configuration";

/** A colour a little darker (or lighter, for a dark one) than `hex`, for a motif in one colour. */
export function shade(hex: string, amount = 0.22): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 255, value & 255];
  const channels = [red, green, blue];
  const light = (red * 299 + green * 587 + blue * 114) / 1000 > 110;
  const next = channels.map((channel) =>
    Math.round(light ? channel * (1 - amount) : channel + (255 - channel) * amount),
  );
  return `#${next.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The rug's colours as the drawing paints them: the first is the ground, the rest the motif's
 * inks, in order; a rug in one colour has its motif in a shade of the ground.
 */
export function rugInks(configuration: Pick<Configuration, "colours">): { ground: string; inks: string[] } {
  const hexes = configuration.colours.map((code) => rangeColourByCode(code)?.hex ?? "#c8b89f");
  const ground = hexes[0] ?? "#c8b89f";
  return { ground, inks: hexes.length > 1 ? hexes.slice(1) : [shade(ground)] };
}

/** The ground colour of a configuration, as red, green and blue. */
export function groundRgb(configuration: Configuration): readonly [number, number, number] {
  const hex = rangeColourByCode(configuration.colours[0] ?? "")?.hex ?? "#c8b89f";
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
}
