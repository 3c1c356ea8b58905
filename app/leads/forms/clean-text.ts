import { withoutBidiControls } from "~/leads/forms/visible-text";

/*
 * What a visitor typed, made safe to write into an e-mail: on one line where a line break could
 * forge a header or a line of the text part, control characters out of free text, and no
 * bidirectional control anywhere (the forms remove them; a lead stored before they did may carry
 * one, which would make a subject or a name read backwards).
 */

export function isControl(code: number): boolean {
  // C0 controls (CR, LF, tab...), DEL, NEL and the Unicode line and paragraph separators.
  return code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029;
}

/**
 * One line of text: bidirectional controls removed, every control character (CR and LF above
 * all) becomes a space, runs of spaces collapse. Used for whatever reaches a header (subject,
 * address names) and for every single-line field, so a visitor cannot inject headers or forge
 * lines in the text part.
 */
export function singleLine(value: string, maxLength = 200): string {
  let flat = "";
  for (const char of withoutBidiControls(value)) flat += isControl(char.charCodeAt(0)) ? " " : char;
  flat = flat.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length > maxLength
    ? `${chars
        .slice(0, maxLength - 1)
        .join("")
        .trimEnd()}…`
    : flat;
}

/** Free text (staff only): line breaks kept as `\n`, other control and bidirectional characters removed. */
export function multiline(value: string): string {
  const lines = withoutBidiControls(value).replace(/\r\n?/g, "\n").split("\n");
  return lines
    .map((line) => {
      let clean = "";
      for (const char of line) {
        const code = char.charCodeAt(0);
        clean += code === 0x09 ? " " : isControl(code) ? "" : char;
      }
      return clean.trimEnd();
    })
    .join("\n")
    .trim();
}
