import { randomUUID } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { isControl, multiline } from "~/leads/forms/clean-text";
import { withoutBidiControls } from "~/leads/forms/visible-text";
import type { Storage } from "~/platform/db/db.server";
import { normaliseEmail } from "~/platform/db/email-address.server";
import type { MailAddress, OutgoingEmail } from "./lead-emails.server";
import { recordLeadEvents } from "./lead-events.server";
import { referenceLabel, subjectWithReference } from "./lead-reference.server";
import { outboxRow } from "./outbox-row.server";
import type { ReplyTemplateId } from "./reply-templates/templates.server";
import { readLead, storedLeadColumns } from "./stored-lead.server";

/*
 * A reply to a lead, written on its page by a staff member: it goes to the lead's own address
 * and nowhere else (the page has no free recipient; a post naming another is refused), from the
 * sales address, with the sales mailbox as Reply-To so the visitor's answer reaches the team,
 * and the lead's reference in the subject. Written when queued, so the outbox sends exactly what
 * the staff member read; kept in the lead's history.
 */

/** The longest subject (before the reference is added) and body, in characters. */
export const maxReplySubject = 200;
export const maxReplyText = 10_000;

export type ReplyInput = {
  subject: string;
  text: string;
  /** The template it started from, if any (the history keeps it). */
  template: ReplyTemplateId | null;
  /** The recipient the form showed; when given it must be the lead's own address. */
  to?: string;
};

/** What the e-mail of a reply says around the staff member's words (mail/emails/reply-mail.server.tsx). */
export type ReplyContent = {
  lang: Language;
  subject: string;
  /** What the staff member wrote, cleaned (app/leads/forms/clean-text.ts `multiline`). */
  body: string;
  /** "Ref. 7F3A2C" */
  reference: string;
  /** Where the visitor's answer goes: the sales mailbox. */
  salesAddress: string;
  siteUrl: string;
};

/** Writes a reply's HTML and text parts (mail/emails/reply-mail.server.tsx `replyEmailParts`, given by the wiring). */
export type WriteReply = (content: ReplyContent) => { html: string; text: string };

/** Who a reply comes from, where the answer goes, and how it is written: this server's configuration. */
export type ReplySender = { from: MailAddress; replyTo: MailAddress; siteUrl: string; write: WriteReply };

export type ReplyRefusal =
  | "not-found"
  /** The lead has no address to answer (erased, say). */
  | "no-email"
  /** Nobody answers spam: it would confirm the address works. */
  | "spam"
  /** A recipient other than the lead's own address. */
  | "other-recipient"
  | "subject-empty"
  | "subject-too-long"
  /** A line break or other control character: a header could be forged with it. */
  | "subject-control"
  | "text-empty"
  | "text-too-long";

export type ReplyResult = { ok: true; outboxId: string } | { ok: false; reason: ReplyRefusal };

/** CR, LF or any other control character: refused in a subject rather than quietly flattened. */
const hasControl = (text: string) => Array.from(text).some((char) => isControl(char.charCodeAt(0)));

/** The subject and body as they will be sent, or why they cannot be. */
function checkedWords(input: ReplyInput): { subject: string; text: string } | { refused: ReplyRefusal } {
  const subject = withoutBidiControls(input.subject).trim();
  if (hasControl(subject)) return { refused: "subject-control" };
  if (subject === "") return { refused: "subject-empty" };
  if (Array.from(subject).length > maxReplySubject) return { refused: "subject-too-long" };
  const text = multiline(input.text);
  if (text === "") return { refused: "text-empty" };
  if (Array.from(text).length > maxReplyText) return { refused: "text-too-long" };
  return { subject, text };
}

/**
 * Queues a reply to lead `leadId` from `actor`, in one transaction: the written e-mail in the
 * outbox (kind `reply`), a `reply` event in the lead's history, the lead's first reply time when
 * it had none, and a new lead moved to contacted (a `state` event). Wake the outbox after.
 */
export async function queueReply(
  storage: Storage,
  leadId: string,
  input: ReplyInput,
  actor: string,
  now: Date,
  sender: ReplySender,
): Promise<ReplyResult> {
  const words = checkedWords(input);
  if ("refused" in words) return { ok: false, reason: words.refused };
  return storage.write(async (trx): Promise<ReplyResult> => {
    const select = trx.selectFrom("leads").select(storedLeadColumns).where("id", "=", leadId);
    // Two replies at once: the second sees the state and first reply the first left.
    const row = await (storage.kind === "postgres" ? select.forUpdate() : select).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    const lead = readLead(row);
    if (lead.state === "spam") return { ok: false, reason: "spam" };
    if (!lead.email) return { ok: false, reason: "no-email" };
    if (input.to !== undefined && normaliseEmail(input.to) !== lead.email) {
      return { ok: false, reason: "other-recipient" };
    }
    const subject = subjectWithReference(words.subject, lead.id);
    const email: OutgoingEmail = {
      kind: "reply",
      from: sender.from,
      // The address alone, as stored: no name typed by a visitor reaches a header.
      to: { address: lead.email },
      replyTo: sender.replyTo,
      subject,
      ...sender.write({
        lang: lead.lang,
        subject,
        body: words.text,
        reference: referenceLabel(lead.id),
        salesAddress: sender.replyTo.address,
        siteUrl: sender.siteUrl,
      }),
    };
    const at = now.toISOString();
    const outboxId = randomUUID();
    await trx
      .insertInto("outbox")
      .values(outboxRow(lead.id, "reply", JSON.stringify(email), at, outboxId))
      .execute();
    await trx
      .updateTable("leads")
      .set({ first_reply_at: at })
      .where("id", "=", lead.id)
      .where("first_reply_at", "is", null)
      .execute();
    if (lead.state === "new") {
      await trx.updateTable("leads").set({ state: "contacted" }).where("id", "=", lead.id).execute();
    }
    await recordLeadEvents(
      trx,
      [
        { leadId: lead.id, kind: "reply", detail: { outboxId, subject, text: words.text, template: input.template } },
        ...(lead.state === "new"
          ? [{ leadId: lead.id, kind: "state" as const, detail: { from: lead.state, to: "contacted" as const } }]
          : []),
      ],
      actor,
      now,
    );
    return { ok: true, outboxId };
  });
}
