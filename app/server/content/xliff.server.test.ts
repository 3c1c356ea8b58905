import { describe, expect, it } from "vitest";
import { readXliff, writeXliff, type XliffDocument, XliffError, xliffMaxBytes } from "./xliff.server";

/** The message of the XliffError `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(XliffError);
    return (error as Error).message;
  }
  throw new Error("expected an XliffError, but nothing was thrown");
}

/** A one-file XLIFF 2.0 document around `units`, one line per array entry. */
function xliff(units: string[], root = 'version="2.0" srcLang="es" trgLang="en"'): string {
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

const oneUnit = ['    <unit id="title"><segment><source>Hola</source><target>Hello</target></segment></unit>'];

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
            },
            { id: "blocks.2.title", source: "Lana & seda <100%>", target: "Wolle & Seide <100 %>" },
            { id: "blocks.2.body", source: "Primera frase. Segunda frase.", target: "Erster Satz. Zweiter Satz." },
            { id: "blocks.3.title", source: "Sin traducir", target: "" },
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

  describe("refuses what could harm the server", () => {
    it("refuses a DOCTYPE, with or without entities (external entities, billion laughs)", () => {
      const xxe = [
        '<?xml version="1.0"?>',
        '<!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]>',
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="en">',
        '<file id="f"><unit id="u"><segment><source>&secret;</source></segment></unit></file></xliff>',
      ].join("\n");
      expect(refusal(() => readXliff(xxe))).toBe(
        "The file contains a <!DOCTYPE> declaration (line 2), which is refused: it can make the server read other files or expand into gigabytes. Export the file again without it.",
      );

      const laughs = [
        '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>',
        "<lolz>&lol2;</lolz>",
      ].join("\n");
      expect(refusal(() => readXliff(laughs))).toContain("The file contains a <!DOCTYPE> declaration (line 1)");
    });

    it("refuses an ENTITY declaration anywhere and any entity but XML's five", () => {
      expect(refusal(() => readXliff(xliff(['    <!ENTITY lol "lol">', ...oneUnit])))).toBe(
        "The file contains a <!ENTITY> declaration (line 4), which is refused: it can make the server read other files or expand into gigabytes. Export the file again without it.",
      );
      expect(
        refusal(() => readXliff(xliff(['    <unit id="u"><segment><source>&nbsp;</source></segment></unit>']))),
      ).toBe(
        "Malformed XML on line 4: the entity &nbsp; is not allowed; only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#233; are",
      );
      expect(
        refusal(() => readXliff(xliff(['    <unit id="u"><segment><source>&#0;</source></segment></unit>']))),
      ).toBe("Malformed XML on line 4: &#0; is not a character allowed in XML");
    });

    it("refuses a file over 5 MB, counted in bytes, and accepts one of exactly 5 MB", () => {
      const base = xliff(oneUnit);
      const padTo = (bytes: number, char: string) =>
        `${base}<!--${char.repeat((bytes - Buffer.byteLength(base) - 7) / Buffer.byteLength(char))}-->`;

      const atLimit = padTo(xliffMaxBytes, "a");
      expect(Buffer.byteLength(atLimit)).toBe(xliffMaxBytes);
      expect(readXliff(atLimit).files[0]?.units[0]?.target).toBe("Hello");

      expect(refusal(() => readXliff(`${atLimit} `))).toBe(
        "The file is 5.0 MB; the largest accepted is 5 MB. Export fewer pages at a time.",
      );
      // 2.8 million characters, 5.6 million bytes.
      expect(refusal(() => readXliff(`${base}<!--${"ñ".repeat(2_800_000)}-->`))).toBe(
        "The file is 5.3 MB; the largest accepted is 5 MB. Export fewer pages at a time.",
      );
    });

    it("refuses elements nested deeper than any XLIFF needs", () => {
      const deep = `<xliff>${"<pc>".repeat(200)}${"</pc>".repeat(200)}</xliff>`;
      expect(refusal(() => readXliff(deep))).toBe("Malformed XML on line 1: elements are nested more than 100 deep");
    });
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

  describe("names the unit or line a translator must fix", () => {
    it("refuses a unit without id and a unit id used twice in one file, even across groups", () => {
      expect(refusal(() => readXliff(xliff(["    <unit><segment><source>Hola</source></segment></unit>"])))).toBe(
        'A unit in file "page.faq" (line 4) has no id',
      );
      expect(
        refusal(() =>
          readXliff(
            xliff([
              '    <unit id="title"><segment><source>Hola</source></segment></unit>',
              '    <group id="g"><unit id="title"><segment><source>Adiós</source></segment></unit></group>',
            ]),
          ),
        ),
      ).toBe('Unit "title" appears twice in file "page.faq" (lines 4 and 5)');
    });

    it("accepts the same unit id in two files, and refuses a file id used twice or missing", () => {
      const twoFiles = (secondId: string) =>
        [
          '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="nl">',
          '<file id="page.faq"><unit id="title"><segment><source>Hola</source></segment></unit></file>',
          `<file ${secondId}><unit id="title"><segment><source>Adiós</source></segment></unit></file>`,
          "</xliff>",
        ].join("\n");
      expect(readXliff(twoFiles('id="events"')).files.map((file) => [file.id, file.units[0]?.source])).toStrictEqual([
        ["page.faq", "Hola"],
        ["events", "Adiós"],
      ]);
      expect(refusal(() => readXliff(twoFiles('id="page.faq"')))).toBe(
        'Two files have the id "page.faq" (lines 2 and 3)',
      );
      expect(refusal(() => readXliff(twoFiles('original="x"')))).toBe("The <file> on line 3 has no id");
    });

    it.each([
      [['    <unit id="u"></unit>'], 'Unit "u" in file "page.faq" (line 4) has no <segment>'],
      [
        ['    <unit id="u">', "      <segment><target>Hello</target></segment>", "    </unit>"],
        'Unit "u" in file "page.faq" (line 4): the <segment> on line 5 has no <source>',
      ],
      [
        ['    <unit id="u">', '      <segment><source>Hola <ph id="1"/></source></segment>', "    </unit>"],
        'Unit "u" in file "page.faq" (line 4): the placeholder <ph id="1"> on line 5 does not say which placeholder it stands for (no equiv, disp or dataRef)',
      ],
      [
        ['    <unit id="u"><segment><source><cp hex="ZZ"/></source></segment></unit>'],
        'Unit "u" in file "page.faq" (line 4): <cp hex="ZZ"> on line 4 is not a Unicode code point',
      ],
    ])("refuses a unit that is not valid XLIFF (%#)", (units, message) => {
      expect(refusal(() => readXliff(xliff(units)))).toBe(message);
    });

    it.each([
      [
        ['    <unit id="u">', "      <segment><source>Hola</target></segment>", "    </unit>"],
        "Malformed XML on line 5: </target> closes <source>, which was opened on line 5",
      ],
      [
        ['    <unit id="u">', "      <segment><source>Hola</source></segment>"],
        "Malformed XML on line 6: </file> closes <unit>, which was opened on line 4",
      ],
      [
        ["    <unit id=u><segment><source>Hola</source></segment></unit>"],
        "Malformed XML on line 4: the value of the attribute id of <unit> must be in quotes",
      ],
      [['    <unit id="u" id="v"></unit>'], "Malformed XML on line 4: the attribute id appears twice in <unit>"],
      [['    <unit id="a<b"></unit>'], 'Malformed XML on line 4: "<" in the value of the attribute id; write &lt;'],
      [
        ['    <unit id="u"><segment><source>Tom & Jerry</source></segment></unit>'],
        'Malformed XML on line 4: a "&" that starts no entity; write &amp; for the character itself',
      ],
      [
        ["", '    <unit id="u"><segment><source>1 < 2</source></segment></unit>'],
        'Malformed XML on line 5: a "<" that starts no tag; write &lt; for the character itself',
      ],
      [['    <mq:unit id="u"/>'], 'Malformed XML on line 4: the prefix "mq" of <mq:unit> is not declared (xmlns:mq)'],
      [
        ['    <mq:a xmlns:mq="urn:mq"/>', "    <mq:b/>"],
        'Malformed XML on line 5: the prefix "mq" of <mq:b> is not declared (xmlns:mq)',
      ],
      [
        ['    <unit id="u"><segment><source><![CDATA[Hola</source>'],
        "Malformed XML on line 4: a CDATA section is never closed",
      ],
      [["    <!-- a comment"], "Malformed XML on line 4: a comment (<!--) is never closed"],
      [['    <unit id="u">\u0001</unit>'], "Malformed XML on line 4: the character U+0001 is not allowed in XML"],
    ])("refuses malformed XML with its line number (%#)", (units, message) => {
      expect(refusal(() => readXliff(xliff(units)))).toBe(message);
    });

    it("refuses text or a second element after the root", () => {
      expect(refusal(() => readXliff(`${xliff(oneUnit)}trailing`))).toBe(
        "Malformed XML on line 7: text after the root element",
      );
      expect(refusal(() => readXliff(`${xliff(oneUnit)}<xliff/>`))).toBe(
        "Malformed XML on line 7: <xliff> follows the root element, which must be the only one",
      );
    });
  });
});
