import { describe, expect, it } from "vitest";
import { oneUnit, refusal, xliff } from "../../../../tests/support/xliff";
import { xliffMaxBytes } from "./model.server";
import { readXliff } from "./read.server";

describe("readXliff", () => {
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
      [
        ['    <unit id="Tom & Jerry"><segment><source>Hola</source></segment></unit>'],
        'Malformed XML on line 4: a "&" that starts no entity; write &amp; for the character itself',
      ],
      [
        ['    <unit id="u"><segment><source>Tom & Jerry; Ben</source></segment></unit>'],
        'Malformed XML on line 4: a "&" that starts no entity; write &amp; for the character itself',
      ],
      [
        ['    <unit id="u"><segment><source>Tom &', "      Jerry</source></segment></unit>"],
        'Malformed XML on line 4: a "&" that starts no entity; write &amp; for the character itself',
      ],
    ])("refuses malformed XML with its line number (%#)", (units, message) => {
      expect(refusal(() => readXliff(xliff(units)))).toBe(message);
    });

    it.each([
      [
        "a comment containing --",
        xliff(["    <!-- checked -- ok -->", ...oneUnit]),
        'Malformed XML on line 4: a comment contains "--", which XML allows only in the closing -->',
      ],
      [
        "a comment ending in --->",
        xliff(["    <!-- checked --->", ...oneUnit]),
        'Malformed XML on line 4: a comment contains "--", which XML allows only in the closing -->',
      ],
      [
        "a bare ]]> in text",
        xliff(['    <unit id="u"><segment><source>a]]>b</source></segment></unit>']),
        'Malformed XML on line 4: "]]>" in text, which XML does not allow; write ]]&gt;',
      ],
      [
        "an XML declaration without a version",
        xliff(oneUnit).replace('<?xml version="1.0"', "<?xml"),
        'Malformed XML on line 1: the XML declaration is malformed; write <?xml version="1.0" encoding="UTF-8"?>',
      ],
      [
        "a character no XML name may hold",
        xliff(['    <unit×2 id="u"/>']),
        'Malformed XML on line 4: unexpected "×" in the tag <unit>',
      ],
    ])("refuses XML that is not well-formed even where it reads unambiguously: %s", (_, xml, message) => {
      expect(refusal(() => readXliff(xml))).toBe(message);
    });

    it("reads a file that declares XML 1.1 by XML 1.0's rules, as XLIFF is written", () => {
      const xml = xliff(['    <unit id="u"><segment><source>&#1;</source></segment></unit>']);
      expect(refusal(() => readXliff(xml.replace('version="1.0"', 'version="1.1"')))).toBe(
        "Malformed XML on line 4: &#1; is not a character allowed in XML",
      );
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
