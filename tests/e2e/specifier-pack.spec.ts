import { readFileSync } from "node:fs";
import DxfParser from "dxf-parser";
import { strFromU8, unzipSync } from "fflate";
import { validateBytes } from "gltf-validator";
import { readIfc } from "../support/ifc-reader";
import { expect, newContext, test, visitorAddress } from "./fixtures";

/**
 * The specifier's pack as an architect gets it: one link on the configurator and on every design
 * page, without JavaScript, downloading a ZIP whose files a CAD program, a renderer and a tender
 * take as they are; what a stranger can make of its address.
 */

/** The files of a downloaded ZIP, by name. */
async function unzipDownload(download: { path: () => Promise<string> }) {
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}

test.describe("the specifier's pack, without JavaScript", () => {
  test("downloads from the configurator with the outline at 1:1, a valid 3D object, textures, the data sheet and a read-me in Spanish", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // A visitor of its own: packs asked for at once from one address wait for its one place in line.
    const context = await newContext(browser, {
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/configurador?shape=rectangular&w=200&l=300&motif=relief&c=SA04&c=TE12&c=BL03`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descargar el paquete para prescriptores (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("paquete-prescriptor-200x300-rectangular.zip");
    const files = await unzipDownload(download);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining(["LEEME.txt", "ficha-tecnica.pdf", "contorno-1-1-mm.dxf", "alfombra.glb", "alfombra.ifc"]),
    );
    const colour = names.find((name) => /^texture-colour-\d+cm-tile\.(jpg|png)$/.test(name));
    const normal = names.find((name) => /^texture-normal-\d+cm-tile\.png$/.test(name));
    expect(colour).toBeDefined();
    expect(normal).toBeDefined();

    // The read-me says what each file is, its units and scale, in the page's language.
    const readme = strFromU8(files["LEEME.txt"] as Uint8Array);
    expect(readme).toContain("Paquete para prescriptores");
    expect(readme).toContain("2000 × 3000 mm");
    expect(readme).toContain("1:1");
    const tile = Number(/(\d+)cm-tile/.exec(colour ?? "")?.[1]);
    expect(readme).toContain(`una tesela cubre ${tile} × ${tile} cm`);

    // The outline: millimetres, 3000 long and 2000 wide, closed, on its own layer.
    const dxf = new DxfParser().parseSync(strFromU8(files["contorno-1-1-mm.dxf"] as Uint8Array));
    expect(dxf?.header.$INSUNITS).toBe(4);
    const outline = dxf?.entities.find((entity) => entity.layer === "RUG-OUTLINE") as unknown as {
      vertices: { x: number; y: number }[];
    };
    const xs = outline.vertices.map((vertex) => vertex.x);
    const ys = outline.vertices.map((vertex) => vertex.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(3000, 0);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(2000, 0);

    // The 3D object passes the Khronos validator.
    const report = await validateBytes(files["alfombra.glb"] as Uint8Array);
    expect(report.issues.numErrors).toBe(0);

    // The BIM object opens as IFC4: one flooring covering 3 × 2 m, as thick as the rug.
    const bim = await readIfc(files["alfombra.ifc"] as Uint8Array);
    expect(bim.schema).toBe("IFC4");
    expect(bim.coverings.map((covering) => covering.predefinedType)).toEqual(["FLOORING"]);
    expect(bim.coverings[0]?.extent.x).toBeCloseTo(3, 3);
    expect(bim.coverings[0]?.extent.y).toBeCloseTo(2, 3);
    expect(readme).toContain("CSI MasterFormat 12 48 00");

    // The data sheet is a PDF; the pictures are what they say.
    expect(strFromU8((files["ficha-tecnica.pdf"] as Uint8Array).subarray(0, 5))).toBe("%PDF-");
    expect(Array.from((files[normal ?? ""] as Uint8Array).subarray(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    await context.close();
  });

  test("downloads from a design's page in English, named for the design and its colourway, with no Spanish in its read-me", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // A visitor of its own: packs asked for at once from one address wait for its one place in line.
    const context = await newContext(browser, {
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/en/colecciones/alcazar`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the specifier pack (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^specifier-pack-alcazar-[a-z0-9-]+\.zip$/);
    const files = await unzipDownload(download);
    const readme = strFromU8(files["README.txt"] as Uint8Array);
    expect(readme).toContain("Specifier pack");
    expect(readme).toContain("Alcázar");
    expect(readme).not.toMatch(/alfombra|tesela|Contorno/);
    expect(Object.keys(files)).toContain("data-sheet.pdf");
    await context.close();
  });
});

test.describe("the specifier pack's address, as a stranger makes it", () => {
  test("a rug the factory cannot make is refused with the reason in the visitor's language, never a ZIP", async ({
    baseURL,
  }) => {
    const answer = await fetch(`${baseURL}/api/specifier-pack?lang=de&shape=rectangular&w=9000&l=200`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toContain("Dieser Teppich lässt sich so, wie er konfiguriert ist, nicht fertigen");
    expect(text).toContain("3000");
  });

  test("an unknown design or colourway is 404, an unknown language 400, and markup is never sent back", async ({
    baseURL,
  }) => {
    const unknown = await fetch(`${baseURL}/api/specifier-pack?lang=fr&design=%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(unknown.status).toBe(404);
    const text = await unknown.text();
    expect(text).toBe("Ce dessin ou ce coloris ne fait pas partie de la collection.");
    const colourway = await fetch(`${baseURL}/api/specifier-pack?lang=en&design=alcazar&colourway=nope`);
    expect(colourway.status).toBe(404);
    const language = await fetch(`${baseURL}/api/specifier-pack?lang=%3Cb%3E&shape=square&w=200`);
    expect(language.status).toBe(400);
    expect(await language.text()).not.toContain("<b>");
  });

  test("the same rug asked for with junk parameters is the same pack", async ({ baseURL }) => {
    test.setTimeout(60_000);
    const address = `${baseURL}/api/specifier-pack?lang=it&shape=circular&d=250`;
    // A visitor of its own: the packs of other tests asked for at the same time, from the test
    // runner's own address, would hold that address's one place in line (a pack is answered 503).
    const headers = { "x-forwarded-for": visitorAddress() };
    const first = await fetch(address, { headers });
    expect(first.status).toBe(200);
    const bytes = new Uint8Array(await first.arrayBuffer());
    const again = await fetch(`${address}&utm_source=x&x=%3Cscript%3E`, { headers });
    expect(again.status).toBe(200);
    const files = unzipSync(bytes);
    const again_ = unzipSync(new Uint8Array(await again.arrayBuffer()));
    // Each server process makes its own (the data sheet says when it was made); the rug is the same.
    expect(Object.keys(again_)).toEqual(Object.keys(files));
    expect(again_["contorno-1-1-mm.dxf"]).toEqual(files["contorno-1-1-mm.dxf"]);
    expect(again_["tappeto.glb"]).toEqual(files["tappeto.glb"]);
    const dxf = new DxfParser().parseSync(strFromU8(files["contorno-1-1-mm.dxf"] as Uint8Array));
    const circle = dxf?.entities.find((entity) => entity.layer === "RUG-OUTLINE") as unknown as { radius: number };
    expect(circle.radius * 2).toBeCloseTo(2500, 0);
  });
});
