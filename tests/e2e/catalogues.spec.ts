import { readFileSync } from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { CatalogueManifest } from "../../app/content/catalogue-manifest";
import { languages, localizePath } from "../../app/i18n/languages";
import { spanishWordsIn } from "../../app/i18n/translation-check";
import { siteConfig } from "../../app/site/config";
import { expect, test, visitorAddress } from "./fixtures";
import { mailsMentioning } from "./mail-files";

/**
 * The digital catalogue: a PDF per language built from the site's content, listed on
 * /catalogos with what the file itself says, served as a PDF, and linked from the e-mail that
 * answers a catalogue request.
 */
const manifest = JSON.parse(
  readFileSync(path.resolve("build/client/catalogues/manifest.json"), "utf8"),
) as CatalogueManifest;

async function readPdf(bytes: Buffer) {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const { info } = (await document.getMetadata()) as unknown as { info: Record<string, string> };
  let text = "";
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!("str" in item)) continue;
      // Letter-spaced capitals read as "C U A D R A D A": put the word back together.
      const str = /^(\S )+\S$/.test(item.str) ? item.str.replace(/ /g, "") : item.str;
      text += `${str}${item.hasEOL ? " " : ""}`;
    }
    text += "\n";
  }
  const pages = document.numPages;
  await document.destroy();
  return { info, pages, text: text.replace(/\s+/g, " ") };
}

test("every language has its catalogue", () => {
  expect(Object.keys(manifest).sort()).toEqual([...languages].sort());
});

for (const lang of languages) {
  test(`/catalogos in ${lang} lists the ${lang} catalogue with the PDF's own title, pages and size`, async ({
    page,
    request,
  }) => {
    const file = manifest[lang];
    if (!file) throw new Error(`no ${lang} catalogue`);
    await page.goto(localizePath("/catalogos", lang));
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: file.title }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(file.description);
    await expect(card).toContainText(new RegExp(`(^|\\D)${file.pages}\\s`));
    const view = card.getByRole("link").first();
    await expect(view).toHaveAttribute("href", file.path);
    await expect(view).toHaveAttribute("target", "_blank");
    await expect(card.getByRole("link").nth(1)).toHaveAttribute("href", `${file.path}?download`);

    const served = await request.get(file.path);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers()["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
    const download = await request.get(`${file.path}?download`);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);

    const firstBytes = await request.get(file.path, { headers: { Range: "bytes=0-4" } });
    expect(firstBytes.status()).toBe(206);
    expect(firstBytes.headers()["content-range"]).toBe(`bytes 0-4/${file.bytes}`);
    expect((await firstBytes.body()).toString()).toBe("%PDF-");

    const body = await served.body();
    expect(body.length).toBe(file.bytes);
    expect(body.length).toBeLessThanOrEqual(6 * 1024 * 1024);
    const pdf = await readPdf(body);
    expect(pdf.pages).toBe(file.pages);
    expect(pdf.pages).toBeGreaterThanOrEqual(12);
    expect(pdf.info.Title).toBe(file.title);
    expect(pdf.info.Author).toBeTruthy();
    expect(pdf.info.Language ?? lang).toMatch(new RegExp(`^${lang}`, "i"));
    // The spec's facts, whatever the language.
    for (const fact of ["1995", "M50", "M300", "300", "M1", "M1/M2", "33", "Pantone"]) {
      expect(pdf.text, `${lang}: ${fact}`).toContain(fact);
    }
    expect(pdf.text).toMatch(/6\s?m\s?[x×]\s?4\s?m/);
    expect(pdf.text).toMatch(/2[.,]5\s?m/);
    expect(pdf.text).toMatch(/15\D{1,6}50\s?mm/);
    expect(pdf.text).toMatch(/\D4\D{1,6}40\s?mm/);
    expect(pdf.text).toContain("Crevillente");
    if (lang !== "es") {
      // The company's legal name is a proper name, whatever its words.
      const words = spanishWordsIn(pdf.text.replaceAll(siteConfig.legalName, ""));
      expect(words, `Spanish left in the ${lang} catalogue`).toEqual([]);
    }
  });
}

test("the Spanish catalogue names the twelve shapes and the techniques", async ({ request }) => {
  const file = manifest.es;
  if (!file) throw new Error("no es catalogue");
  const { text } = await readPdf(await (await request.get(file.path)).body());
  for (const word of [
    /cuadrad/i,
    /rectangular/i,
    /irregular/i,
    /circular/i,
    /oval/i,
    /hexagonal/i,
    /fragmentad/i,
    /ondulad/i,
    /escalonad/i,
    /triangular/i,
    /compuest/i,
    /piezas sueltas/i,
    /flatweave/i,
    /wilton/i,
  ]) {
    expect(text).toMatch(word);
  }
});

test("the catalogue request's e-mail links the PDF in the visitor's language, and the link answers with it", async ({
  request,
}) => {
  const email = `catalogue.${Date.now().toString(36)}@cliente.example`;
  const response = await request.post("/de/solicitud-catalogo", {
    form: {
      _form: "catalogue",
      _started: "",
      firstName: "Jonas",
      lastName: "Weber",
      email,
      phone: "+49 30 0000000",
      company: "Studio Weber",
    },
    headers: { "X-Forwarded-For": visitorAddress() },
  });
  expect(response.status()).toBe(200);
  const mails = await mailsMentioning(email, 2);
  const confirmation = mails.find((mail) => new RegExp(`^To: ${email.replace(/\./g, "\\.")}`, "m").test(mail));
  const link = /https?:\/\/[^\s"<>]+\/catalogues\/[\w-]+\.pdf/.exec(confirmation ?? "")?.[0];
  expect(link, "a link to the PDF").toBeDefined();
  expect(link).toContain(manifest.de?.path ?? "missing");
  const pdf = await request.get(new URL(link ?? "").pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const notification = mails.find((mail) => /^To: ventas@nudo\.example/m.test(mail));
  expect(notification).toContain("Catálogo enviado: Alemán (de)");
});
