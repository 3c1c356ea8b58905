import { describe, expect, it } from "vitest";
import type { Lead } from "~/forms/lead";
import { type Language, languages } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import { siteConfig } from "~/site/config";
import { confirmationCopy, notificationCopy } from "./copy.server";

const { fieldLabels } = notificationCopy;
const projectTypeLabels = es.forms.contactSection.projectTypes;

import type { OutgoingEmail } from "../leads/lead-emails.server";
import { renderLeadEmails } from "./templates.server";

const options = {
  leadsTo: { name: "Ventas Nudo", address: "ventas@nudo.example" },
  siteUrl: "https://nudo.example",
  catalogueUrl: "https://nudo.example/catalogos",
};
const createdAt = new Date("2026-11-20T10:00:00Z");
/** A string the visitor typed as free text: it must reach staff, never the visitor's inbox. */
const marker = "FREE-TEXT-MARKER-93ab7c";

const sampleData = {
  firstName: "Ana",
  lastName: "Pérez Lozano",
  email: "ana@cliente.example",
  phone: "+34 600 111 222",
  company: "Hotel Mirador",
  position: "Directora de compras",
  address: "Calle del Mar 12",
  city: "Marbella",
  postalCode: "29600",
  country: "España",
  comments: `Necesito tonos arena.\n${marker}`,
};
const catalogueData = {
  firstName: "Jan",
  lastName: "de Vries",
  email: "jan@studio.example",
  phone: "+31 20 123 4567",
  company: "Studio Vries",
  interests: `Yachts ${marker}`,
};
const contactData = { name: "Lucía Gómez", email: "lucia@correo.example", message: `Hola ${marker}` };
const sectionData = {
  name: "Marco Rossi",
  company: "Rossi Yachts",
  email: "marco@rossi.example",
  phone: "+39 010 555 000",
  projectType: "jet" as const,
  message: `Un jet privato ${marker}`,
};

function sample(lang: Language = "es", data: Partial<typeof sampleData> = {}): Lead {
  return { id: "l1", form: "sample", lang, createdAt, data: { ...sampleData, ...data } };
}
function catalogue(lang: Language = "es", data: Partial<typeof catalogueData> = {}): Lead {
  return { id: "l2", form: "catalogue", lang, createdAt, data: { ...catalogueData, ...data } };
}
function contact(lang: Language = "es", data: Partial<typeof contactData> = {}): Lead {
  return { id: "l3", form: "contact", lang, createdAt, data: { ...contactData, ...data } };
}
function section(lang: Language = "es", data: Partial<typeof sectionData> = {}): Lead {
  return { id: "l4", form: "contactSection", lang, createdAt, data: { ...sectionData, ...data } };
}
const allForms = (lang: Language = "es") => [sample(lang), catalogue(lang), contact(lang), section(lang)];

function render(lead: Lead): { notification: OutgoingEmail; confirmation: OutgoingEmail } {
  const emails = renderLeadEmails(lead, options);
  expect(emails.map((email) => email.kind)).toEqual(["notification", "confirmation"]);
  const [notification, confirmation] = emails as [OutgoingEmail, OutgoingEmail];
  return { notification, confirmation };
}

