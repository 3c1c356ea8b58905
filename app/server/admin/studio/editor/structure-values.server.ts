import type { EditableField } from "~/content/documents";

/**
 * How a structure field an editor may change travels in the editor's form, and back into the
 * document. Every kind has one line of text that says its whole value (`SA04 TE10`,
 * `200 × 300, 250 × 350`, `handtuft, robotuft`): the conflict page carries it under the field's
 * own name (`s.<path>`), and a text input posts it (`300 × 200` for one size). The kinds a form cannot give as one input
 * (checkboxes, credit rows, ordered selects) post parts under names below the field's
 * (`s.techniques.handtuft`, `s.credits.0.person`, `s.designs.1`), read together here.
 *
 * Nothing is judged here: what was written is kept (a draft keeps everything), in the shape the
 * document holds where it can be read, as the words typed where it cannot ("20 cm" for a whole
 * number, "200 por 300" for sizes), and the document's schema says what is wrong beside the field.
 */

/** The kinds posted as parts below the field's name. */
export const partedKinds: ReadonlySet<EditableField["kind"]> = new Set(["choices", "credits", "designs"]);

/** The most rows of credits and designs the form offers (the schema's limit). */
export const maxRows = 8;

const splitList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** "200 × 300", "200x300", "200 X 300" or "200" (a square, or a circle's diameter): width and length. */
function readSize(text: string): { width: number; length: number } | null {
  const pair = /^(\d{1,5})\s*(?:[×xX*]\s*(\d{1,5}))?(?:\s*cm)?$/.exec(text.trim());
  if (!pair) return null;
  const width = Number(pair[1]);
  return { width, length: pair[2] === undefined ? width : Number(pair[2]) };
}

/** A field's value from its one line of text (see above); `undefined`: the field has no value (an optional one left empty). */
export function readStructureText(field: EditableField, text: string): unknown {
  const value = text.replace(/\r\n/g, "\n").trim();
  switch (field.kind) {
    case "flag":
      return value === "true";
    case "url":
    case "dateTime":
      return value === "" ? undefined : value;
    case "number":
      // A whole number as written; anything else is kept as typed for the schema to refuse.
      return /^-?\d{1,9}$/.test(value) ? Number(value) : value;
    case "choices":
      return splitList(value);
    case "codes":
      return splitList(value).map((code) => code.toUpperCase());
    case "designs":
      return splitList(value).map((slug) => slug.toLowerCase());
    case "sizes": {
      if (value === "") return [];
      const sizes = value
        .split(/[,;\n]+/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(readSize);
      return sizes.every((size) => size !== null) ? sizes : value;
    }
    case "size":
      // One size, optional: none when left empty, the words as typed when they are not a size.
      return value === "" ? undefined : (readSize(value) ?? value);
    case "credits":
      // One credit a line: "architect: Estudio Lamela".
      return value
        .split("\n")
        .map((line) => /^\s*([\w-]+)\s*:\s*(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => ({ role: match[1] ?? "", person: (match[2] ?? "").trim() }));
    default:
      return value;
  }
}

/** A field's value as its one line of text: what a text input shows and the conflict page carries. */
export function structureText(field: EditableField, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (field.kind === "size" && typeof value === "object") {
    const size = value as { width?: unknown; length?: unknown };
    return `${size.width ?? "?"} × ${size.length ?? "?"}`;
  }
  if (!Array.isArray(value)) return JSON.stringify(value);
  switch (field.kind) {
    case "sizes":
      return value
        .map((size: { width?: unknown; length?: unknown }) => `${size?.width ?? "?"} × ${size?.length ?? "?"}`)
        .join(", ");
    case "credits":
      return value
        .map((credit: { role?: unknown; person?: unknown }) => `${credit?.role}: ${credit?.person}`)
        .join("\n");
    case "codes":
      return value.join(" ");
    default:
      return value.join(", ");
  }
}

/** The posted parts of a parted field: the names below `s.<path>.`, by what follows. */
export type Parts = Map<string, string>;

/**
 * A parted field's value from its posted parts:
 * - `choices`: `<option>` = "true" / "false" (a checkbox after its hidden "false"), in the options' order;
 * - `credits`: `<n>.role`, `<n>.person`, `<n>.remove`; a row without a name or marked to remove goes;
 * - `designs`: `<n>` = a design's slug or "" (none), in the rows' order, each once.
 */
export function readParts(field: EditableField, parts: Parts): unknown {
  const rows = (read: (n: number) => unknown) => {
    const numbers = [...new Set([...parts.keys()].map((key) => Number(key.split(".")[0])))]
      .filter((row) => Number.isInteger(row) && row >= 0 && row < 100)
      .sort((first, second) => first - second);
    return numbers.map(read).filter((row) => row !== null);
  };
  switch (field.kind) {
    case "choices": {
      const options = field.options ?? [];
      return options.filter((option) => parts.get(option) === "true");
    }
    case "credits":
      return rows((row) => {
        const person = (parts.get(`${row}.person`) ?? "").trim();
        if (person === "" || parts.get(`${row}.remove`) === "true") return null;
        return { role: (parts.get(`${row}.role`) ?? "").trim(), person };
      });
    case "designs": {
      const chosen = rows((row) => (parts.get(String(row)) ?? "").trim() || null) as string[];
      return [...new Set(chosen)];
    }
    default:
      return undefined;
  }
}
