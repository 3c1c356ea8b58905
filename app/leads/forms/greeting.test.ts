import { describe, expect, it } from "vitest";
import { firstNameToGreet, greetingName } from "~/leads/forms/greeting";

describe("the name a confirmation may greet by", () => {
  it("accepts people's names in any script, with accents, apostrophes, hyphens and initials", () => {
    for (const name of [
      "Ana",
      "María José",
      "O’Brien",
      "D'Angelo",
      "Jean-Luc",
      "J.R.",
      "Zoë",
      "Łukasz",
      "李",
      "Анна",
    ]) {
      expect(greetingName(name), name).toBe(name);
    }
    expect(greetingName("  Ana   María ")).toBe("Ana María");
  });

  it("refuses digits, '@', '/', web addresses, markup and long texts", () => {
    for (const text of [
      "Ana1",
      "ana@evil.example",
      "evil.example",
      "www",
      "Visit www.evil.example",
      "http://evil.example",
      "Ana/Pérez",
      "<b>Ana</b>",
      "Win a free rug today", // four words
      "A".repeat(41),
      "",
      "-Ana",
    ]) {
      expect(greetingName(text), text).toBeNull();
    }
  });

  it("greets by name only what plausibly is a name: one script, no dot but after an initial or a word's end", () => {
    // [what was typed, the greeting as a first name, the greeting as a contact form's full name]
    const cases: [string, string | null, string | null][] = [
      // U+A4F8, a Lisu letter that looks like a dot, among Latin letters.
      ["Visit evil\uA4F8com now", null, null],
      // U+A78F, a Latin letter that looks like a dot.
      ["evil\uA78Fcom", null, null],
      ["visit evil.com now", null, null],
      ["www example com", null, null],
      ["\uFF57\uFF57\uFF57 example", null, null], // full-width 'www'
      ["Ana evil com", null, null],
      ["Visit evil. com", null, null],
      // A Cyrillic 'А' in a Latin name.
      ["\u0410nna", null, null],
      ["María José Núñez-Pérez", "María José Núñez-Pérez", "María"],
      ["O'Brien", "O'Brien", "O'Brien"],
      ["J. R. Smith", "J. R. Smith", "J. R. Smith"],
      ["山田太郎", "山田太郎", "山田太郎"],
      ["やまだ タロウ", "やまだ タロウ", "やまだ"],
      ["Ana María López García", null, "Ana"],
      ["Ελένη", "Ελένη", "Ελένη"],
      ["محمد علي", "محمد علي", "محمد"],
      ["Nguyễn Văn An", "Nguyễn Văn An", "Nguyễn"],
      ["José Luis Martínez Jr.", null, "José"],
    ];
    for (const [typed, asFirstName, asName] of cases) {
      expect(firstNameToGreet({ firstName: typed }), `first name ${typed}`).toBe(asFirstName);
      expect(firstNameToGreet({ name: typed }), `name ${typed}`).toBe(asName);
    }
  });

  it("takes the first word of a contact form's name", () => {
    expect(firstNameToGreet({ name: "Lucía Gómez" })).toBe("Lucía");
    expect(firstNameToGreet({ name: "evil.example please" })).toBeNull();
    expect(firstNameToGreet({ firstName: "María José", name: "ignored" })).toBe("María José");
  });
});
