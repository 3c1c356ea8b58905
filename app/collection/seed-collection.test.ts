import { describe, expect, it } from "vitest";
import { collections } from "~/content/collection/schema";
import { collectionFrom, projectsUsing } from "~/content/collection/shown";
import { documentDef, seedSnapshot } from "~/content/documents";
import { designFacts, projectFacts } from "~/content/sample-facts";
import { validateDocument } from "~/content/validate";
import { languages } from "~/i18n/languages";

describe("the sample collection and portfolio", () => {
  it("shows 24 designs across the five collections and 8 projects in every language", () => {
    for (const lang of languages) {
      const collection = collectionFrom(seedSnapshot, lang);
      expect(collection.designs.map((design) => design.slug)).toEqual(designFacts.map((facts) => facts.slug));
      expect(collection.projects).toHaveLength(8);
      expect(new Set(collection.designs.map((design) => design.collection))).toEqual(new Set(collections));
      for (const design of collection.designs) expect(design.colourways.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(projectFacts.map((project) => project.sector)).size).toBeGreaterThanOrEqual(5);
  });

  it("passes the studio's publish checks, so an editor can publish any of it as it is", () => {
    for (const id of [...designFacts.map((d) => `design.${d.slug}`), ...projectFacts.map((p) => `project.${p.slug}`)]) {
      const def = documentDef(id);
      if (!def) throw new Error(`no document ${id}`);
      const blocking = validateDocument(def, def.seed).filter((issue) => issue.severity === "error");
      expect(blocking, id).toEqual([]);
    }
  });

  it("credits only designs that exist, and each design's projects are found from it", () => {
    const collection = collectionFrom(seedSnapshot, "es");
    for (const project of collection.projects)
      for (const slug of project.designs) expect(collection.design.has(slug), `${project.slug} → ${slug}`).toBe(true);
    expect(projectsUsing(collection, "alcazar").map((project) => project.slug)).toContain("hotel-mirador-valencia");
  });

  it("reads a design's words in each language and its facts from Spanish", () => {
    const en = collectionFrom(seedSnapshot, "en").design.get("marea");
    const es = collectionFrom(seedSnapshot, "es").design.get("marea");
    expect(en?.name).toBe("Marea");
    expect(en?.cutHeight).toBe(es?.cutHeight);
    expect(en?.colourways[0]?.colours).toEqual(es?.colourways[0]?.colours);
    expect(en?.summary).not.toBe(es?.summary);
  });
});
