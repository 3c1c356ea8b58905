import { describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import { parseConfiguration } from "~/rug/configuration";
import { designOnPage } from "./design-on-page.server";

const onPage = (query: string, lang: "es" | "en" = "en") =>
  designOnPage(parseConfiguration(new URLSearchParams(query)), seedSnapshot, lang);

describe("the design the configurator's page opens on", () => {
  it("names a design the collection shows, links its page in the visitor's language and carries its artwork", () => {
    const { design, artwork, parsed } = onPage("design=alcazar&motif=large-pattern&colours=NE01");
    expect(design).toMatchObject({ slug: "alcazar", name: "Alcázar", href: "/en/colecciones/alcazar" });
    expect(design?.colourways.length).toBeGreaterThan(0);
    expect(artwork).toMatchObject({ collection: "large-pattern" });
    expect(parsed.configuration.design).toBe("alcazar");
  });

  it("opens an unknown design, or a design drawn in another collection's motif, as the same rug, free", () => {
    for (const query of [
      "design=no-such-design&motif=large-pattern&w=450&l=350",
      "design=alcazar&motif=small-pattern&w=450&l=350",
    ]) {
      const { design, parsed } = onPage(query);
      expect(design).toBeNull();
      expect(parsed.configuration.design).toBeUndefined();
      expect(parsed.configuration).toMatchObject({ width: 450, length: 350 });
    }
  });

  it("never takes markup, capitals, spaces, a path or an overlong name for a design, and never echoes it", () => {
    const hostile = [
      "<script>alert(1)</script>",
      "ALCAZAR",
      "alc azar",
      "../../etc/passwd",
      "a".repeat(61),
      "alcazar--x",
    ];
    for (const value of hostile) {
      const query = new URLSearchParams({ design: value, motif: "large-pattern" }).toString();
      const result = onPage(query);
      expect(result.design).toBeNull();
      expect(JSON.stringify(result)).not.toContain(value.slice(0, 20));
    }
  });

  it("reads the first design an address names when it names two", () => {
    expect(onPage("design=alcazar&design=trama&motif=large-pattern").design?.slug).toBe("alcazar");
  });
});
