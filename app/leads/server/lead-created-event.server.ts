import type { Lead } from "~/leads/forms/lead";
import type { LeadSource } from "~/leads/forms/lead-source";
import type { ProjectItem } from "~/leads/forms/project-items";
import { leadColumns } from "~/platform/db/lead-columns.server";

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
    /**
     * Where it came from: the page its form was sent from (path and `utm_*` only), that page's
     * campaign, the other site that led there, and the visit's first page when the visitor allowed
     * analytics; null when unknown.
     */
    source: LeadSource | null;
    /** The project type it is about (`contract`, `yacht`...): its form's, else its page's; null when unknown. */
    sector: string | null;
    /**
     * A project request's rugs (its form `project`), each with its code, place, quantity, name,
     * size, colour codes, area (m²) and the configurator's link; absent for every other form.
     */
    items?: ProjectItem[];
  };
};

/**
 * The `lead.created` event of a lead stored at `now`, named `eventId`; `email` is its normalised
 * address, `origin` where it came from and its sector.
 */
export function leadCreatedEvent(
  eventId: string,
  lead: Lead,
  email: string,
  now: Date,
  origin: { source: LeadSource | null; sector: string | null } = { source: null, sector: null },
): LeadCreatedEvent {
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
      source: origin.source,
      sector: origin.sector,
      ...(lead.form === "project" ? { items: lead.items } : {}),
    },
  };
}