describe("the sales team's notification", () => {
  it("says which language's catalogue a catalogue request was sent, with its link", () => {
    const pdf = "https://nudo.example/catalogues/nudo-catalogue-en-0123456789.pdf";
    const [notification] = renderLeadEmails(catalogue("en"), { ...options, catalogueUrl: pdf });
    expect(notification?.text).toContain(`Catálogo enviado: Inglés (en) · ${pdf}`);
    expect(notification?.html).toContain(`href="${pdf}"`);
    expect(render(sample("en")).notification.text).not.toContain("Catálogo enviado");
  });

  it("says so when the visitor got no confirmation because the address reached the daily limit", () => {
    const emails = renderLeadEmails(catalogue("en"), { ...options, confirmationSent: false });
    expect(emails.map((email) => email.kind)).toEqual(["notification"]);
    expect(emails[0]?.text).toContain("No enviado: la dirección alcanzó el límite diario de confirmaciones");
    expect(emails[0]?.text).toContain("No se ha enviado correo de confirmación");
    expect(emails[0]?.text).not.toContain("El visitante ha recibido un correo de confirmación");
  });

  it("goes to leadsTo, in Spanish, with Reply-To the visitor", () => {
    const { notification } = render(sample("de"));
    expect(notification.to).toEqual(options.leadsTo);
    expect(notification.replyTo).toEqual({ name: "Ana Pérez Lozano", address: "ana@cliente.example" });
    expect(notification.subject).toBe("Nueva solicitud de muestrario · Hotel Mirador");
    expect(notification.html.startsWith('<!doctype html><html lang="es">')).toBe(true);
  });

  it("lists every field the visitor gave, with its label, in both parts", () => {
    const { notification } = render(sample("de"));
    for (const part of [notification.html, notification.text]) {
      for (const [key, value] of Object.entries(sampleData)) {
        if (key === "comments") continue;
        expect(part).toContain(fieldLabels[key as keyof typeof fieldLabels]);
        expect(part).toContain(value);
      }
      expect(part).toContain("Solicitud de muestrario");
      expect(part).toContain("Alemán (de)");
      expect(part).toContain("20 de noviembre de 2026");
      expect(part).toContain("11:00");
      expect(part).toContain("l1");
    }
    expect(notification.text).toContain("Empresa: Hotel Mirador");
    expect(notification.text).toContain("Código postal: 29600");
    expect(notification.html).toContain('href="mailto:ana@cliente.example"');
  });

  it("leaves out optional fields the visitor left empty", () => {
    const { notification } = render(catalogue("en", { interests: undefined }));
    expect(notification.text).not.toContain(fieldLabels.position);
    expect(notification.text).not.toContain(fieldLabels.interests);
  });

  it("names the project type of a contact section enquiry and uses the company in the subject", () => {
    const { notification } = render(section("it"));
    expect(notification.subject).toBe("Nueva consulta de proyecto · Rossi Yachts");
    expect(notification.text).toContain(`Tipo de proyecto: ${projectTypeLabels.jet}`);
    expect(notification.html).toContain("Jet Privado");
  });

  it("uses the visitor's name in the subject when there is no company", () => {
    expect(render(contact()).notification.subject).toBe("Nuevo mensaje de contacto · Lucía Gómez");
    expect(render(section("es", { company: undefined })).notification.subject).toBe(
      "Nueva consulta de proyecto · Marco Rossi",
    );
  });

  it("includes the free text, line breaks kept", () => {
    for (const lead of allForms()) {
      const { notification } = render(lead);
      expect(notification.html).toContain(marker);
      expect(notification.text).toContain(marker);
    }
    const { notification } = render(sample());
    expect(notification.html).toContain("Necesito tonos arena.<br/>");
    expect(notification.text).toContain(`Necesito tonos arena.\n${marker}`);
  });
});

