import type { Lead } from "~/forms/lead";
import { leadColumns } from "../db/lead-columns.server";

/**
 * What the CRM receives for a new lead. Written once, when the lead is stored, and kept in its
 * outbox row: every attempt sends the same bytes under the same id.
 */
export type LeadCreatedEvent = {
  /** The event's id (its outbox row's): the same on every attempt, so a receiver can drop repeats. */
  id: string;
  type: "lead.created";
  createdAt: string;
  lead: {
    id: string;
    form: string;
    language: string;
    receivedAt: string;
    /** The person, company and country as the inbox shows them; null when the form has none. */
    name: string | null;
    /** The address trimmed and lower-cased, as the site matches it; `fields.email` holds it as typed. */
    email: string;
    company: string | null;
    country: string | null;
    /** The form's values as validated (trimmed, empty optional values left out). */
    fields: Record<string, unknown>;
  };
};

/** The `lead.created` event of a lead stored at `now`, named `eventId`; `email` is its normalised address. */
export function leadCreatedEvent(eventId: string, lead: Lead, email: string, now: Date): LeadCreatedEvent {
  const { name, company, country } = leadColumns(lead.data);
  return {
    id: eventId,
    type: "lead.created",
    createdAt: now.toISOString(),
    lead: {
      id: lead.id,
      form: lead.form,
      language: lead.lang,
      receivedAt: lead.createdAt.toISOString(),
      name,
      email,
      company,
      country,
      fields: lead.data,
    },
  };
}
