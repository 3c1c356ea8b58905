/** Hex colours as the artwork mixes them: a tufter's in-between shade, a darker line. */

export type Rgb = [number, number, number];

export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hex(c: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(c[0])}${part(c[1])}${part(c[2])}`;
}

/** Linear mix of two hex colours (t = 0 gives a). */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return hex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Lighten (amount > 0, towards white) or darken (amount < 0, towards black). */
export function shade(c: string, amount: number): string {
  return amount >= 0 ? mix(c, "#FFFFFF", amount) : mix(c, "#000000", -amount);
}
