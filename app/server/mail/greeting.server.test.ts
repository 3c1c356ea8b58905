import { describe, expect, it } from "vitest";
import { firstNameToGreet, greetingName } from "./greeting.server";

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

  it("takes the first word of a contact form's name", () => {
    expect(firstNameToGreet({ name: "Lucía Gómez" })).toBe("Lucía");
    expect(firstNameToGreet({ name: "evil.example please" })).toBeNull();
    expect(firstNameToGreet({ firstName: "María José", name: "ignored" })).toBe("María José");
  });
});
