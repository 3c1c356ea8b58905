import { randomUUID } from "node:crypto";
import type { Language } from "../../app/i18n/languages";
import type { LeadForm } from "../../app/leads/forms/definitions";
import type { Lead, LeadInput } from "../../app/leads/forms/lead";
import { storeLead } from "../../app/leads/server/store.server";
import type { Storage } from "../../app/platform/db/db.server";
import { leadColumns } from "../../app/platform/db/lead-columns.server";
import type { LeadState } from "../../app/platform/db/schema.server";
import { drainOutbox } from "../../app/server/outbox/worker.server";
import { siteRender } from "./mail";

let clients = 0;

/**
 * Stores a lead of `form` with `data` at `at`, as the site does (its e-mails queued), each from a
 * client address of its own so no rate limit refuses it; then puts it in `state` when given.
 */
export async function storeFormLead(
  storage: Storage,
  form: LeadForm,
  data: Record<string, unknown>,
  at: Date,
  options: { lang?: Language; state?: LeadState } = {},
): Promise<Lead> {
  clients++;
  const result = await storeLead(
    storage,
    { form, lang: options.lang ?? "es", data } as LeadInput & { lang: Language },
    {
      clientAddress: `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
      now: at,
    },
  );
  if (!result.stored) throw new Error("refused by a rate limit");
  if (options.state) {
    await storage.db.updateTable("leads").set({ state: options.state }).where("id", "=", result.lead.id).execute();
  }
  return result.lead;
}

/**
 * `count` contact leads written straight into the table (no e-mails), one a second from `start`
 * on, named `Cliente <n>`: an inbox too large for one page or one read. Answers their ids, oldest first.
 */
export async function insertContactLeads(storage: Storage, count: number, start: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let first = 0; first < count; first += 500) {
    const values = Array.from({ length: Math.min(500, count - first) }, (_, offset) => {
      const n = first + offset;
      const data = { name: `Cliente ${n}`, email: `cliente${n}@example.com`, message: `Mensaje ${n}` };
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        form: "contact",
        lang: "es",
        data: JSON.stringify(data),
        email: data.email,
        created_at: new Date(start.getTime() + n * 1000).toISOString(),
        ...leadColumns(data),
      };
    });
    await storage.db.insertInto("leads").values(values).execute();
  }
  return ids;
}

/** Tries to send what is due and fails each one with `error`, as a refusing mail server would. */
export function failSending(storage: Storage, now: Date, error = "550 mailbox unavailable") {
  return drainOutbox(
    storage,
    async () => {
      throw new Error(error);
    },
    {
      now: () => now,
      render: siteRender(),
    },
  );
}
