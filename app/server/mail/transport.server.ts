import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutgoingEmail } from "~/leads/server/lead-emails.server";
import { emlFile } from "~/platform/db/eml-files.server";

/** Sends one rendered e-mail; `id` becomes its Message-ID, the same on every retry. */
export type SendMail = (email: OutgoingEmail, id: string) => Promise<void>;

function envelope(email: OutgoingEmail, id: string, defaultFrom: string) {
  const from = email.from ?? defaultFrom;
  const sender = typeof from === "string" ? from : from.address;
  const domain = /@([^>\s]+)>?\s*$/.exec(sender)?.[1] ?? "localhost";
  // Addresses as { name, address } objects: a string could smuggle in a second recipient.
  return {
    from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    html: email.html,
    text: email.text,
    // Inline pictures the HTML shows by Content-ID (the configurator's rug).
    ...(email.images?.length
      ? {
          attachments: email.images.map((image) => ({
            cid: image.cid,
            filename: image.filename,
            contentType: image.contentType,
            contentDisposition: "inline" as const,
            content: image.content ?? Buffer.alloc(0),
          })),
        }
      : {}),
    messageId: `<${id}@${domain}>`,
  };
}

/** Over SMTP (`SMTP_URL`), or, without one, as `.eml` files in `<dataDir>/outbox/`. */
export function createSendMail(options: { smtpUrl?: string; from: string; dataDir: string }): SendMail {
  if (options.smtpUrl) {
    // One connection kept open and reused (a handshake, TLS included, costs more than a message).
    // Time-outs well inside the outbox lease (OUTBOX_LEASE_SECONDS), so a slow server never
    // has an e-mail taken by a second instance while the first is still sending it.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return async (email, id) => {
      await transport.sendMail(envelope(email, id, options.from));
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return async (email, id) => {
    const info = await transport.sendMail(envelope(email, id, options.from));
    const file = emlFile(options.dataDir, id);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, info.message as Buffer);
  };
}
