import type { LeadRecord } from "../../app/leads/server/lead-record.server";
import { leadRecord } from "../../app/leads/server/lead-record.server";
import { storeLead } from "../../app/leads/server/store.server";
import type { Storage } from "../../app/platform/db/db.server";
import { adminCopy } from "../../app/server/admin/admin-words.server";
import type { PageContext } from "../../app/server/admin/layout.server";
import { hotelProjectItems } from "./project-leads";
import { leadData } from "./stored-leads";

/**
 * Leads for the back office's pages, stored as the site stores them, and the page context of a
 * salesperson reading them in Spanish: the inbox's list and a lead's page are tested on the same.
 */
export const salesContext: PageContext = {
  lang: "es",
  t: adminCopy.es,
  staff: { email: "ventas@nudo.example", formToken: "token", role: "sales" },
  section: "leads",
};

/** Bidirectional controls: an override makes what follows it read backwards ("\u202Emoc.live" shows "evil.com"). */
export const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** A contact lead whose name, company and message carry bidirectional controls, as one stored before the forms removed them. */
export async function storeLeadWithControls(storage: Storage) {
  // Stored as the site stored it before its forms removed them: straight, past the schema.
  const stored = await storeLead(
    storage,
    {
      form: "contactSection",
      lang: "es",
      data: {
        name: "\u202EAna\u202C Pérez",
        company: "Hotel \u2067Sol\u2069",
        email: "ana@cliente.example",
        message: "Hola \u200Fmundo",
      },
    },
    { clientAddress: "192.0.2.1", now: new Date("2026-11-23T10:00:00Z") },
  );
  if (!stored.stored) throw new Error("refused by a rate limit");
  return stored.lead;
}

/** A sample request for a design in a colourway, its e-mails queued. */
export async function storeSampleRequest(storage: Storage) {
  const stored = await storeLead(
    storage,
    {
      form: "sample",
      lang: "es",
      data: {
        firstName: "Nuria",
        lastName: "Vidal",
        email: "nuria@estudio.example",
        phone: "600",
        company: "Estudio Vidal",
        address: "Calle del Mar 12",
        city: "Valencia",
        postalCode: "46001",
        country: "España",
        design: { slug: "marea", name: "Marea", colours: ["BL03", "BL09", "IV01"], colourway: "Bruma" },
      },
    },
    { clientAddress: "192.0.2.2", now: new Date("2026-11-23T10:00:00Z") },
  );
  if (!stored.stored) throw new Error("refused by a rate limit");
  return stored.lead;
}

/** A project request: the hotel's three rugs (project-leads.ts), one of them with a place typed as markup. */
export async function storeProjectRequest(storage: Storage) {
  const stored = await storeLead(
    storage,
    { form: "project", lang: "es", data: leadData.project, items: hotelProjectItems("es") },
    { clientAddress: "192.0.2.3", now: new Date("2026-11-23T10:00:00Z") },
  );
  if (!stored.stored) throw new Error("refused by a rate limit");
  return stored.lead;
}

/** A stored lead's record, as its page reads it. */
export async function recordOf(storage: Storage, id: string): Promise<LeadRecord> {
  const record = await leadRecord(storage, id);
  if (!record) throw new Error("the lead is not found");
  return record;
}
