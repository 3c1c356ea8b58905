import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
import { heldCertificates } from "~/site/certificates";
import { sheetWords } from "~/specifier/sheet-words";
import { renderDataSheet } from "./data-sheet-render.server";

const siteUrl = "https://www.nudo.example";
const now = new Date("2026-03-05T12:00:00Z");

/** What a reader finds in the PDF: its pages, metadata and text of every page (spaces collapsed). */
async function readSheet(pdf: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Language?: string } };
    let text = "";
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      text += content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? " " : ""}` : "")).join("");
    }
    return { pages: document.numPages, info, text: text.replace(/\s+/g, " ") };
  } finally {
    await document.destroy();
  }
}

/** The 200 × 300 cm rectangle the configurator opens with: handtuft, 20 mm cut New Zealand wool. */
const rectangle: Configuration = { ...defaultConfiguration, length: 300, width: 200 };

describe("the specifier's data sheet", () => {
  it("gives an English specifier the rug's figures in millimetres, grams and classes, on one page", async () => {
    const sheet = await readSheet(
      await renderDataSheet({ ...rectangle, backing: "fire-retardant" }, "en", { siteUrl, now }),
    );
    expect(sheet.pages).toBe(1);
    expect(sheet.info.Title).toBe("Nudo · Data sheet");
    expect(sheet.info.Language).toBe("en");
    for (const figure of [
      "2,000 × 3,000 mm",
      "6.00 m²",
      "94,488 tufts/m²",
      "1/8″ · 31.5 rows per 10 cm",
      "30 per 10 cm",
      "3,400 g/m²",
      "4,650 g/m²",
      "approx. 27.9 kg",
      "23.5 mm (pile 20 + backing 3.5)",
      "32 · general commercial use",
      "LC5",
    ])
      expect(sheet.text).toContain(figure);
    // Each use with its class and the certificate held, or 'on request' where none is.
    expect(sheet.text).toContain(
      `Bfl-s1 · certificate no. ${heldCertificates.floorsFireRetardant.number} of 14 March 2025`,
    );
    expect(sheet.text).toContain(`Parts 2 and 5 · certificate no. ${heldCertificates.shipsFireRetardant.number}`);
    expect(sheet.text).toContain("25.853(a), Appendix F, Part I(a)(1)(ii) · certificate on request");
    expect(sheet.text).toContain("One piece, no joins");
    expect(sheet.text).toContain("±2%");
    expect(sheet.text).toContain("Indicative production time: 8 weeks");
    expect(sheet.text).toContain("Mist Sand · SA04");
    expect(sheet.text).toContain("info@nudo.example");
    expect(sheet.text).not.toMatch(/€|\bprices?\b|\bEUR\b/i);
  }, 30_000);

  it("says in Spanish which classifications are on request", async () => {
    const sheet = await readSheet(await renderDataSheet(rectangle, "es", { siteUrl, now }));
    expect(sheet.pages).toBe(1);
    expect(sheet.info.Title).toBe("Nudo · Ficha técnica");
    expect(sheet.text).toContain("2000 × 3000 mm");
    expect(sheet.text).toContain("6,00 m²");
    expect(sheet.text).toContain("Cfl-s1 · certificado bajo petición");
    expect(sheet.text).toContain("BUQUES (CÓDIGO IMO FTP 2010) bajo petición");
    expect(sheet.text).toContain("Generada el 5 de marzo de 2026");
  }, 30_000);

  it("names the design and its colourway, and the pieces a rug past 6 × 4 m is joined from", async () => {
    const large: Configuration = { ...rectangle, length: 1200, width: 500 };
    const design = {
      name: "Alcázar",
      colourway: "Arena",
      techniques: ["handtuft"],
      materials: ["nz-wool", "silk"],
    } as const;
    const sheet = await readSheet(
      await renderDataSheet(large, "es", {
        siteUrl,
        now,
        design: { ...design, techniques: [...design.techniques], materials: [...design.materials] },
      }),
    );
    expect(sheet.text).toContain("Alcázar");
    expect(sheet.text).toContain("Combinación de color: Arena");
    // Spanish groups thousands from five digits on.
    expect(sheet.text).toContain("5000 × 12.000 mm");
    expect(sheet.text).toContain("3 piezas de hasta 6 × 4 m");
    expect(sheet.text).toContain("10 semanas");
    // Wool with silk: all its yarns, the lower use class of silk, fire classes on request, and its own care.
    expect(sheet.text).toContain("Lana de Nueva Zelanda, Seda natural");
    expect(sheet.text).toContain("22 · uso doméstico general");
    expect(sheet.text).toContain(sheetWords.es.notes.fireNotTested);
    expect(sheet.text).toContain(sheetWords.es.careSilk);
  }, 30_000);

  it("is written in each language, with no Spanish left in the others", async () => {
    for (const lang of languages) {
      const sheet = await readSheet(await renderDataSheet(rectangle, lang, { siteUrl, now }));
      const copy = sheetWords[lang];
      expect(sheet.info.Language, lang).toBe(lang);
      expect(sheet.pages, lang).toBe(1);
      // Headings are set in capitals.
      expect(sheet.text, lang).toContain(copy.sections.performance.toLocaleUpperCase(lang));
      expect(sheet.text, lang).toContain(copy.values.onRequest);
      expect(sheet.text, lang).toContain(copy.values.certificateOnRequest);
      if (lang !== "es") expect(sheet.text, lang).not.toMatch(/bajo petición|Ficha técnica|semanas/);
    }
  }, 60_000);
});
