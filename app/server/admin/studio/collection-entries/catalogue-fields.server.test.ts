import { describe, expect, it } from "vitest";
import { type DocumentDef, documentDef, type EditableField } from "~/content/documents";
import { valueAt, type Written } from "~/content/text-units";
import { validateDocument } from "~/content/validate";
import { postedContent } from "~/server/admin/studio/editor/editor-form.server";
import { fieldIssueTexts } from "~/server/admin/studio/editor/field-issues.server";
import { readStructureText, structureText } from "~/server/admin/studio/editor/structure-values.server";
import { topViewIssues } from "~/server/content/store/collection-checks.server";

const known = (id: string): DocumentDef => {
  const def = documentDef(id);
  if (!def) throw new Error(`no sample ${id}`);
  return def;
};
const design = known("design.marea");
const project = known("project.hotel-mirador-valencia");

const fieldOf = (def: DocumentDef, path: string): EditableField => {
  const field = def.editable(def.seed.es).find((candidate) => candidate.path === path);
  if (!field) throw new Error(`no field ${path} in ${def.id}`);
  return field;
};

/** A post over the seed, and what the editor would say beside the field. */
function post(def: DocumentDef, body: Record<string, unknown>, path: string, lang: "es" | "en" = "es") {
  const { written, readOnly } = postedContent(def, def.seed, body);
  const said = fieldIssueTexts(fieldOf(def, path), validateDocument(def, written), written.es, lang).map(
    (problem) => problem.text,
  );
  return { value: valueAt(written.es, path), said, readOnly, written };
}

