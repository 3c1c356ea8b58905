import type { Lead } from "../../app/forms/lead";
import type { Storage } from "../../app/server/db/db.server";
import { storeLead } from "../../app/server/leads/store.server";
import { renderLeadEmail } from "../../app/server/mail/templates.server";
import { createSendMail } from "../../app/server/mail/transport.server";
import { drainOutbox } from "../../app/server/outbox/worker.server";

/** A sample request as its form sends it: Ana Pérez of a hotel in Alicante, in Spanish. */
export const sampleLead = {
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
    render: (lead: Lead, kind, { confirmationSent }) =>
      renderLeadEmail(lead, kind, {
        leadsTo: { address: "ventas@nudo.example" },
        siteUrl: "https://nudo.example",
        catalogueUrl: "https://nudo.example/catalogos",
        confirmationSent,
      }),
  });
}
