import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueWords } from "~/catalogue/catalogue-words";
import { collectionWords } from "~/collection/words";
import { configuratorPageWords } from "~/configurator/words";
import { sampleCollectionWords } from "~/content/collection/words";
import { replyTemplates } from "~/leads/server/reply-templates/templates.server";
import { portfolioWords } from "~/portfolio/views/words";
import { roomWords } from "~/room/words";
import { rugWords } from "~/rug/words";
import { scheduleWords } from "~/selection/schedule-words";
import { selectionWords } from "~/selection/words";
import { adminLanguages } from "~/server/admin/admin-languages.server";
import { adminCopy } from "~/server/admin/admin-words.server";
import { dashboardWords } from "~/server/admin/dashboard/dashboard-words.server";
import { exportsWords } from "~/server/admin/exports/exports-words.server";
import { inboxWords } from "~/server/admin/inbox/inbox-words.server";
import { leadOwnerWords } from "~/server/admin/lead/lead-owner-words.server";
import { leadReplyWords } from "~/server/admin/lead/lead-reply-words.server";
import { leadSourceWords } from "~/server/admin/lead/lead-source-words.server";
import { leadWords } from "~/server/admin/lead/lead-words.server";
import { outboxWords } from "~/server/admin/outbox/outbox-words.server";
import { privacyWords } from "~/server/admin/privacy/privacy-words.server";
import { rulesWords } from "~/server/admin/rules/rules-words.server";
import { signInWords } from "~/server/admin/sign-in/sign-in-words.server";
import { checksCopy } from "~/server/admin/studio/checks/checks-words.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { draftsCopy } from "~/server/admin/studio/drafts/drafts-words.server";
import { editorCopy } from "~/server/admin/studio/editor/editor-words.server";
import { listCopy } from "~/server/admin/studio/list/list-words.server";
import { mediaCopy } from "~/server/admin/studio/media/media-words.server";
import { previewCopy } from "~/server/admin/studio/publishing/preview-words.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { translatorsCopy } from "~/server/admin/studio/translations/translations-words.server";
import { followUpsWords } from "~/server/mail/emails/follow-ups-words.server";
import { confirmationWords, notificationWords } from "~/server/mail/mail-words.server";
import { sheetWords } from "~/specifier/sheet-words";
import { specifierWords } from "~/specifier/words";
import { languages } from "./languages";
import { messages } from "./messages.server";
import { emptyTexts, keyDifferences, placeholderDifferences, spanishLeftovers } from "./translation-check";

/**
 * The one check of every text the site and its e-mails say, in every language (decision 037):
 * each words module below, against its Spanish. A words module is a folder named `words` or
 * `<thing>-words` (one file per language, an index gathering them) or a file
 * `<feature>-words(.server).ts` holding every language inline; the tests at the end fail when
 * one exists that this list does not name.
 */
type WordsModule = {
  /** What the words are, as the test names them. */
  name: string;
  /** Where they live, from the repository's root: a folder (ending in "/") or a file. */
  paths: readonly string[];
  /** The languages it is written in, Spanish (the source) first. */
  languages: readonly string[];
  byLanguage: Readonly<Record<string, unknown>>;
  /**
   * Spanish left behind, looked for in every translation but where a module says why not: words
   * a language spells as Spanish does, and values that are only placeholders and a unit
   * (`unless`, matched on the quoted value) are not.
   */
  leftovers: false | { sameWords?: Readonly<Record<string, readonly string[]>>; unless?: RegExp };
  /** Groups of placeholders a language may use for one another. */
  placeholdersAlike?: readonly (readonly string[])[];
};

