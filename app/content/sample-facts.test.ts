import { describe, expect, it } from "vitest";
import { type DesignFacts, designSchema, type ProjectFacts, projectSchema } from "./collection/schema";
import { designFacts, projectFacts } from "./sample-facts";

// The facts are the schema's, as types (this fails to compile otherwise)...
const designs: DesignFacts[] = designFacts;
const projects: ProjectFacts[] = projectFacts;

describe("the sample facts", () => {
  // ...and as values: every design and project a document of the schema once its words are added.
  const words = { summary: "Resumen.", story: ["Historia."] };
  const image = { name: "home-hero", alt: "" };

  it("make valid designs, with colours of the range", () => {
    for (const design of designs) {
      const colourways = design.colourways.map((colourway) => ({
        ...colourway,
        label: colourway.id,
        images: { flat: image, detail: image, room: image },
      }));
      const parsed = designSchema.safeParse({ ...design, ...words, colourways });
      expect(parsed.error?.issues ?? [], design.slug).toEqual([]);
    }
  });

  it("make valid projects, of designs that exist", () => {
    const slugs = new Set(designs.map((design) => design.slug));
    for (const project of projects) {
      const photos = Array.from({ length: project.photos }, () => ({ image, caption: "Foto." }));
      const parsed = projectSchema.safeParse({ ...project, ...words, title: "Título", city: "Ciudad", photos });
      expect(parsed.error?.issues ?? [], project.slug).toEqual([]);
      for (const slug of project.designs) expect(slugs.has(slug), `${project.slug}: ${slug}`).toBe(true);
    }
  });

  it("name each design, colourway and project once", () => {
    const all = (list: string[]) => new Set(list).size === list.length;
    expect(all(designs.map((design) => design.slug))).toBe(true);
    expect(all(projects.map((project) => project.slug))).toBe(true);
    for (const design of designs)
      expect(all(design.colourways.map((colourway) => colourway.id)), design.slug).toBe(true);
  });
});