describe("a design's facts posted from the studio's editor", () => {
  it("takes a name as a line, trimmed, and refuses markup in it beside the field", () => {
    expect(post(design, { "s.name": "  Marea Alta \r\n" }, "name")).toMatchObject({ value: "Marea Alta", said: [] });
    expect(post(design, { "s.name": "" }, "name").said).toEqual(["Obligatorio."]);
    expect(post(design, { "s.name": '<img src=x onerror="alert(1)">' }, "name").said).toEqual([
      "Solo texto: sin HTML, scripts ni enlaces javascript:.",
    ]);
  });

  it("takes a whole number, and keeps anything else as typed with the field's error", () => {
    expect(post(design, { "s.cutHeight": " 25 " }, "cutHeight")).toMatchObject({ value: 25, said: [] });
    expect(post(design, { "s.cutHeight": "25 mm" }, "cutHeight")).toMatchObject({
      value: "25 mm",
      said: ["Escribe un número entero."],
    });
    expect(post(design, { "s.cutHeight": "2.5" }, "cutHeight").said).toEqual(["Escribe un número entero."]);
    expect(post(design, { "s.cutHeight": "2" }, "cutHeight").said).toEqual(["Como mínimo 6."]);
    expect(post(design, { "s.cutHeight": "99999999999" }, "cutHeight").said).toEqual(["Escribe un número entero."]);
    expect(post(design, { "s.cutHeight": "51" }, "cutHeight", "en").said).toEqual(["At most 50."]);
  });

  it("takes one of a choice's options, and refuses any other", () => {
    expect(post(design, { "s.pile": "loop" }, "pile")).toMatchObject({ value: "loop", said: [] });
    expect(post(design, { "s.pile": "shag" }, "pile").said).toEqual(["Elige una de las opciones."]);
    expect(post(design, { "s.collection": "relief" }, "collection")).toMatchObject({ value: "relief", said: [] });
    expect(post(design, { "s.collection": "shag" }, "collection").said).toEqual(["Elige una de las opciones."]);
  });

  it("takes checkboxes as the options ticked, in the options' order, and asks for at least one", () => {
    const ticked = post(
      design,
      {
        "s.techniques.robotuft": ["false", "true"],
        "s.techniques.handtuft": ["false", "true"],
        "s.techniques.tufted": "true",
      },
      "techniques",
    );
    expect(ticked).toMatchObject({ value: ["handtuft", "robotuft"], said: [], readOnly: [] });
    const none = post(design, { "s.techniques.handtuft": "false", "s.techniques.robotuft": "false" }, "techniques");
    expect(none).toMatchObject({ value: [], said: ["Elige al menos una."] });
  });

  it("reads colour codes in any case and separator, and names those not in the range", () => {
    const path = "colourways.0.colours";
    expect(post(design, { [`s.${path}`]: "sa04 te10,CH14;  go20" }, path)).toMatchObject({
      value: ["SA04", "TE10", "CH14", "GO20"],
      said: [],
    });
    expect(post(design, { [`s.${path}`]: "SA04 XX99 zz01" }, path).said).toEqual([
      "Fuera de la gama de colores: XX99, ZZ01.",
    ]);
    expect(post(design, { [`s.${path}`]: "SA04 XX99" }, path, "en").said).toEqual(["Not in the colour range: XX99."]);
    expect(post(design, { [`s.${path}`]: "" }, path).said).toEqual(["Escribe al menos un código de color."]);
    expect(post(design, { [`s.${path}`]: "SA01 SA02 SA03 SA04 SA05 SA06 SA07" }, path).said).toEqual([
      "Como mucho 6 colores.",
    ]);
  });

  it("reads sizes as width × length (or one side), and keeps what it cannot read with the field's error", () => {
    expect(post(design, { "s.sizes": "200 × 300, 250x350; 250 X 250 cm\n180" }, "sizes")).toMatchObject({
      value: [
        { width: 200, length: 300 },
        { width: 250, length: 350 },
        { width: 250, length: 250 },
        { width: 180, length: 180 },
      ],
      said: [],
    });
    expect(post(design, { "s.sizes": "" }, "sizes")).toMatchObject({ value: [], said: [] });
    expect(post(design, { "s.sizes": "200 por 300" }, "sizes")).toMatchObject({
      value: "200 por 300",
      said: ["Escribe cada medida como ancho × largo en centímetros: 200 × 300, 250 × 350."],
    });
    expect(post(design, { "s.sizes": "200 × 300, 20 × 300" }, "sizes").said).toEqual([
      "Cada lado, de 40 a 3000 cm: 20 × 300.",
    ]);
    expect(post(design, { "s.sizes": Array(9).fill("200 × 300").join(", ") }, "sizes").said).toEqual([
      "Como mucho 8 medidas.",
    ]);
  });

  it("reads the real size of a colourway's picture from above, refuses one out of range, and asks for it beside an uploaded picture", () => {
    const path = "colourways.0.flatSize";
    expect(post(design, { [`s.${path}`]: " 300 x 200 cm " }, path)).toMatchObject({
      value: { width: 300, length: 200 },
      said: [],
    });
    // Optional: a sample's drawn picture needs none, and an empty field leaves none.
    expect(post(design, { [`s.${path}`]: "" }, path)).toMatchObject({ value: undefined, said: [] });
    expect(post(design, { [`s.${path}`]: "300 por 200" }, path)).toMatchObject({
      value: "300 por 200",
      said: ["Escribe la medida como ancho × largo en centímetros: 300 × 200."],
    });
    expect(post(design, { [`s.${path}`]: "300 × 3500" }, path).said).toEqual([
      "Cada lado, de 40 a 3000 cm: 300 × 3500.",
    ]);
    expect(post(design, { [`s.${path}`]: "20 × 200" }, path, "en").said).toEqual([
      "Each side from 40 to 3000 cm: 20 × 200.",
    ]);

    // An uploaded picture from above without its size: said beside the size, in the editor's language.
    const uploaded = { "s.colourways.0.images.flat.name": "m-0123456789abcdef-1200x800" };
    const missing = postedContent(design, design.seed, uploaded).written;
    const issues = topViewIssues(missing.es);
    expect(issues).toEqual([{ lang: null, path, code: "topViewSize", severity: "error", detail: expect.any(String) }]);
    expect(fieldIssueTexts(fieldOf(design, path), issues, missing.es, "es").map((problem) => problem.text)).toEqual([
      "Falta la medida real de la imagen vista desde arriba: escribe el ancho × largo en centímetros que muestra, por ejemplo 300 × 200. Sin ella no se puede publicar.",
    ]);
    expect(fieldIssueTexts(fieldOf(design, path), issues, missing.es, "en")[0]?.text).toMatch(/^The real size/);
    // With it, or with the sample's drawn picture, nothing to say; the draft keeps the size missing all the same.
    expect(
      topViewIssues(postedContent(design, design.seed, { ...uploaded, [`s.${path}`]: "300 × 200" }).written.es),
    ).toEqual([]);
    expect(topViewIssues(design.seed.es)).toEqual([]);
    expect(validateDocument(design, missing).filter((issue) => issue.path === path)).toEqual([]);
  });

  it("refuses whole a post that names what the editor shows read only (the slug, the visibility, a colourway's id)", () => {
    for (const name of ["s.slug", "s.visible", "s.colourways.0.id", "s.colourways.0.images.flat.alt", "t.es.slug"]) {
      const { readOnly, written } = postedContent(design, design.seed, { [name]: "x", "s.name": "Otra" });
      expect(readOnly, name).toEqual([name]);
      expect(valueAt(written.es, "slug")).toBe("marea");
    }
  });
});

