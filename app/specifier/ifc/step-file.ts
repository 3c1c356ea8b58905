import { createHash } from "node:crypto";

/**
 * A file in ISO 10303-21 (STEP), the text an IFC model is written in: numbered entity instances
 * (`#12=IFCCARTESIANPOINT((0.,0.,0.));`) between a header and `END-ISO-10303-21;`. Only what an
 * IFC file needs: references, reals, integers, strings, enumerations, typed values and lists.
 */

/** One attribute's value, already written as STEP writes it. */
export type StepValue = string & { readonly step: unique symbol };

const raw = (text: string) => text as StepValue;

/** An omitted optional attribute. */
export const unset = raw("$");
/** An attribute a subtype derives (IfcSIUnit's dimensions, a sub-context's inherited ones). */
export const derived = raw("*");

/**
 * A real: always with its decimal point ("1500." not "1500"), never in JavaScript's exponent
 * spelling, rounded to a ten-thousandth (a tenth of a micrometre in millimetres).
 */
export function real(value: number): StepValue {
  const rounded = Math.round(value * 10_000) / 10_000;
  if (!Number.isFinite(rounded)) throw new RangeError(`not a finite real: ${value}`);
  const text = (Object.is(rounded, -0) ? 0 : rounded).toFixed(4).replace(/0+$/, "");
  return raw(text);
}

export function integer(value: number): StepValue {
  if (!Number.isInteger(value)) throw new RangeError(`not an integer: ${value}`);
  return raw(String(value));
}

/**
 * A string: apostrophes and backslashes doubled, and every character outside printable ASCII as
 * ISO 10303-21's `\X2\` UTF-16 code units ("Alcázar" is `'Alc\X2\00E1\X0\zar'`), which every
 * IFC reader decodes.
 */
export function text(value: string): StepValue {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "'") out += "''";
    else if (char === "\\") out += "\\\\";
    else if (code >= 0x20 && code <= 0x7e) out += char;
    else {
      const units = Array.from({ length: char.length }, (_, index) => char.charCodeAt(index));
      out += `\\X2\\${units.map((unit) => unit.toString(16).toUpperCase().padStart(4, "0")).join("")}\\X0\\`;
    }
  }
  return raw(`'${out}'`);
}

export const enumeration = (value: string): StepValue => raw(`.${value.toUpperCase()}.`);
export const bool = (value: boolean): StepValue => raw(value ? ".T." : ".F.");
export const list = (values: readonly StepValue[]): StepValue => raw(`(${values.join(",")})`);
/** A value of a defined type where a select takes several (`IFCLABEL('Wool')`). */
export const typed = (type: string, value: StepValue): StepValue => raw(`${type.toUpperCase()}(${value})`);

/** IFC's 22-character base-64 alphabet for a GlobalId (a 128-bit number, 2 bits then 21 × 6). */
const guidAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$";

/**
 * A GlobalId made from `seed`: the same seed gives the same id, so the same rug's file is the
 * same bytes each time it is drawn (the pack's ETag holds), and two rugs never share one.
 */
export function globalId(seed: string): StepValue {
  const digest = createHash("sha256").update(seed).digest().subarray(0, 16);
  let number = BigInt(`0x${digest.toString("hex")}`);
  const chars: string[] = [];
  for (let index = 0; index < 22; index++) {
    chars.unshift(guidAlphabet[Number(number & 63n)] as string);
    number >>= 6n;
  }
  return text(chars.join(""));
}

/** A STEP file being written: `add` numbers each instance and returns its reference. */
export function stepFile() {
  const lines: string[] = [];
  return {
    add(entity: string, attributes: readonly StepValue[]): StepValue {
      const id = `#${lines.length + 1}`;
      lines.push(`${id}=${entity.toUpperCase()}(${attributes.join(",")});`);
      return raw(id);
    },
    /** The whole file, its header describing it. */
    text(header: { description: string; name: string; timeStamp: string; author: string; organisation: string }) {
      return [
        "ISO-10303-21;",
        "HEADER;",
        `FILE_DESCRIPTION((${text(header.description)}),'2;1');`,
        `FILE_NAME(${text(header.name)},${text(header.timeStamp)},(${text(header.author)}),(${text(header.organisation)}),${text(header.organisation)},${text(header.organisation)},'');`,
        "FILE_SCHEMA(('IFC4'));",
        "ENDSEC;",
        "DATA;",
        ...lines,
        "ENDSEC;",
        "END-ISO-10303-21;",
        "",
      ].join("\n");
    },
  };
}
