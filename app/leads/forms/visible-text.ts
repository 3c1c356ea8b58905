/*
 * What a visitor typed, without the characters that show nothing of what they wrote. The lead
 * intake removes them from every posted value before the form's schema checks it (a browser's
 * own check of what was typed needs no such step, and its pages carry no bytes for it), so no
 * lead carries them: PostgreSQL refuses a text with a NUL (the lead was lost), and a control
 * character would otherwise reach the CSV export and the e-mails raw.
 */

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069)
 * and the direction marks (U+200E, U+200F, U+061C). An override reverses how the text after it
 * reads ("\u202Emoc.live" shows as "evil.com"), in a name, an e-mail's subject or the back office.
 * Zero-width joiners are not among them: Persian, the Indic scripts and emoji need them.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Control characters but tab and line feed: C0, DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** `text` without bidirectional controls: for what shows a lead stored before they were removed. */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, "");
}

/**
 * `text` with its line breaks as LF (a text area posts CRLF, while the browser checks the value
 * with LF: both now count one character a break), without other control characters and without
 * bidirectional controls. Nothing a person can see is lost.
 */
export function visibleText(text: string): string {
  return withoutBidiControls(text.replace(/\r\n?/g, "\n").replace(controls, ""));
}

/** Every text of a posted form through `visibleText`; anything else (a file) as it came. */
export function visibleFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? visibleText(value) : value]),
  );
}