/** The rug's words and the configurator page's are shown together: the same words read alike in both. */
const configuratorLeftovers = {
  sameWords: {
    en: ["Material", "Rectangular", "Irregular", "Hexagonal", "Triangular", "Handtuft", "Robotuft"],
    de: ["Material", "Handtuft", "Robotuft"],
    it: ["Motivo", "Superficie", "Irregolare", "Handtuft", "Robotuft"],
    fr: ["Handtuft", "Robotuft", "Irrégulière"],
    nl: ["Handtuft", "Robotuft"],
  },
  unless: /"\{\{\w+\}\}( \w+)?"|"Ø \{\{\w+\}\} cm"|"\{\{\w+\}\} × \{\{\w+\}\} cm"|"\{\{\w+\}\}, \{\{\w+\}\}"/,
};

/** A back-office feature's words: Spanish and English inline, in its folder (read here, kept there). */
const desk = (
  feature: string,
  file: string,
  byLanguage: Readonly<Record<string, unknown>>,
  sameWords: readonly string[] = [],
): WordsModule => ({
  name: `the back office's ${feature} words`,
  paths: [`app/server/admin/${file}`],
  languages: adminLanguages,
  byLanguage,
  // The privacy page joins two counts, each in its language, alike: "{{leads}}, {{emails}}"; a
  // language's name before its field and a size in pixels are written alike too.
  leftovers: {
    unless: /^"\{\{\w+\}\}, \{\{\w+\}\}"$|^"\{\{\w+\}\}: "$|^"\{\{\w+\}\} × \{\{\w+\}\} px"$/,
    sameWords: { en: sameWords },
  },
});

