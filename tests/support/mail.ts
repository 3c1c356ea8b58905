import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Lead } from "../../app/leads/forms/lead";
import type { OutgoingEmail } from "../../app/leads/server/lead-emails.server";
import type { LeadEmailOptions } from "../../app/server/mail/lead-email-options.server";
import { renderLeadEmail, renderLeadEmails } from "../../app/server/mail/mail-render.server";
import type { RenderEmail } from "../../app/server/outbox/worker.server";

/*
 * A lead's e-mails in tests: written as the site writes them, and read back as a mail client
 * would, from the .eml files the file transport writes or what an SMTP server received.
 */

/** What the site's e-mails are written with in tests: sales at ventas@nudo.example. */
export const mailOptions: LeadEmailOptions = {
  leadsTo: { address: "ventas@nudo.example" },
  siteUrl: "https://nudo.example",
  catalogueUrl: "https://nudo.example/catalogos",
};

/** The outbox's `render` as the server's: the site's e-mails, with `mailOptions` unless told. */
export function siteRender(options: Partial<LeadEmailOptions> = {}): RenderEmail {
  return (lead, kind, { confirmationSent }) =>
    renderLeadEmail(lead, kind, { ...mailOptions, ...options, confirmationSent });
}

/** Both e-mails of `lead`, as the site writes them: one to sales, one to the visitor. */
export async function leadEmails(
  lead: Lead,
  options: Partial<LeadEmailOptions> = {},
): Promise<{ notification: OutgoingEmail; confirmation: OutgoingEmail }> {
  const [notification, confirmation, ...more] = await renderLeadEmails(lead, { ...mailOptions, ...options });
  if (notification?.kind !== "notification" || confirmation?.kind !== "confirmation" || more.length > 0) {
    throw new Error("expected a notification and a confirmation");
  }
  return { notification, confirmation };
}

/** Quoted-printable text (soft line breaks, =XX bytes) decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split("=")
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString("utf8"),
  );
}

/** Decodes quoted-printable and base64 MIME parts enough to read a message's text in tests. */
export function readableBody(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  const decoded = parts.map((part) => {
    const qp = decodeQuotedPrintable(part);
    if (/^[A-Za-z0-9+/=\r\n]{40,}$/.test(part.trim())) {
      return `${qp}\n${Buffer.from(part.replace(/\s+/g, ""), "base64").toString("utf8")}`;
    }
    return qp;
  });
  return decoded.join("\n\n");
}

/** The .eml files the file transport wrote under `dataDir` (its outbox folder), by name; none before the first. */
export function emlFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "outbox")).sort();
  } catch {
    return [];
  }
}

/** Each .eml file under `dataDir`, raw and decoded enough to read, in the order of their names. */
export function readEmlFiles(dataDir: string): { file: string; raw: string; body: string }[] {
  return emlFiles(dataDir).map((file) => {
    const raw = readFileSync(path.join(dataDir, "outbox", file), "utf8");
    return { file, raw, body: readableBody(raw) };
  });
}
