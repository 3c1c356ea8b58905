import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type TestStorage } from "../../../tests/support/storage";
import { seedContent } from "./store/seed.server";
import { exportTranslations, importTranslations } from "./translations.server";
import { targetLanguages } from "./xliff/model.server";
import { readXliff } from "./xliff/read.server";
import { writeXliff } from "./xliff/write.server";

// The file does not depend on the database, so one backend is enough.
describe("the whole site's translation file, on SQLite", () => {
  let opened: TestStorage;
  beforeAll(async () => {
    const sqlite = backends.find((backend) => backend.name === "SQLite");
    if (!sqlite) throw new Error("SQLite backend missing");
    opened = await sqlite.open();
    await seedContent(opened.storage);
  });
  afterAll(() => opened.dispose());

  it.each(targetLanguages)(
    "reads back text for text as exported, and imported as it is changes nothing (%s)",
    async (lang) => {
      const now = new Date();
      const xml = (await exportTranslations(opened.storage, lang, now)) ?? "";
      expect(writeXliff(readXliff(xml))).toBe(xml);
      expect(await importTranslations(opened.storage, xml, { actor: "agencia", now })).toEqual({
        ok: true,
        lang,
        documents: [],
      });
    },
  );
});
