import { singleLine } from "~/leads/forms/clean-text";
import type { Lead } from "~/leads/forms/lead";
import type { MailAddress } from "~/leads/server/lead-emails.server";

/** An address for a header: its name on one line, the address without any space. */
export const headerAddress = (name: string, address: string): MailAddress => ({
  name: singleLine(name, 150),
  address: singleLine(address, 255).replace(/\s/g, ""),
});

/** The visitor's full name, as the sales notification shows it. */
export function visitorName(lead: Lead): string {
  if (lead.form === "sample" || lead.form === "catalogue" || lead.form === "project") {
    return singleLine(`${lead.data.firstName} ${lead.data.lastName}`, 150);
  }
  return singleLine(lead.data.name, 100);
}

/** The visitor's address as they gave it, with their name, cleaned for a header. */
export const visitorAddress = (lead: Lead): MailAddress => headerAddress(visitorName(lead), lead.data.email);
