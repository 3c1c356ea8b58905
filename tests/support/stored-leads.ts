import type { Language } from "../../app/i18n/languages";
import type { Lead } from "../../app/leads/forms/lead";
import { storeLead } from "../../app/leads/server/store.server";
import type { Storage } from "../../app/platform/db/db.server";
import { createSendMail } from "../../app/server/mail/transport.server";
import { drainOutbox } from "../../app/server/outbox/worker.server";
import { siteRender } from "./mail";
import { hotelProjectItems } from "./project-leads";

/** A sample request as its form sends it: Ana Pérez of a hotel in Alicante, in Spanish. */
export const anaSampleRequest = {
  form: "sample" as const,
  lang: "es" as const,
  data: {
    firstName: "Ana",
    lastName: "Pérez",
    email: "ana@cliente.example",
    phone: "+34 600 000 000",
    company: "Hotel Ejemplo",
    address: "Calle Mayor 1",
    city: "Alicante",
    postalCode: "03001",
    country: "España",
  },
};

/** The fields of José Martínez's sample request: a buyer at a carpet company in Madrid. */
export const joseSampleData = {
  firstName: "José",
  lastName: "Martínez",
  email: "jose@hotel.example",
  phone: "+34 600 000 001",
  company: "Alfombras Reunidas",
  address: "Calle Mayor 1",
  city: "Madrid",
  postalCode: "28001",
  country: "España",
};

/** A contact lead from `email`, stored at `now` as the site would (both e-mails), for tests. */
export async function storeContactLead(storage: Storage, email: string, now: Date, clientAddress = "192.0.2.1") {
  const result = await storeLead(
    storage,
    { form: "contact", lang: "es", data: { name: "Ana Pérez", email, message: `Hola desde ${email}` } },
    { clientAddress, now },
  );
  if (!result.stored) throw new Error("refused by a rate limit");
  return result.lead;
}

/** Sends what is due as .eml files under `dataDir`, as the server does without SMTP. */
export function sendToFiles(storage: Storage, dataDir: string, now: Date) {
  return drainOutbox(storage, createSendMail({ from: "Nudo <no-reply@nudo.example>", dataDir }), {
    now: () => now,
    render: siteRender(),
  });
}

/** A string the visitor typed as free text: it must reach staff, never the visitor's inbox. */
export const freeTextMarker = "FREE-TEXT-MARKER-93ab7c";

/** What a visitor typed into each form, for the e-mails' tests: every field, the marker in the free text. */
export const leadData = {
  sample: {
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
    comments: `Necesito tonos arena.\n${freeTextMarker}`,
  },
  catalogue: {
    firstName: "Jan",
    lastName: "de Vries",
    email: "jan@studio.example",
    phone: "+31 20 123 4567",
    company: "Studio Vries",
    interests: `Yachts ${freeTextMarker}`,
  },
  contact: { name: "Lucía Gómez", email: "lucia@correo.example", message: `Hola ${freeTextMarker}` },
  contactSection: {
    name: "Marco Rossi",
    company: "Rossi Yachts",
    email: "marco@rossi.example",
    phone: "+39 010 555 000",
    projectType: "jet" as const,
    message: `Un jet privato ${freeTextMarker}`,
  },
  project: {
    firstName: "Elena",
    lastName: "Soler Vidal",
    email: "elena@estudio.example",
    phone: "+34 611 222 333",
    company: "Estudio Soler",
    position: "Interiorista",
    address: "Avenida del Puerto 8",
    city: "Valencia",
    postalCode: "46011",
    country: "España",
    comments: `Para el hotel del puerto.\n${freeTextMarker}`,
  },
  quote: {
    name: "Clara Ruiz",
    email: "clara@estudio.example",
    company: "Estudio Ruiz",
    message: `Para un salón ${freeTextMarker}`,
    configuration:
      "shape=oval&w=500&l=700&technique=robotuft&pile=cut-loop&cut=12&loop=8&motif=relief&c=BL04&c=IV01&material=silk&backing=anti-slip",
  },
};

const createdAt = new Date("2026-11-20T10:00:00Z");

/** A lead as stored, never stored: what the e-mails are written from. */
export function sampleLead(lang: Language = "es", data: Partial<typeof leadData.sample> = {}): Lead {
  return { id: "l1", form: "sample", lang, createdAt, data: { ...leadData.sample, ...data } };
}
export function catalogueLead(lang: Language = "es", data: Partial<typeof leadData.catalogue> = {}): Lead {
  return { id: "l2", form: "catalogue", lang, createdAt, data: { ...leadData.catalogue, ...data } };
}
export function contactLead(lang: Language = "es", data: Partial<typeof leadData.contact> = {}): Lead {
  return { id: "l3", form: "contact", lang, createdAt, data: { ...leadData.contact, ...data } };
}
export function sectionLead(lang: Language = "es", data: Partial<typeof leadData.contactSection> = {}): Lead {
  return { id: "l4", form: "contactSection", lang, createdAt, data: { ...leadData.contactSection, ...data } };
}
/** A configurator lead: a quote request with its rug's configuration. */
export function quoteLead(lang: Language = "es", data: Partial<typeof leadData.quote> = {}): Lead {
  return { id: "l5", form: "quote", lang, createdAt, data: { ...leadData.quote, ...data } };
}

/** A project request: the hotel's three rugs (tests/support/project-leads.ts) as stored with it. */
export function projectLead(lang: Language = "es", data: Partial<typeof leadData.project> = {}): Lead {
  return {
    id: "l6",
    form: "project",
    lang,
    createdAt,
    data: { ...leadData.project, ...data },
    items: hotelProjectItems(lang),
  };
}

/** A lead of each form but the configurator's (which has tests of its own), in `lang`. */
export const leadsOfEveryForm = (lang: Language = "es") => [
  sampleLead(lang),
  catalogueLead(lang),
  contactLead(lang),
  sectionLead(lang),
  projectLead(lang),
];
