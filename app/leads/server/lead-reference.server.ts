/*
 * A lead's reference: what the sales team and the visitor quote to each other ("Ref. 7F3A2C").
 * Six hex digits of its id, so it never changes and needs no column of its own; one in sixteen
 * million, plenty to tell apart the leads a team is talking about at one time.
 */

/** The short reference of the lead `id`: its first six hex digits, in capitals. */
export function leadReference(id: string): string {
  return id.replace(/-/g, "").slice(0, 6).toUpperCase();
}

/** How the reference reads in a subject line and on the lead's page. */
export const referenceLabel = (id: string) => `Ref. ${leadReference(id)}`;

/**
 * A subject with the lead's reference at its end, "… [Ref. 7F3A2C]": a reply from the visitor
 * ("Re: …") keeps it, so the sales mailbox can tell which lead it answers. Added once.
 */
export function subjectWithReference(subject: string, id: string): string {
  const tag = `[${referenceLabel(id)}]`;
  return subject.includes(tag) ? subject : `${subject} ${tag}`;
}
