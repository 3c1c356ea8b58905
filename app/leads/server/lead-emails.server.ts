/*
 * The e-mails a lead makes, as its outbox rows keep them: the lead's transaction stores a draft
 * of each; the outbox worker writes it (mail/) when it sends it and keeps what it sent. The back
 * office reads the recipients of a sent one.
 */

/**
 * What an outbox row holds until its e-mail is sent: the lead's transaction decided which
 * e-mail (the row's kind) and whether the visitor is written to; the worker writes the e-mail
 * from the stored lead and keeps what it sent in the row.
 */
export type EmailDraft = { draft: true; confirmationSent: boolean };

export type MailAddress = { name?: string; address: string };

/**
 * A picture the HTML shows inline (`<img src="cid:…">`): the configurator's rug, the room picture.
 * Its bytes (`content`) are drawn or read as the e-mail is written
 * (app/server/mail/emails/quote.server.tsx) and not kept with the sent e-mail: the stored lead
 * gives them again.
 */
export type InlineImage = { cid: string; filename: string; contentType: "image/png" | "image/jpeg"; content?: Buffer };

export type OutgoingEmail = {
  /** `reply` and `follow-ups` are written when they are queued; the others from the stored lead when sent. */
  kind: "notification" | "confirmation" | "reply" | "follow-ups";
  /** Who it comes from; unset: the site's sender (MAIL_FROM). A reply comes from sales (SALES_FROM). */
  from?: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  html: string;
  text: string;
  images?: InlineImage[];
};
