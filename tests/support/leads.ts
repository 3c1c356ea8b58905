import type { Lead } from "../../app/forms/lead";
import type { Storage } from "../../app/server/db/db.server";
import { storeLead } from "../../app/server/leads/store.server";
import { renderLeadEmail } from "../../app/server/mail/templates.server";
import { createSendMail } from "../../app/server/mail/transport.server";
import { drainOutbox } from "../../app/server/outbox/worker.server";

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
