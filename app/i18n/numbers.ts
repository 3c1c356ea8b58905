import type { Language } from "./languages";

/**
 * How each language writes a number: its separators, and whether a four-digit number is grouped
 * ("1.234" in German, "1234" in Spanish and Italian). CLDR's, as `Intl.NumberFormat` writes them
 * (`numbers.test.ts` compares the two).
 */
const styles: Record<Language, { group: string; decimal: string; groupFourDigits: boolean }> = {
  es: { group: ".", decimal: ",", groupFourDigits: false },
  en: { group: ",", decimal: ".", groupFourDigits: true },
  de: { group: ".", decimal: ",", groupFourDigits: true },
  it: { group: ".", decimal: ",", groupFourDigits: false },
  fr: { group: "\u202f", decimal: ",", groupFourDigits: true },
  nl: { group: ".", decimal: ",", groupFourDigits: true },
};

/**
 * `value` written in `lang` with exactly `fractionDigits` decimals, halves rounded away from zero
 * (as `Intl.NumberFormat` does: 0.125 gives "0,13").
 *
 * Code that runs in the browser uses this instead of `Intl`: the first `Intl` formatter a page
 * makes loads the language's locale data, 30-80 ms of one task on this machine's CPU (four times
 * that on a phone), which the configurator paid while it hydrated.
 */
export function formatNumber(value: number, lang: Language, fractionDigits = 0): string {
  const { group, decimal, groupFourDigits } = styles[lang];
  const magnitude = Math.abs(value);
  // Rounded on the number's shortest decimal spelling ("1.005e2"), not its binary value.
  const scaled = String(magnitude).includes("e")
    ? Math.round(magnitude * 10 ** fractionDigits)
    : Math.round(Number(`${magnitude}e${fractionDigits}`));
  const digits = String(scaled).padStart(fractionDigits + 1, "0");
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const grouped =
    whole.length > 4 || (whole.length === 4 && groupFourDigits) ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  const sign = value < 0 && scaled !== 0 ? "-" : "";
  return `${sign}${grouped}${fractionDigits > 0 ? `${decimal}${fraction}` : ""}`;
}
