import type { Selectable } from "kysely";
import { leadCampaign, readLeadSource } from "~/leads/forms/lead-source";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { type InboxFilter, inboxConditions } from "./inbox.server";
import { madridTime } from "./madrid-day.server";
import { storedDesign } from "./requested-design.server";

/**
 * The columns of the inbox's exports (the CSV, csv.server.ts, and the Excel workbook,
 * xlsx.server.ts), in this order. A stable contract: spreadsheets and CRM imports are built on it,
 * so a column is only ever added at the end, never renamed or moved. An empty cell is a value the
 * form did not ask for, the visitor left empty or the desk has not set.
 *
 * - `id`: the lead's id (a UUID), as the back office's lead page and the privacy export name it.
 * - `received_at`: when the lead was stored, on Madrid's clock as every screen of the desk shows
 *   it, with the zone stated: ISO 8601 with Madrid's offset that day in the CSV
 *   (`2026-11-23T10:00:00+01:00`, the instant a CRM reads), a date and time in the workbook whose
 *   format names the zone (`2026-11-23 10:00:00 Europe/Madrid`).
 * - `form`: which form: `sample`, `catalogue`, `contact`, `contactSection`, `quote` or `project`
 *   (the specifier's project's request for samples and a quote; its rugs are on the lead's page
 *   and in the privacy export, not in these columns).
 * - `language`: the language of the page it was sent from (`es`, `en`, `de`, `it`, `fr`, `nl`).
 * - `state`: where the sales team has it: `new`, `contacted`, `qualified`, `won`, `lost` or `spam`.
 * - `name`: the person's name (`name`, or first and last name on the sample, project and catalogue
 *   forms).
 * - `email`: the e-mail address as the visitor wrote it.
 * - `phone`: the phone number (required on the sample, project and catalogue forms, optional on the
 *   others).
 * - `company`: the company, as the visitor wrote it (every form asks for it; optional on the
 *   contact page, the contact section and the quote).
 * - `position`: the person's position in it (sample, project and catalogue forms).
 * - `country`, `city`, `postal_code`, `address`: where the samples are sent (sample and project
 *   forms).
 * - `project_type`: the contact section's project type, its stable id (`contract`, `residential`,
 *   `retail`, `jet`, `yacht`, `other`).
 * - `message`: the visitor's free text: the message (contact forms), comments (sample, project)
 *   or interests (catalogue).
 * - `design`: the design a sample request asked for from a design page, its slug (`marea`, as in
 *   its address `/colecciones/marea`); its name and colourway are `design_name` and `colourway`.
 * - `colours`: that design's colours, their codes of the range in order, parted by spaces
 *   (`BL03 BL09`).
 * - `sector`: the sector the lead is about, a project type's id (as `project_type`).
 * - `owner`: the e-mail address of the staff member who owns it.
 * - `follow_up_on`: the day of its next step (Madrid), `YYYY-MM-DD` in the CSV, a date in the
 *   workbook; `follow_up_note`: what that step is.
 * - `notes`: the staff's notes on it, oldest first, one a line, each `YYYY-MM-DD HH:MM actor: text`
 *   (the time on Madrid's clock, as the lead's page shows it; a note of several lines keeps them).
 * - `source_page`: the page the form was sent from, its path and query (`/en/contacto?utm_source=…`).
 * - `referrer`: the other site that led to that page.
 * - `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`: the campaign the lead
 *   counts under: the form page's `utm_*` when it had any, else those of the visit's first page.
 * - `landing_page`, `landing_referrer`: the visit's first page and what led to it (kept only when
 *   the visitor allowed analytics).
 * - `first_reply_at`: when a reply first went to the visitor from the lead's page, in Madrid time,
 *   as `received_at`.
 * - `design_name`: the design's name as the collection names it (`Marea`), beside `design`.
 * - `colourway`: the name of the design's colourway the visitor chose (`Arena`), or the words
 *   for their own colours; empty when they asked for the design alone.
 */
export const leadExportColumns = [
  "id",
  "received_at",
  "form",
  "language",
  "state",
  "name",
  "email",
  "phone",
  "company",
  "position",
  "country",
  "city",
  "postal_code",
  "address",
  "project_type",
  "message",
  "design",
  "colours",
  "sector",
  "owner",
  "follow_up_on",
  "follow_up_note",
  "notes",
  "source_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
  "landing_referrer",
  "first_reply_at",
  "design_name",
  "colourway",
] as const;

export type LeadExportColumn = (typeof leadExportColumns)[number];

/** A lead's cells, by column, each as text (`""`: empty). */
export type LeadExportRow = Record<LeadExportColumn, string>;

/**
 * The columns that hold a moment (an ISO 8601 time with Madrid's offset) or a day (`YYYY-MM-DD`):
 * the workbook writes them as dates. Every other column is text.
 */
export const leadExportTimes = {
  received_at: "moment",
  follow_up_on: "day",
  first_reply_at: "moment",
} as const satisfies Partial<Record<LeadExportColumn, "moment" | "day">>;

/** Leads read from the database at a time: a large inbox streams in slices of this many. */
export const exportBatchSize = 500;

type LeadRow = Pick<
  Selectable<Database["leads"]>,
  | "id"
  | "created_at"
  | "form"
  | "lang"
  | "name"
  | "email"
  | "company"
  | "country"
  | "data"
  | "source"
  | "sector"
  | "owner_id"
  | "follow_up_on"
  | "follow_up_note"
  | "first_reply_at"
  | "state"