const wordsModules: readonly WordsModule[] = [
  {
    name: "the interface messages",
    paths: ["app/i18n/locales/", "app/i18n/messages.server.ts"],
    languages,
    byLanguage: messages,
    // "General" is the same word in English and Spanish.
    leftovers: { sameWords: { en: ["General"] } },
  },
  {
    name: "the rug's words",
    paths: ["app/rug/words/"],
    languages,
    byLanguage: rugWords,
    leftovers: configuratorLeftovers,
  },
  {
    name: "the sample collection's and portfolio's words",
    paths: ["app/content/collection/words/"],
    languages,
    byLanguage: sampleCollectionWords,
    // Its names (colourways, cities, hotels) read alike in several languages: the documents it
    // seeds are looked at for Spanish left by the content checks, which know proper names
    // (app/content/validate.ts).
    leftovers: false,
  },
  {
    name: "the catalogue's words",
    paths: ["app/catalogue/catalogue-words.ts"],
    languages,
    byLanguage: catalogueWords,
    leftovers: {},
  },
  {
    name: "the collection's words",
    paths: ["app/collection/words/"],
    languages,
    byLanguage: collectionWords,
    leftovers: {
      sameWords: {
        en: ["Handtuft", "Robotuft"],
        de: ["Design", "Designs", "Hotels"],
        it: ["Tecnica", "Design", "Hotel", "fondo"],
        fr: ["Collection", "Technique", "Design", "Aviation", "Architecture", "Collections"],
        nl: ["Hotels"],
      },
      unless: /^"(\{\{\w+\}\}[, ]*)+"$|"\{\{width\}\} × \{\{length\}\} cm"/,
    },
  },
  {
    name: "the configurator page's words",
    paths: ["app/configurator/words/"],
    languages,
    byLanguage: configuratorPageWords,
    leftovers: configuratorLeftovers,
  },
  {
    name: "the portfolio's words",
    paths: ["app/portfolio/views/words/"],
    languages,
    byLanguage: portfolioWords,
    leftovers: {
      sameWords: {
        en: ["Retail", "Sector"],
        de: ["Hotels"],
        it: ["Retail", "Hotel", "Yacht"],
        fr: ["Retail", "Yachts", "Client", "Aviation", "Architecture", "Secteur"],
        nl: ["Retail", "Hotels", "Sector"],
      },
    },
  },
  { name: "the room view's words", paths: ["app/room/words/"], languages, byLanguage: roomWords, leftovers: {} },
  {
    name: "the specifier pack's words",
    paths: ["app/specifier/words/"],
    languages,
    byLanguage: specifierWords,
    // The outline's file is a "contorno" in Italian too.
    leftovers: { sameWords: { it: ["contorno-1-1-mm.dxf"] } },
  },
  {
    name: "the data sheet's words",
    paths: ["app/specifier/sheet-words/"],
    languages,
    byLanguage: sheetWords,
    leftovers: {
      sameWords: { it: ["Superficie", "Forma"] },
      unless: /^"[±Ø ]*\{\{\w+\}\}( [×·] \{\{\w+\}\})?( (mm|m²|g\/m²|%))?"$/,
    },
  },
  {
    name: "the specifier's project",
    paths: ["app/selection/words/"],
    languages,
    byLanguage: selectionWords,
    leftovers: { sameWords: { it: ["Superficie", "Peso"] }, unless: /^"\{\{\w+\}\} (m²|kg CO₂e)"$/ },
  },
  {
    name: "the project's FF&E schedule",
    paths: ["app/selection/schedule-words/"],
    languages,
    byLanguage: scheduleWords,
    leftovers: { sameWords: { en: ["Total"], fr: ["Total"] } },
  },
  {
    name: "the visitor's confirmation e-mail",
    paths: ["app/server/mail/words/", "app/server/mail/mail-words.server.ts"],
    languages,
    byLanguage: confirmationWords,
    leftovers: {},
  },
  {
    name: "the sales notification e-mail (Spanish only)",
    paths: ["app/server/mail/words/notification.server.ts"],
    languages: ["es"],
    byLanguage: { es: notificationWords },
    // Written for the sales team in Spanish only: there is no translation to look at.
    leftovers: false,
  },
  {
    name: "the morning e-mail of follow-ups",
    paths: ["app/server/mail/emails/follow-ups-words.server.ts"],
    languages: adminLanguages,
    byLanguage: followUpsWords,
    leftovers: {},
  },
  {
    name: "the sales team's reply templates",
    paths: ["app/leads/server/reply-templates/"],
    languages,
    byLanguage: replyTemplates,
    // German, Italian and French greet formally, by the whole name; the others by the first name.
    placeholdersAlike: [["{{firstName}}", "{{name}}"]],
    // The rug's phrase is only its placeholder in brackets.
    leftovers: { unless: /^" \(\{\{rug\}\}\)"$/ },
  },
  desk("dashboard", "dashboard/dashboard-words.server.ts", dashboardWords),
  desk("exports", "exports/exports-words.server.ts", exportsWords),
  desk("inbox", "inbox/inbox-words.server.ts", inboxWords),
  desk("lead owner", "lead/lead-owner-words.server.ts", leadOwnerWords),
  desk("lead reply", "lead/lead-reply-words.server.ts", leadReplyWords),
  desk("lead source", "lead/lead-source-words.server.ts", leadSourceWords),
  desk("lead", "lead/lead-words.server.ts", leadWords),
  desk("outbox", "outbox/outbox-words.server.ts", outboxWords),
  desk("privacy", "privacy/privacy-words.server.ts", privacyWords),
  desk("rules", "rules/rules-words.server.ts", rulesWords),
  desk("sign-in", "sign-in/sign-in-words.server.ts", signInWords),
  desk("shared", "admin-words.server.ts", adminCopy, ["Spam"]),
  desk("studio", "studio/studio-words.server.ts", studioCopy),
  desk("studio list", "studio/list/list-words.server.ts", listCopy),
  desk("studio editor", "studio/editor/editor-words.server.ts", editorCopy),
  desk("studio drafts", "studio/drafts/drafts-words.server.ts", draftsCopy),
  desk("studio checks", "studio/checks/checks-words.server.ts", checksCopy),
  desk("studio media", "studio/media/media-words.server.ts", mediaCopy),
  desk("studio collection entries", "studio/collection-entries/catalogue-words.server.ts", catalogueCopy, [
    "Rectangular",
    "Irregular",
    "Hexagonal",
    "Triangular",
  ]),
  desk("studio preview", "studio/publishing/preview-words.server.ts", previewCopy),
  desk("studio translations", "studio/translations/translations-words.server.ts", translatorsCopy),
];

