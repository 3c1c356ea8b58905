import { describe, expect, it } from "vitest";
import es from "~/i18n/locales/es";
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
import { renderLeadEmails } from "../mail-render.server";
import { notificationWords } from "../mail-words.server";

const { fieldLabels } = notificationWords;
const projectTypeLabels = es.forms.contactSection.projectTypes;

describe("the sales team's notification", () => {
  it("says which language's catalogue a catalogue request was sent, with its link", async () => {
    const pdf = "https://nudo.example/catalogues/nudo-catalogue-en-0123456789.pdf";
    const [notification] = await renderLeadEmails(catalogueLead("en"), { ...mailOptions, catalogueUrl: pdf });
    expect(notification?.text).toContain(`Catálogo enviado: Inglés (en) · ${pdf}`);
    expect(notification?.html).toContain(`href="${pdf}"`);
    expect((await leadEmails(sampleLead("en"))).notification.text).not.toContain("Catálogo enviado");
  });

  it("says so when the visitor got no confirmation because the address reached the daily limit", async () => {
    const emails = await renderLeadEmails(catalogueLead("en"), { ...mailOptions, confirmationSent: false });
    expect(emails.map((email) => email.kind)).toEqual(["notification"]);
    expect(emails[0]?.text).toContain("No enviado: la dirección alcanzó el límite diario de confirmaciones");
    expect(emails[0]?.text).toContain("No se ha enviado correo de confirmación");
    expect(emails[0]?.text).not.toContain("El visitante ha recibido un correo de confirmación");
  });

  it("goes to leadsTo, in Spanish, with Reply-To the visitor", async () => {
    const leadsTo = { name: "Ventas Nudo", address: "ventas@nudo.example" };
    const { notification } = await leadEmails(sampleLead("de"), { leadsTo });
    expect(notification.to).toEqual(leadsTo);
    expect(notification.replyTo).toEqual({ name: "Ana Pérez Lozano", address: "ana@cliente.example" });
    expect(notification.subject).toBe("Nueva solicitud de muestrario · Hotel Mirador");
    expect(notification.html.startsWith('<!doctype html><html lang="es">')).toBe(true);
  });

  it("lists every field the visitor gave, with its label, in both parts", async () => {
    const { notification } = await leadEmails(sampleLead("de"));
    for (const part of [notification.html, notification.text]) {
      for (const [key, value] of Object.entries(leadData.sample)) {
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

  it("leaves out optional fields the visitor left empty", async () => {
    const { notification } = await leadEmails(catalogueLead("en", { interests: undefined }));
    expect(notification.text).not.toContain(fieldLabels.position);
    expect(notification.text).not.toContain(fieldLabels.interests);
  });

  it("names the project type of a contact section enquiry and uses the company in the subject", async () => {
    const { notification } = await leadEmails(sectionLead("it"));
    expect(notification.subject).toBe("Nueva consulta de proyecto · Rossi Yachts");
    expect(notification.text).toContain(`Tipo de proyecto: ${projectTypeLabels.jet}`);
    expect(notification.html).toContain("Jet Privado");
  });

  it("uses the visitor's name in the subject when there is no company", async () => {
    expect((await leadEmails(contactLead())).notification.subject).toBe("Nuevo mensaje de contacto · Lucía Gómez");
    expect((await leadEmails(sectionLead("es", { company: undefined }))).notification.subject).toBe(
      "Nueva consulta de proyecto · Marco Rossi",
    );
  });

  it("shows no bidirectional control, in the subject or anywhere, even of a lead stored before they were removed", async () => {
    // An override makes what follows it read backwards: "\u202Emoc.live" shows as "evil.com".
    const controls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
    const named = await leadEmails(
      contactLead("es", { name: "\u202ELucía\u202C Gómez", message: "Hola \u2067x\u2069" }),
    );
    expect(named.notification.subject).toBe("Nuevo mensaje de contacto · Lucía Gómez");
    const section = await leadEmails(sectionLead("es", { company: "\u202Eseyh\u200Fcaj", name: "\u2066Marco" }));
    expect(section.notification.subject).toBe("Nueva consulta de proyecto · seyhcaj");
    for (const { notification } of [named, section]) {
      for (const part of [
        notification.subject,
        notification.html,
        notification.text,
        notification.replyTo?.name ?? "",
      ]) {
        expect(part).not.toMatch(controls);
      }
    }
  });

  it("includes the free text, line breaks kept", async () => {
    for (const lead of leadsOfEveryForm()) {
      const { notification } = await leadEmails(lead);
      expect(notification.html).toContain(freeTextMarker);
      expect(notification.text).toContain(freeTextMarker);
    }
    const { notification } = await leadEmails(sampleLead());
    expect(notification.html).toContain("Necesito tonos arena.<br/>");
    expect(notification.text).toContain(`Necesito tonos arena.\n${freeTextMarker}`);
  });
});