>;

type Note = { at: string; actor: string; text: string };

/** A note as its line in `notes`, on Madrid's clock: `2026-11-20 10:30 ana@nudo.example: Llamar el lunes`. */
function noteLine(note: Note): string {
  const at = madridTime(new Date(note.at));
  return `${at.slice(0, 10)} ${at.slice(11, 16)} ${note.actor}: ${note.text}`;
}

/** A stored moment (UTC) as the export writes it: Madrid's clock with its offset; "" when none. */
const exportTime = (stored: string | null) => (stored ? madridTime(new Date(stored)) : "");

/** A lead's cells, by column. */
function rowOf(lead: LeadRow, owners: ReadonlyMap<string, string>, notes: readonly Note[]): LeadExportRow {
  const data = JSON.parse(lead.data) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  const design = storedDesign(data);
  const source = readLeadSource(lead.source);
  const campaign = leadCampaign(source);
  return {
    id: lead.id,
    received_at: exportTime(lead.created_at),
    form: lead.form,
    language: lead.lang,
    state: lead.state,
    name: lead.name ?? "",
    email: text("email") || (lead.email ?? ""),
    phone: text("phone"),
    company: lead.company ?? text("company"),
    position: text("position"),
    country: lead.country ?? text("country"),
    city: text("city"),
    postal_code: text("postalCode"),
    address: text("address"),
    project_type: text("projectType"),
    message: text("message") || text("comments") || text("interests"),
    design: design?.slug ?? "",
    colours: design?.colours.join(" ") ?? "",
    sector: lead.sector ?? "",
    owner: (lead.owner_id && owners.get(lead.owner_id)) ?? "",
    follow_up_on: lead.follow_up_on ?? "",
    follow_up_note: lead.follow_up_note ?? "",
    notes: notes.map(noteLine).join("\n"),
    source_page: source?.page ?? "",
    referrer: source?.referrer ?? "",
    utm_source: campaign.source ?? "",
    utm_medium: campaign.medium ?? "",
    utm_campaign: campaign.campaign ?? "",
    utm_term: campaign.term ?? "",
    utm_content: campaign.content ?? "",
    landing_page: source?.visit?.landing ?? "",
    landing_referrer: source?.visit?.referrer ?? "",
    first_reply_at: exportTime(lead.first_reply_at),
    design_name: design ? design.name : "",
    colourway: design?.colourway ?? "",
  };
}

/** The owners' addresses and the notes of a slice of leads: two queries for the whole slice. */
async function extrasOf(storage: Storage, batch: readonly LeadRow[]) {
  const ownerIds = [...new Set(batch.flatMap((lead) => (lead.owner_id ? [lead.owner_id] : [])))];
  const [owners, noteRows] = await Promise.all([
    ownerIds.length > 0
      ? storage.db.selectFrom("staff").select(["id", "email"]).where("id", "in", ownerIds).execute()
      : Promise.resolve([]),
    storage.db
      .selectFrom("lead_events")
      .select(["lead_id", "at", "actor", "detail"])
      .where("kind", "=", "note")
      .where(
        "lead_id",
        "in",
        batch.map((lead) => lead.id),
      )
      // Event ids sort in the order they were made (UUIDv7), so two notes of one moment keep theirs.
      .orderBy("at")
      .orderBy("id")
      .execute(),
  ]);
  const notes = new Map<string, Note[]>();
  for (const row of noteRows) {
    const detail = JSON.parse(row.detail) as { text?: unknown };
    const note = { at: row.at, actor: row.actor, text: typeof detail.text === "string" ? detail.text : "" };
    const list = notes.get(row.lead_id);
    if (list) list.push(note);
    else notes.set(row.lead_id, [note]);
  }
  return { owners: new Map(owners.map((owner) => [owner.id, owner.email])), notes };
}

/**
 * Reads every lead matching `filter` (all its pages), newest first, as export rows, and hands
 * them to `write` a slice of 500 at a time: each slice is written (and awaited) before the next is
 * read, so a large inbox streams in bounded memory. The notes and owners of a slice are read with
 * it, never lead by lead. Answers how many leads were read.
 */
export async function readLeadExport(
  storage: Storage,
  filter: InboxFilter,
  write: (rows: LeadExportRow[]) => void | Promise<void>,
): Promise<number> {
  let written = 0;
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const position = after;
    const batch = await storage.db
      .selectFrom("leads")
      .select([
        "id",
        "created_at",
        "form",
        "lang",
        "state",
        "name",
        "email",
        "company",
        "country",
        "data",
        "source",
        "sector",
        "owner_id",
        "follow_up_on",
        "follow_up_note",
        "first_reply_at",
      ])
      .where((eb) =>
        eb.and([
          ...inboxConditions(eb, filter),
          // Keyset paging: the next slice starts after the last lead written, whatever arrived since.
          ...(position
            ? [
                eb.or([
                  eb("created_at", "<", position.created_at),
                  eb.and([eb("created_at", "=", position.created_at), eb("id", "<", position.id)]),
                ]),
              ]
            : []),
        ]),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(exportBatchSize)
      .execute();
    if (batch.length > 0) {
      const { owners, notes } = await extrasOf(storage, batch);
      await write(batch.map((lead) => rowOf(lead, owners, notes.get(lead.id) ?? [])));
    }
    written += batch.length;
    const last = batch.at(-1);
    if (batch.length < exportBatchSize || !last) return written;
    after = { created_at: last.created_at, id: last.id };
  }
}
