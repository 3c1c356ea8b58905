import { describe, expect, it } from "vitest";
import { refusal } from "../../../../tests/support/xliff";
import type { XliffDocument } from "./model.server";
import { writeXliff } from "./write.server";

describe("writeXliff", () => {
  it("writes each text as a unit with its note, its placeholders as protected codes and its characters escaped", () => {
    const doc: XliffDocument = {
      srcLang: "es",
      trgLang: "en",
      files: [
        {
          id: "page.faq",
          original: 'Página: "Preguntas" & respuestas',
          units: [
            {
              id: "blocks.1.items.3.answer",
              note: "FAQ · question 3",
              source: 'Fabricamos en {{factoryArea}} m² <a medida> & "rápido"',
              target: 'We make them in {{factoryArea}} m² <to order> & "fast"',
            },
            { id: "blocks.1.items.4.question", source: "¿Quién es {{legalName}}?", target: "" },
          ],
        },
      ],
    };

    expect(writeXliff(doc)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="en">',
        '  <file id="page.faq" original="Página: &quot;Preguntas&quot; &amp; respuestas" xml:space="preserve">',
        '    <unit id="blocks.1.items.3.answer">',
        "      <notes>",
        "        <note>FAQ · question 3</note>",
        "      </notes>",
        "      <segment>",
        '        <source>Fabricamos en <ph id="1" equiv="{{factoryArea}}" disp="factoryArea"/> m² &lt;a medida&gt; &amp; "rápido"</source>',
        '        <target>We make them in <ph id="1" equiv="{{factoryArea}}" disp="factoryArea"/> m² &lt;to order&gt; &amp; "fast"</target>',
        "      </segment>",
        "    </unit>",
        '    <unit id="blocks.1.items.4.question">',
        "      <segment>",
        '        <source>¿Quién es <ph id="1" equiv="{{legalName}}" disp="legalName"/>?</source>',
        "      </segment>",
        "    </unit>",
        "  </file>",
        "</xliff>",
        "",
      ].join("\n"),
    );
    expect(writeXliff(doc)).toBe(writeXliff(structuredClone(doc)));
  });

  it("gives a placeholder the id of its source twin, and one the source lacks an id of its own", () => {
    const written = writeXliff({
      srcLang: "es",
      trgLang: "de",
      files: [
        {
          id: "events",
          units: [{ id: "x", source: "{{a}} y {{b}} y {{a}}", target: "{{b}}, {{a}}, {{a}}, {{a}} und {{c}}" }],
        },
      ],
    });
    const ph = (id: number, name: string) => `<ph id="${id}" equiv="{{${name}}}" disp="${name}"/>`;
    expect(written).toContain(`<source>${ph(1, "a")} y ${ph(2, "b")} y ${ph(3, "a")}</source>`);
    expect(written).toContain(
      `<target>${ph(2, "b")}, ${ph(1, "a")}, ${ph(3, "a")}, ${ph(4, "a")} und ${ph(5, "c")}</target>`,
    );
  });

  it("writes carriage returns, control characters and multi-line labels so that XML keeps them", () => {
    const written = writeXliff({
      srcLang: "es",
      trgLang: "fr",
      files: [
        {
          id: "section.contact",
          original: "Sección\tcontacto\nlínea 2",
          units: [{ id: "x", note: "nota\u0001", source: "a\r\nb\u000Bc\tz", target: "" }],
        },
      ],
    });
    expect(written).toContain(
      '<file id="section.contact" original="Sección&#9;contacto&#10;línea 2" xml:space="preserve">',
    );
    expect(written).toContain('<source>a&#13;\nb<cp hex="000B"/>c\tz</source>');
    expect(written).toContain("<note>nota\uFFFD</note>");
  });

  it("refuses a document that would not be valid XLIFF 2.0", () => {
    const unit = { id: "title", source: "Hola", target: "Hello" };
    const doc = (files: XliffDocument["files"]): XliffDocument => ({ srcLang: "es", trgLang: "en", files });
    expect(refusal(() => writeXliff(doc([{ id: "page.faq", units: [{ ...unit, id: "blocks 1" }] }])))).toBe(
      'Unit id "blocks 1" in file "page.faq" is not a valid XLIFF id: use letters, digits, ".", "-", "_" and ":" only, without spaces',
    );
    expect(refusal(() => writeXliff(doc([{ id: "page/faq", units: [unit] }])))).toBe(
      'File id "page/faq" is not a valid XLIFF id: use letters, digits, ".", "-", "_" and ":" only, without spaces',
    );
    expect(refusal(() => writeXliff(doc([{ id: "page.faq", units: [unit, unit] }])))).toBe(
      'Unit "title" appears twice in file "page.faq"',
    );
    expect(
      refusal(() =>
        writeXliff(
          doc([
            { id: "events", units: [unit] },
            { id: "events", units: [unit] },
          ]),
        ),
      ),
    ).toBe('Two files have the id "events"');
    expect(refusal(() => writeXliff(doc([{ id: "events", units: [] }])))).toBe(
      'File "events" has no units: XLIFF 2.0 requires at least one',
    );
    expect(refusal(() => writeXliff(doc([])))).toBe(
      "An XLIFF document needs at least one file: there is nothing to translate",
    );
    expect(refusal(() => writeXliff({ ...doc([{ id: "events", units: [unit] }]), trgLang: "es" as "en" }))).toBe(
      'The target language must be one of en, de, it, fr, nl, not "es"',
    );
  });
});
