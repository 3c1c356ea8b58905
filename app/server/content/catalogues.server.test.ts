import { describe, expect, it } from "vitest";
import { getEnv } from "~/platform/env.server";
import { catalogueUrl } from "./catalogues.server";

describe("the catalogue a catalogue request is sent", () => {
  const env = { ...getEnv(), SITE_URL: "https://www.nudo.example", CATALOGUE_URL: undefined };
  const built = {
    de: {
      lang: "de" as const,
      path: "/catalogues/nudo-catalogue-de-0123456789.pdf",
      title: "Nudo · Katalog",
      description: "Kollektionen",
      pages: 16,
      bytes: 1000,
      cover: "kit-300-collection" as const,
    },
  };
  it("is the built PDF in the visitor's language, at the site's address", () => {
    expect(catalogueUrl({ env, catalogues: built }, "de")).toBe(
      "https://www.nudo.example/catalogues/nudo-catalogue-de-0123456789.pdf",
    );
  });
  it("is the catalogues page when that language's catalogue was not built", () => {
    expect(catalogueUrl({ env, catalogues: built }, "fr")).toBe("https://www.nudo.example/fr/catalogos");
  });
  it("is CATALOGUE_URL when set", () => {
    const overridden = { ...env, CATALOGUE_URL: "https://cdn.nudo.example/catalogue.pdf" };
    expect(catalogueUrl({ env: overridden, catalogues: built }, "de")).toBe("https://cdn.nudo.example/catalogue.pdf");
  });
});