describe.each(wordsModules)("$name", ({ languages: written, byLanguage, leftovers, placeholdersAlike }) => {
  const spanish = byLanguage.es;
  const translations = written.filter((lang) => lang !== "es");

  it("is written in each of its languages, Spanish first", () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...written].sort());
    expect(written[0]).toBe("es");
  });

  it.each(written)("leaves no text empty in %s", (lang) => {
    expect(emptyTexts(byLanguage[lang])).toEqual([]);
  });

  it.each(translations)("has every key Spanish has in %s (as many items in each list), and no other", (lang) => {
    expect(keyDifferences(spanish, byLanguage[lang])).toEqual({ missing: [], extra: [] });
  });

  it.each(translations)("fills the same placeholders as Spanish in %s", (lang) => {
    expect(placeholderDifferences(spanish, byLanguage[lang], placeholdersAlike)).toEqual([]);
  });

  if (leftovers)
    it.each(translations)("has no Spanish left in %s", (lang) => {
      const found = spanishLeftovers(spanish, byLanguage[lang], leftovers.sameWords?.[lang]).filter(
        (leftover) => !leftovers.unless?.test(leftover.slice(leftover.indexOf('"'))),
      );
      expect(found).toEqual([]);
    });
});

describe("the checks themselves", () => {
  it("catch an empty text and a placeholder written otherwise, and let placeholders alike pass", () => {
    expect(emptyTexts({ a: "Hola", b: [" "] })).toEqual(["b[0]"]);
    expect(placeholderDifferences({ a: "Hola, {{name}}" }, { a: "Hello, {name}" })).toHaveLength(1);
    expect(placeholderDifferences({ a: "{{firstName}}" }, { a: "{{name}}" }, [["{{firstName}}", "{{name}}"]])).toEqual(
      [],
    );
  });
});

const root = path.resolve(import.meta.dirname, "../..");

/** Every folder and file under `dir` (from the repository's root), folders ending in "/". */
function entriesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const at = `${dir}/${entry.name}`;
    return entry.isDirectory() ? [`${at}/`, ...entriesUnder(at)] : [at];
  });
}

/**
 * Folders of per-language modules that are not words modules, and why: the content documents'
 * seeds (pages, shared sections, home), which the studio edits and publishes, checked against
 * their schemas by locales.test.ts and on every publish.
 */
const contentSeeds = /^app\/content\/(pages|sections)\/[^/]+\/$|^app\/content\/home\/$/;

describe("the list of words modules", () => {
  const entries = entriesUnder("app");
  const listed = new Set(wordsModules.flatMap((module) => module.paths));

  it("names every words folder and words module of the code", () => {
    const onDisk = entries.filter(
      (entry) => /\/([\w-]+-)?words\/$/.test(entry) || /-words(\.server)?\.tsx?$/.test(entry),
    );
    expect(onDisk.length).toBeGreaterThan(20);
    expect(onDisk.filter((entry) => !listed.has(entry))).toEqual([]);
  });

  it("names only what exists", () => {
    expect([...listed].filter((entry) => !entries.includes(entry))).toEqual([]);
  });

  it("keeps every folder of per-language files under a words name, or names why not", () => {
    const perLanguage = [
      ...new Set(
        entries.filter((entry) => /\/es(\.server)?\.tsx?$/.test(entry)).map((entry) => `${path.dirname(entry)}/`),
      ),
    ];
    const outside = perLanguage.filter(
      (folder) => !/\/([\w-]+-)?words\//.test(folder) && !listed.has(folder) && !contentSeeds.test(folder),
    );
    expect(outside).toEqual([]);
  });
});
