import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { colourWords } from "~/rug/colours";
import { type Configuration, configurationQuery, defaultConfiguration } from "~/rug/configuration";
import en from "~/rug/words/en";
import es from "~/rug/words/es";
import { renderSpecSheet } from "./spec-sheet-render.server";

const siteUrl = "https://www.nudo.example";
const now = new Date("2026-03-05T12:00:00Z");

/** What a reader finds in the PDF: its pages, metadata, text (spaces collapsed) and link targets. */
async function readSheet(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const { info } = (await document.getMetadata()) as {
      info: { Title?: string; Author?: string; Language?: string; CreationDate?: string };
    };
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? " " : ""}` : ""))
      .join("")
      .replace(/\s+/g, " ");
    const links = ((await page.getAnnotations()) as { url?: string }[]).flatMap((link) => (link.url ? [link.url] : []));
    return { pages: document.numPages, info, text, links };
  } finally {
    await document.destroy();
  }
}

/** The printed address wraps between its parameters: read back without the line breaks. */
const withoutSpaces = (text: string) => text.replace(/\s+/g, "");

const colourNames = (configuration: Configuration, lang: Language) =>
  configuration.colours.map((code) => colourWords(lang).colours[code] ?? code);

describe("the specification sheet", () => {
  it("describes the rug on one page in English, with the link back to it and no price", async () => {
    const sheet = await readSheet(await renderSpecSheet(defaultConfiguration, "en", { siteUrl, now }));
    expect(sheet.pages).toBe(1);
    expect(sheet.info.Title).toBe("Nudo · Specification sheet");
    expect(sheet.info.Author).toBe("Nudo");
    expect(sheet.info.Language).toBe("en");

    expect(sheet.text).toContain(en.sheet.title);
    expect(sheet.text).toContain(en.names.shapes.rectangular);
    expect(sheet.text).toContain("200 × 300 cm");
    expect(sheet.text).toContain("6.00 m²");
    for (const name of colourNames(defaultConfiguration, "en")) expect(sheet.text).toContain(name);
    expect(sheet.text).toContain("Generated on 5 March 2026");
    // Created on the day, not at the moment: midnight in Madrid, 23:00 UTC the day before.
    expect(sheet.info.CreationDate).toBe("D:20260304230000Z");
    expect(sheet.text).toContain(en.sheet.footer);
    expect(sheet.text).toContain("info@nudo.example");

    const url = `${siteUrl}/en/configurador?${configurationQuery(defaultConfiguration)}`;
    expect(sheet.text.toLowerCase()).toContain(en.sheet.link.toLowerCase());
    expect(withoutSpaces(sheet.text)).toContain(url);
    expect(sheet.links).toContain(url);

    expect(sheet.text).not.toMatch(/€|\bprices?\b|\bEUR\b/i);
  }, 30_000);

  it("is in Spanish for a Spanish visitor, with its notes and the unprefixed link", async () => {
    const round: Configuration = {
      ...defaultConfiguration,
      shape: "circular",
      width: 700,
      length: 700,
      pile: "cut-loop",
      cutHeight: 8,
      loopHeight: 12,
      colours: ["CH15", "SA04"],
    };
    const sheet = await readSheet(await renderSpecSheet(round, "es", { siteUrl, now }));
    expect(sheet.pages).toBe(1);
    expect(sheet.info.Title).toBe("Nudo · Ficha de especificación");
    expect(sheet.info.Language).toBe("es");

    expect(sheet.text).toContain(es.names.shapes.circular);
    expect(sheet.text).toContain("Ø 700 cm");
    for (const name of colourNames(round, "es")) expect(sheet.text).toContain(name);
    expect(sheet.text).toContain("Generada el 5 de marzo de 2026");
    expect(sheet.text).toContain(es.notes.joins);
    expect(sheet.text).toContain(es.notes.sheared);

    const url = `${siteUrl}/configurador?${configurationQuery(round)}`;
    expect(sheet.text.toLowerCase()).toContain(es.sheet.link.toLowerCase());
    expect(withoutSpaces(sheet.text)).toContain(url);
    expect(sheet.links).toContain(url);

    expect(sheet.text).not.toMatch(/€|\bprecios?\b|\bEUR\b/i);
  }, 30_000);
});
