import { expect } from "vitest";
import { XliffError } from "../../app/server/content/xliff/model.server";

/** The message of the XliffError `run` throws. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(XliffError);
    return (error as Error).message;
  }
  throw new Error("expected an XliffError, but nothing was thrown");
}

/** A one-file XLIFF 2.0 document around `units`, one line per array entry. */
export function xliff(units: string[], root = 'version="2.0" srcLang="es" trgLang="en"'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" ${root}>`,
    '  <file id="page.faq">',
    ...units,
    "  </file>",
    "</xliff>",
    "",
  ].join("\n");
}

export const oneUnit = ['    <unit id="title"><segment><source>Hola</source><target>Hello</target></segment></unit>'];
