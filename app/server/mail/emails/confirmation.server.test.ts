import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import { siteConfig } from "~/site/config";
import { leadEmails, mailOptions } from "../../../../tests/support/mail";
import {
  catalogueLead,
  contactLead,
  freeTextMarker,
  leadData,
  leadsOfEveryForm,
  sampleLead,
  sectionLead,
} from "../../../../tests/support/stored-leads";
import { confirmationWords } from "../mail-words.server";

const projectTypeLabels = es.forms.contactSection.projectTypes;

describe("the visitor's confirmation", () => {
  it("goes to the visitor, in their language", async () => {
    const { confirmation } = await leadEmails(sampleLead("de"));
    // The address alone: a display name would carry typed text to whoever owns the address.
    expect(confirmation.to).toEqual({ address: "ana@cliente.example" });
    expect(confirmation.subject).toBe("Ihre Anfrage für eine Musterkollektion ist bei uns eingegangen · Nudo");
    expect(confirmation.html.startsWith('<!doctype html><html lang="de">')).toBe(true);
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain("Guten Tag Ana,");
      expect(part).toContain("So geht es weiter");
      expect(part).not.toContain("Hola");
    }
  });

  it("speaks every language, for every form", async () => {
    for (const lang of languages) {
      const copy = confirmationWords[lang];
      for (const lead of leadsOfEveryForm(lang)) {
        const { confirmation } = await leadEmails(lead);
        const form = copy.forms[lead.form];
        expect(confirmation.subject).toBe(form.subject.replace("{brand}", siteConfig.brandName));
        expect(confirmation.html).toContain(`<html lang="${lang}">`);
        for (const part of [confirmation.html, confirmation.text]) {
          expect(part).toContain(form.heading);
          expect(part).toContain(copy.nextStepsHeading);
          expect(part).toContain(siteConfig.phone.display);
          expect(part).toContain(siteConfig.email);
        }
      }
    }
  });

  it("greets by first name only, and by the first word of the name on the contact forms", async () => {
    expect((await leadEmails(sampleLead())).confirmation.text).toContain("Hola, Ana:");
    expect((await leadEmails(sampleLead("en"))).confirmation.text).toContain("Dear Ana,");
    expect((await leadEmails(contactLead("fr"))).confirmation.text).toContain("Bonjour Lucía,");
    expect((await leadEmails(contactLead("fr"))).confirmation.text).not.toContain("Gómez");
  });

  it("greets without a name when the name could carry a message to a stranger", async () => {
    const hostile = [
      "Visit evil.example",
      "www.prize",
      "Ana http://evil.example/claim",
      "Claim 1000 EUR",
      "ana@evil.example",
      "Ana/Pérez",
      "Your account is locked now", // more than three words
      "<b>Ana</b>",
      "Visit evil\uA4F8com now", // a Lisu letter that looks like a dot
      "www example com",
    ];
    const greetings = {
      es: "Hola:",
      en: "Hello,",
      de: "Guten Tag,",
      it: "Buongiorno,",
      fr: "Bonjour,",
      nl: "Goedendag,",
    };
    for (const lang of languages) {
      for (const firstName of hostile) {
        const { confirmation } = await leadEmails(sampleLead(lang, { firstName }));
        for (const part of [confirmation.text, confirmation.html]) {
          expect(part, `${lang} ${firstName}`).toContain(greetings[lang]);
          expect(part).not.toContain(firstName);
        }
      }
    }
    for (const name of [
      "www.evil.example",
      "evil.example ana",
      "Ana@x",
      "Visit evil\uA4F8com now",
      "visit evil.com now",
    ]) {
      const { text } = (await leadEmails(contactLead("es", { name }))).confirmation;
      expect(text, name).toContain("Hola:");
      expect(text, name).not.toMatch(/visit/i);
    }
  });

  it("links the catalogue for a catalogue request, as a button and in plain text", async () => {
    const { confirmation } = await leadEmails(catalogueLead("nl"));
    expect(confirmation.html).toContain(`href="${mailOptions.catalogueUrl}"`);
    expect(confirmation.html).toContain("Bekijk de digitale catalogus");
    expect(confirmation.text).toContain(`Bekijk de digitale catalogus:\n${mailOptions.catalogueUrl}`);
  });

  it("has no catalogue link for the other forms", async () => {
    for (const lead of [sampleLead("nl"), contactLead("nl"), sectionLead("nl")]) {
      const { confirmation } = await leadEmails(lead);
      expect(confirmation.html).not.toContain(mailOptions.catalogueUrl);
      expect(confirmation.text).not.toContain(mailOptions.catalogueUrl);
      expect(confirmation.text).not.toContain("Bekijk de digitale catalogus");
    }
  });

  it("never carries the visitor's free text", async () => {
    for (const lang of languages) {
      for (const lead of leadsOfEveryForm(lang)) {
        const { confirmation } = await leadEmails(lead);
        expect(confirmation.html).not.toContain(freeTextMarker);
        expect(confirmation.text).not.toContain(freeTextMarker);
        expect(confirmation.subject).not.toContain(freeTextMarker);
      }
    }
  });

  it("carries no value the visitor typed besides the name it greets", async () => {
    const typed = [
      leadData.sample.lastName,
      leadData.sample.email,
      leadData.sample.phone,
      leadData.sample.company,
      leadData.sample.position,
      leadData.sample.address,
      leadData.sample.city,
      leadData.sample.postalCode,
    ];
    const { confirmation } = await leadEmails(sampleLead("en"));
    for (const value of typed) {
      expect(confirmation.html).not.toContain(value);
      expect(confirmation.text).not.toContain(value);
      expect(confirmation.subject).not.toContain(value);
    }
    const other = (await leadEmails(sectionLead("en"))).confirmation;
    for (const value of [
      leadData.contactSection.company,
      leadData.contactSection.phone,
      leadData.contactSection.email,
      projectTypeLabels.jet,
    ]) {
      expect(other.html).not.toContain(value);
      expect(other.text).not.toContain(value);
    }
  });
});