describe("the visitor's confirmation", () => {
  it("goes to the visitor, in their language", () => {
    const { confirmation } = render(sample("de"));
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

  it("speaks every language, for every form", () => {
    for (const lang of languages) {
      const copy = confirmationCopy[lang];
      for (const lead of allForms(lang)) {
        const { confirmation } = render(lead);
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

  it("greets by first name only, and by the first word of the name on the contact forms", () => {
    expect(render(sample()).confirmation.text).toContain("Hola, Ana:");
    expect(render(sample("en")).confirmation.text).toContain("Dear Ana,");
    expect(render(contact("fr")).confirmation.text).toContain("Bonjour Lucía,");
    expect(render(contact("fr")).confirmation.text).not.toContain("Gómez");
  });

  it("greets without a name when the name could carry a message to a stranger", () => {
    const hostile = [
      "Visit evil.example",
      "www.prize",
      "Ana http://evil.example/claim",
      "Claim 1000 EUR",
      "ana@evil.example",
      "Ana/Pérez",
      "Your account is locked now", // more than three words
      "<b>Ana</b>",
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
        const { confirmation } = render(sample(lang, { firstName }));
        for (const part of [confirmation.text, confirmation.html]) {
          expect(part, `${lang} ${firstName}`).toContain(greetings[lang]);
          expect(part).not.toContain(firstName);
        }
      }
    }
    for (const name of ["www.evil.example", "evil.example ana", "Ana@x"]) {
      expect(render(contact("es", { name })).confirmation.text).toContain("Hola:");
    }
  });

  it("links the catalogue for a catalogue request, as a button and in plain text", () => {
    const { confirmation } = render(catalogue("nl"));
    expect(confirmation.html).toContain(`href="${options.catalogueUrl}"`);
    expect(confirmation.html).toContain("Bekijk de digitale catalogus");
    expect(confirmation.text).toContain(`Bekijk de digitale catalogus:\n${options.catalogueUrl}`);
  });

  it("has no catalogue link for the other forms", () => {
    for (const lead of [sample("nl"), contact("nl"), section("nl")]) {
      const { confirmation } = render(lead);
      expect(confirmation.html).not.toContain(options.catalogueUrl);
      expect(confirmation.text).not.toContain(options.catalogueUrl);
      expect(confirmation.text).not.toContain("Bekijk de digitale catalogus");
    }
  });

  it("never carries the visitor's free text", () => {
    for (const lang of languages) {
      for (const lead of allForms(lang)) {
        const { confirmation } = render(lead);
        expect(confirmation.html).not.toContain(marker);
        expect(confirmation.text).not.toContain(marker);
        expect(confirmation.subject).not.toContain(marker);
      }
    }
  });

  it("carries no value the visitor typed besides the name it greets", () => {
    const typed = [
      sampleData.lastName,
      sampleData.email,
      sampleData.phone,
      sampleData.company,
      sampleData.position,
      sampleData.address,
      sampleData.city,
      sampleData.postalCode,
    ];
    const { confirmation } = render(sample("en"));
    for (const value of typed) {
      expect(confirmation.html).not.toContain(value);
      expect(confirmation.text).not.toContain(value);
      expect(confirmation.subject).not.toContain(value);
    }
    const other = render(section("en")).confirmation;
    for (const value of [sectionData.company, sectionData.phone, sectionData.email, projectTypeLabels.jet]) {
      expect(other.html).not.toContain(value);
      expect(other.text).not.toContain(value);
    }
  });
});

describe("visitor input is made harmless", () => {
  const script = "<script>alert(1)</script>";

  it("is escaped in the HTML, never raw", () => {
    const leads = [
      sample("es", { firstName: script, company: script }),
      catalogue("en", { firstName: script, lastName: script }),
      contact("de", { name: script, message: script }),
      section("fr", { name: script, company: script }),
    ];
    for (const lead of leads) {
      const { notification, confirmation } = render(lead);
      expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(confirmation.html).not.toContain("script"); // not a name: greeted without it
      for (const email of [notification, confirmation]) {
        expect(email.html).not.toContain("<script");
      }
    }
  });

  it("keeps CR and LF out of subjects and address names", () => {
    const evil = "Ana\r\nBcc: victim@elsewhere.example\r\n";
    const leads = [
      sample("es", { firstName: evil, lastName: "Pérez\nX-Header: 1", company: "Hotel\r\nBcc: a@b.example" }),
      catalogue("de", { firstName: evil }),
      contact("it", { name: evil }),
      section("nl", { name: evil, company: undefined }),
    ];
    for (const lead of leads) {
      for (const email of renderLeadEmails(lead, options)) {
        const headers = [email.subject, email.to.name ?? "", email.replyTo?.name ?? "", email.replyTo?.address ?? ""];
        for (const header of headers) expect(header).not.toMatch(/[\r\n]/);
      }
    }
    const { notification, confirmation } = render(contact("es", { name: evil }));
    expect(notification.subject).toBe("Nuevo mensaje de contacto · Ana Bcc: victim@elsewhere.example");
    expect(notification.replyTo?.name).toBe("Ana Bcc: victim@elsewhere.example");
    expect(confirmation.to.name).toBeUndefined();
    expect(confirmation.text).toContain("Hola, Ana:"); // the first word passes the name rule
    expect(confirmation.text).not.toMatch(/Bcc|victim/);
  });
});

describe("the copy", () => {
  /** Every key path, with array lengths, of a copy object. */
  function shape(value: unknown, prefix = ""): string[] {
    if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
    if (value && typeof value === "object") {
      return Object.entries(value).flatMap(([key, inner]) => shape(inner, prefix ? `${prefix}.${key}` : key));
    }
    return [prefix];
  }
  function strings(value: unknown): string[] {
    if (typeof value === "string") return [value];
    if (value && typeof value === "object") return Object.values(value).flatMap(strings);
    return [];
  }
  const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();

  it("is complete in every language: the same keys as Spanish, no empty strings", () => {
    const spanish = shape(confirmationCopy.es).sort();
    for (const lang of languages) {
      expect(shape(confirmationCopy[lang]).sort(), lang).toEqual(spanish);
      for (const value of strings(confirmationCopy[lang])) expect(value.trim(), lang).not.toBe("");
    }
  });

  it("writes its placeholders as the e-mails fill them, {name}, never the pages' {{name}}", () => {
    const everything = [notificationCopy, ...languages.map((lang) => confirmationCopy[lang])].flatMap(strings);
    expect(everything.filter((value) => value.includes("{{"))).toEqual([]);
  });

  it("uses the same placeholders as Spanish in every language", () => {
    const paths = shape(confirmationCopy.es).filter((path) => !path.endsWith("]"));
    const at = (lang: Language, path: string) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], confirmationCopy[lang]);
    for (const lang of languages) {
      for (const path of paths) {
        expect(placeholders(at(lang, path) as string), `${lang} ${path}`).toEqual(
          placeholders(at("es", path) as string),
        );
      }
    }
  });
});