describe("a project's facts posted from the studio's editor", () => {
  it("takes credits as rows of a role and a name, dropping the rows removed or left without a name", () => {
    const { value, said } = post(
      project,
      {
        "s.credits.0.role": "architect",
        "s.credits.0.person": " Estudio Lamela ",
        "s.credits.1.role": "brand",
        "s.credits.1.person": "Casa Nadal",
        "s.credits.1.remove": "true",
        "s.credits.2.role": "hotelGroup",
        "s.credits.2.person": "",
        "s.credits.3.role": "shipyard",
        "s.credits.3.person": "Astilleros del Sur",
      },
      "credits",
    );
    expect(value).toEqual([
      { role: "architect", person: "Estudio Lamela" },
      { role: "shipyard", person: "Astilleros del Sur" },
    ]);
    expect(said).toEqual([]);
    expect(
      post(project, { "s.credits.0.role": "landlord", "s.credits.0.person": "Ana" }, "credits", "en").said,
    ).toEqual(["Choose one of the options."]);
  });

  it("takes the designs used in the rows' order, each once, and asks for at least one", () => {
    expect(
      post(
        project,
        { "s.designs.0": "marea", "s.designs.1": "", "s.designs.2": "alcazar", "s.designs.3": "marea" },
        "designs",
      ).value,
    ).toEqual(["marea", "alcazar"]);
    expect(post(project, { "s.designs.0": "", "s.designs.1": "" }, "designs")).toMatchObject({
      value: [],
      said: ["Elige al menos un diseño."],
    });
    expect(post(project, { "s.designs.0": "Not A Slug!" }, "designs").said).toEqual([
      "No hay ningún diseño «Not A Slug!».",
    ]);
  });

  it("takes a year and a country code, with their errors beside them", () => {
    expect(post(project, { "s.year": "2031" }, "year")).toMatchObject({ value: 2031, said: [] });
    expect(post(project, { "s.year": "1990" }, "year").said).toEqual(["Como mínimo 1995."]);
    expect(post(project, { "s.country": "España" }, "country").said).toEqual([
      "Escribe el código de dos letras del país, en mayúsculas: ES.",
    ]);
  });
});

describe("a fact as one line of text (what the conflict page carries back)", () => {
  it("reads back every kind to the same value", () => {
    const seeds: [DocumentDef, string][] = [
      [design, "name"],
      [design, "order"],
      [design, "collection"],
      [design, "techniques"],
      [design, "sizes"],
      [design, "madeToMeasure"],
      [design, "backings"],
      [design, "colourways.1.colours"],
      [design, "colourways.0.flatSize"],
      [project, "credits"],
      [project, "designs"],
      [project, "year"],
    ];
    for (const [def, path] of seeds) {
      const field = fieldOf(def, path);
      const value = valueAt(def.seed.es, path);
      expect(readStructureText(field, structureText(field, value)), path).toEqual(value);
      // Posted under the field's own name, as the conflict page's merge does.
      const merged = postedContent(def, def.seed as Written, { [`s.${path}`]: structureText(field, value) });
      expect(valueAt(merged.written.es, path), path).toEqual(value);
    }
  });
});
