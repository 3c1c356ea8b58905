import { describe, expect, it } from "vitest";
import { oneUnit, refusal, xliff } from "../../../../tests/support/xliff";
import type { XliffDocument } from "./model.server";
import { readXliff } from "./read.server";
import { writeXliff } from "./write.server";

describe("readXliff", () => {
  it.each(["en", "de", "it", "fr", "nl"] as const)(
    "reads back what it wrote, character for character (%s)",
    (trgLang) => {
      const doc: XliffDocument = {
        srcLang: "es",
        trgLang,
        files: [
          {
            id: "page.faq",
            original: "Página: \"Preguntas frecuentes\" & <más>\n'2'",
            units: [
              {
                id: "blocks.1.items.3.answer",
                note: "FAQ · pregunta 3 & <nota> \"'",
                source: "Año, ñandú, pingüino, ¿sí? ¡Ya! € 🧶\n  Segunda línea\r\ny tercera\tcon tabulador ",
                target: "Year, rhea, penguin, yes? Now! € 🧶\n  Second line\r\nand third\twith a tab ",
              },
              {
                id: "blocks.1.items.4.answer",
                note: "",
                source: "Tel & fax: <{{phone}}> \"{{legalName}}\" '{{legalName}}' ]]> {{a}}{{b}} {{{a}}} {{ no }} {{}}",
                target: '{{b}}{{a}} "{{legalName}}" & {{legalName}} <{{phone}}> {{extra}} ]]>',
              },
              { id: "blocks.2.title", source: "Sin traducir \u000B aún", target: "" },
              { id: "blocks.3.title", source: "  ", target: " " },
            ],
          },
          { id: "events", units: [{ id: "0.title", source: "Feria de Valencia", target: "Valencia fair" }] },
        ],
      };
      expect(readXliff(writeXliff(doc))).toStrictEqual(doc);
    },
  );

  it("reads a file as Crowdin or memoQ return it: metadata, states, markers, CDATA, comments, split segments", () => {
    const returned = [
      '<?xml version="1.0" encoding="utf-8"?>',
      "<!-- Exported by memoQ 11.2 -->",
      '<?mq-export profile="default"?>',
      "<xliff xmlns='urn:oasis:names:tc:xliff:document:2.0' xmlns:mda=\"urn:oasis:names:tc:xliff:metadata:2.0\"",
      '       xmlns:mq="MQXliff" version="2.0" srcLang="es-ES" trgLang="de-DE">',
      '  <file id="page.faq" original="Página: Preguntas frecuentes" mq:document-guid="1b2c">',
      "    <mda:metadata>",
      '      <mda:metaGroup category="project"><mda:meta type="name">Alfombras</mda:meta></mda:metaGroup>',
      "    </mda:metadata>",
      '    <unit id="blocks.1.items.3.answer" name="answer" translate="yes">',
      '      <mda:metadata><mda:metaGroup><mda:meta type="status">Confirmed</mda:meta></mda:metaGroup></mda:metadata>',
      "      <notes>",
      '        <note category="location">FAQ · question 3</note>',
      "      </notes>",
      '      <segment id="s1" state="translated" subState="crowdin:approved" mq:percent="100">',
      '        <source>Fabricamos en <ph id="1" equiv="{{factoryArea}}" disp="factoryArea"/>.</source>',
      '        <target xml:lang="de-DE"><mrk id="m1" type="term" value="Manufaktur">Wir fertigen</mrk> in <ph id="1" equiv="{{factoryArea}}" disp="factoryArea"/>.</target>',
      "      </segment>",
      "    </unit>",
      "    <unit id='blocks.2.title'>",
      "      <segment state='final'>",
      "        <source><![CDATA[Lana & seda <100%>]]></source>",
      "        <target><![CDATA[Wolle & Seide <100 %>]]><!-- reviewer: ok --></target>",
      "      </segment>",
      "    </unit>",
      '    <unit id="blocks.2.body">',
      "      <segment><source>Primera frase.</source><target>Erster Satz.</target></segment>",
      "      <ignorable><source> </source></ignorable>",
      '      <segment><source>Segunda <pc id="2">frase</pc>.</source><target>Zweiter <pc id="2">Satz</pc>.</target></segment>',
      "    </unit>",
      '    <unit id="blocks.3.title">',
      '      <segment state="initial"><source>Sin traducir</source><target/></segment>',
      "    </unit>",
      '    <unit id="blocks.4.title"><segment><source>Falta</source></segment></unit>',
      "  </file>",
      "</xliff>",
    ].join("\r\n");

    expect(readXliff(returned)).toStrictEqual({
      srcLang: "es",
      trgLang: "de",
      files: [
        {
          id: "page.faq",
          original: "Página: Preguntas frecuentes",
          units: [
            {
              id: "blocks.1.items.3.answer",
              source: "Fabricamos en {{factoryArea}}.",
              target: "Wir fertigen in {{factoryArea}}.",
              note: "FAQ · question 3",
              state: "translated",
            },
            { id: "blocks.2.title", source: "Lana & seda <100%>", target: "Wolle & Seide <100 %>", state: "final" },
            { id: "blocks.2.body", source: "Primera frase. Segunda frase.", target: "Erster Satz. Zweiter Satz." },
            { id: "blocks.3.title", source: "Sin traducir", target: "", state: "initial" },
            { id: "blocks.4.title", source: "Falta", target: "" },
          ],
        },
      ],
    });
  });

  it("reads a placeholder however the tool wrote it back, and drops markup that carries no text", () => {
    const doc = readXliff(
      xliff([
        '    <unit id="u">',
        '      <originalData><data id="d1">{{legalName}}</data></originalData>',
        "      <segment>",
        '        <source><ph id="1" equiv="{{a}}"/> <ph id="2" disp="b"/> <ph id="3" dataRef="d1"/> <sc id="4"/>x<ec startRef="4"/>&#x1F9F6;</source>',
        '        <target><ph id="3"/> <ph id="2"/> <ph id="1" disp="ignored" equiv="{{a}}"/> <sm id="m" type="comment"/>y<em startRef="m"/><cp hex="000B"/></target>',
        "      </segment>",
        "    </unit>",
      ]),
    );
    expect(doc.files[0]?.units).toStrictEqual([
      { id: "u", source: "{{a}} {{b}} {{legalName}} x🧶", target: "{{legalName}} {{b}} {{a}} y\u000B" },
    ]);
  });

  it("reads units inside groups and core elements under any prefix, and ignores other namespaces' elements", () => {
    const doc = readXliff(
      [
        '<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:2.0" xmlns:ext="urn:example:ext" x:ignored="1"',
        '         version="2.1" srcLang="ES" trgLang="EN-us">',
        '  <x:file id="events">',
        '    <ext:unit id="bogus"><x:segment><x:source>No</x:source></x:segment></ext:unit>',
        '    <x:group id="g1"><x:group id="g2">',
        '      <x:unit id="0.title"><x:segment><x:source>Feria</x:source><x:target>Fair</x:target></x:segment></x:unit>',
        "    </x:group></x:group>",
        '    <x:unit id="1.title"><x:segment><x:source>Otra</x:source><x:target>Other</x:target></x:segment></x:unit>',
        "  </x:file>",
        "</x:xliff>",
      ].join("\n"),
    );
    expect(doc).toStrictEqual({
      srcLang: "es",
      trgLang: "en",
      files: [
        {
          id: "events",
          units: [
            { id: "0.title", source: "Feria", target: "Fair" },
            { id: "1.title", source: "Otra", target: "Other" },
          ],
        },
      ],
    });
  });

  it("reads a byte-order mark, CRLF line ends, references and a carriage return written as &#13;", () => {
    const doc = readXliff(
      `\uFEFF${xliff([
        '    <unit id="u"><segment><source>a&#13;&#10;b &lt;&gt;&amp;&quot;&apos; &#233;&#xE9;</source><target>línea 1\r\nlínea 2\rfin</target></segment></unit>',
      ])}`,
    );
    expect(doc.files[0]?.units).toStrictEqual([
      { id: "u", source: "a\r\nb <>&\"' éé", target: "línea 1\nlínea 2\nfin" },
    ]);
  });

  describe("tells the translator which export to make", () => {
    it("refuses XLIFF 1.2", () => {
      const xliff12 = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
        '  <file source-language="es" target-language="en" datatype="plaintext" original="faq">',
        '    <body><trans-unit id="1"><source>Hola</source><target>Hello</target></trans-unit></body>',
        "  </file>",
        "</xliff>",
      ].join("\n");
      expect(refusal(() => readXliff(xliff12))).toBe("This is XLIFF 1.2; export the file as XLIFF 2.0");
    });

    it.each([
      [
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.2" version="2.2" srcLang="es" trgLang="en"/>',
        "This is XLIFF 2.2; export the file as XLIFF 2.0",
      ],
      [
        '<xliff version="2.0" srcLang="es" trgLang="en"/>',
        'The <xliff> element is not in the XLIFF 2.0 namespace (xmlns="urn:oasis:names:tc:xliff:document:2.0"); export the file as XLIFF 2.0',
      ],
      [
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="es" trgLang="en"/>',
        "The <xliff> element has no version; export the file as XLIFF 2.0",
      ],
      ["<html><body>Hola</body></html>", "This is not an XLIFF file: its root element is <html>, not <xliff>"],
      ['{ "title": "Hola" }', "Malformed XML on line 1: text before the first element (is this an XML file?)"],
      ["", "The file is empty"],
      ['<?xml version="1.0" encoding="ISO-8859-1"?><xliff/>', "The file is encoded as ISO-8859-1; export it as UTF-8"],
      [
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="en"></xliff>',
        "The file holds no <file> element: there is nothing to import",
      ],
    ])("refuses %s", (xml, message) => {
      expect(refusal(() => readXliff(xml))).toBe(message);
    });

    it.each([
      [
        'version="2.0" srcLang="en" trgLang="de"',
        'The file\'s source language is "en", but the site is written in Spanish: srcLang must be "es"',
      ],
      ['version="2.0" trgLang="de"', 'The file has no source language (srcLang); it must be "es" (Spanish)'],
      [
        'version="2.0" srcLang="es" trgLang="pt-BR"',
        'The file\'s target language is "pt-BR", which the site is not translated into: trgLang must be one of en, de, it, fr, nl',
      ],
      [
        'version="2.0" srcLang="es" trgLang="es"',
        'The file\'s target language is "es", which the site is not translated into: trgLang must be one of en, de, it, fr, nl',
      ],
      ['version="2.0" srcLang="es"', "The file has no target language (trgLang); it must be one of en, de, it, fr, nl"],
    ])("refuses the languages %s", (root, message) => {
      expect(refusal(() => readXliff(xliff(oneUnit, root)))).toBe(message);
    });
  });
});
