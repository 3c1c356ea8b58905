import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { leadForms } from "~/leads/forms/definitions";
import { leadData } from "../../../../tests/support/stored-leads";
import { filledTemplate, replyTemplates, type TemplateLead } from "./templates.server";

const lead = (form: TemplateLead["form"], lang: TemplateLead["lang"], data: Record<string, unknown>): TemplateLead => ({
  id: "7f3a2c91-0000-4000-8000-000000000000",
  form,
  lang,
  data,
});

/** Each form's lead with everything it may carry, and with only what it must. */
const fullData = {
  ...leadData,
  sample: { ...leadData.sample, design: { slug: "alhambra", name: "Alhambra", colours: ["BL04"] } },
};
const { company: _c, ...sectionWithoutCompany } = leadData.contactSection;
const { design: _d, ...sampleWithoutDesign } = fullData.sample;
const leanData = { ...leadData, sample: sampleWithoutDesign, contactSection: sectionWithoutCompany };

describe("reply templates", () => {
  it("exist for every form in every language, and leave no placeholder unfilled", () => {
    for (const lang of languages) {
      for (const form of leadForms) {
        const template = replyTemplates[lang].forms[form];
        expect(template.subject, `${lang} ${form}`).not.toBe("");
        expect(template.body.length, `${lang} ${form}`).toBeGreaterThan(200);
        for (const data of [fullData[form], leanData[form]]) {
          // Any template may answer any form's lead: a contact lead can be sent the quote's words.
          for (const answered of leadForms) {
            const filled = filledTemplate(lead(answered, lang, data as Record<string, unknown>), form);
            expect(`${filled.subject}\n${filled.body}`, `${lang} ${form} for a ${answered} lead`).not.toMatch(/[{}]/);
          }
        }
      }
    }
  });

  it("speak 'tú' in Spanish, as the site does, never 'usted'", () => {
    for (const form of leadForms) {
      const { subject, body } = replyTemplates.es.forms[form];
      expect(`${subject}\n${body}`, form).not.toMatch(
        /(?<!\p{L})(?:usted|su|sus|le|les|desea|prefiere|necesita|díganos|indíquenos)(?!\p{L})/iu,
      );
      expect(subject, form).toMatch(/^Tu /);
    }
  });

  it("carry no Spanish in the other languages", () => {
    const spanish = /\b(?:Hola|saludo|gracias|usted|alfombra|muestrario|equipo de)\b/i;
    for (const lang of languages.filter((code) => code !== "es")) {
      for (const form of leadForms) {
        const { subject, body } = replyTemplates[lang].forms[form];
        expect(`${subject}\n${body}`, `${lang} ${form}`).not.toMatch(spanish);
      }
    }
  });

  it("greet the visitor by name and name what they asked for: the design, the company, the rug", () => {
    const sample = filledTemplate(lead("sample", "es", fullData.sample), "sample");
    expect(sample.body).toMatch(/^Hola, Ana:/);
    expect(sample.body).toContain("tu solicitud de muestras del diseño «Alhambra»");
    expect(sample.subject).toBe("Tu muestrario Nudo");
    expect(filledTemplate(lead("sample", "es", leanData.sample), "sample").body).toContain(
      "tu solicitud de muestras y ya",
    );

    const project = filledTemplate(lead("contactSection", "it", fullData.contactSection), "contactSection");
    expect(project.body).toMatch(/^Gentile Marco Rossi,/);
    expect(project.body).toContain("il Suo progetto per Rossi Yachts.");

    const quote = filledTemplate(lead("quote", "en", fullData.quote), "quote");
    expect(quote.body).toContain("the configuration you sent (Oval · 500 × 700 cm · Natural silk)");
    const german = filledTemplate(lead("quote", "de", fullData.quote), "quote");
    expect(german.body).toMatch(/^Guten Tag Clara Ruiz,/);
    expect(german.body).toContain("Ihre Konfiguration (Oval · 500 × 700 cm · Naturseide)");
  });
});
