import { describe, expect, it } from "vitest";
import { languageLocales, languages } from "./languages";
import { formatNumber } from "./numbers";

const integers = [0, 7, 40, 999, 1000, 1234, 3000, 9999, 10000, 12345, 123456, 1234567];
const decimals = [0.004, 0.005, 0.125, 1.005, 2.675, 12.345, 0.5, 1.5, 99.995, 1234.5, 12345.678, 360, 2.4];

describe("formatNumber", () => {
  for (const lang of languages) {
    it(`writes numbers in ${lang} exactly as Intl.NumberFormat does`, () => {
      const whole = new Intl.NumberFormat(languageLocales[lang]);
      const twoPlaces = new Intl.NumberFormat(languageLocales[lang], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of integers) {
        expect(formatNumber(value, lang), `${value}`).toBe(whole.format(value));
        if (value > 0) expect(formatNumber(-value, lang), `${-value}`).toBe(whole.format(-value));
      }
      for (const value of [...integers, ...decimals]) {
        expect(formatNumber(value, lang, 2), `${value}`).toBe(twoPlaces.format(value));
      }
      // Every size and height the configurator can show, and areas at every hundredth up to 10 m².
      for (let value = 0; value <= 3000; value++) expect(formatNumber(value, lang)).toBe(whole.format(value));
      for (let hundredths = 0; hundredths <= 1000; hundredths++) {
        const value = (hundredths * 1.001) / 100;
        expect(formatNumber(value, lang, 2), `${value}`).toBe(twoPlaces.format(value));
      }
    });
  }

  it("groups four digits in German but not in Spanish, and uses a narrow space in French", () => {
    expect(formatNumber(1234, "de")).toBe("1.234");
    expect(formatNumber(1234, "es")).toBe("1234");
    expect(formatNumber(12345, "es")).toBe("12.345");
    expect(formatNumber(1234.5, "fr", 2)).toBe("1\u202f234,50");
    expect(formatNumber(0.125, "en", 2)).toBe("0.13");
  });
});
