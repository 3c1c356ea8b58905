import type { Lead } from "~/leads/forms/lead";
import type { OutgoingEmail } from "~/leads/server/lead-emails.server";
import { visitorConfirmation } from "./emails/confirmation.server";
import { salesNotification } from "./emails/sales-notification.server";
import type { LeadEmailOptions } from "./lead-email-options.server";

/**
 * One of the e-mails a lead produces: the sales team's notification (Spanish, Reply-To the
 * visitor, every field they gave) or the visitor's confirmation (their language, fixed copy).
 * The outbox worker writes each when it sends it, from the stored lead.
 */
export function renderLeadEmail(
  lead: Lead,
  kind: OutgoingEmail["kind"],
  options: LeadEmailOptions,
): Promise<OutgoingEmail> {
  return kind === "notification" ? salesNotification(lead, options) : visitorConfirmation(lead, options);
}

/** Both e-mails of a lead (the confirmation only when `confirmationSent` is not false). */
export function renderLeadEmails(lead: Lead, options: LeadEmailOptions): Promise<OutgoingEmail[]> {
  const kinds =
    options.confirmationSent === false ? (["notification"] as const) : (["notification", "confirmation"] as const);
  return Promise.all(kinds.map((kind) => renderLeadEmail(lead, kind, options)));
}
