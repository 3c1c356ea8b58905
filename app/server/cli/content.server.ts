import { readFile, writeFile } from "node:fs/promises";
import { isLanguage } from "~/i18n/languages";
import { seedContent } from "../content/store/seed.server";
import {
  exportTranslations,
  importTranslations,
  nothingToTranslate,
  type TranslationLanguage,
} from "../content/translations.server";
import { XliffError } from "../content/xliff/model.server";
import { type Io, processIo, withConfiguredStorage } from "./operator-storage.server";

const usage = `Usage:
  npm run content -- export --lang en|de|it|fr|nl [--outdated] [--draft] [--out FILE]
      a language's texts as XLIFF 2.0 (Spanish source, current translation as target),
      from the live version, to FILE or to standard output; texts whose Spanish changed since
      their translation are marked state="initial"; with --outdated, only those; with --draft,
      from each document's draft where it has one; when nothing is to translate, an empty
      XLIFF file all the same
  npm run content -- import FILE [--publish]
      a translated XLIFF 2.0 file back, as drafts; with --publish, each document is published
      when it passes every check (the others stay drafts, with their problems listed)`;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * `npm run content`: the translation round trip from a shell, with the server's configuration
 * (DATABASE_URL, DATA_DIR) and code. Progress goes to standard error, so standard output can
 * be the file itself. Answers the exit code.
 */
export async function runContentCommand(args: readonly string[], io: Io = processIo): Promise<number> {
  const [command] = args;
  if (command === "export") {
    const lang = option(args, "--lang");
    if (!isLanguage(lang) || lang === "es") {
      io.err(`Give the language to translate into: --lang en, de, it, fr or nl.\n\n${usage}`);
      return 2;
    }
    const out = option(args, "--out");
    const options = { outdated: args.includes("--outdated"), draft: args.includes("--draft") };
    return withConfiguredStorage(io, async (storage) => {
      await seedContent(storage);
      const found = await exportTranslations(storage, lang as TranslationLanguage, new Date(), options);
      // Nothing found is still a file: an empty, valid XLIFF, so a script or an agency gets one.
      const xml = found ?? nothingToTranslate(lang as TranslationLanguage);
      const nothing = `Nothing to translate: every ${lang} text is up to date with its Spanish.`;
      if (!out) {
        if (found === null) io.err(`${nothing} Wrote an empty XLIFF file.`);
        (io.write ?? ((text: string) => process.stdout.write(text)))(xml);
        return 0;
      }
      await writeFile(out, xml);
      if (found === null) {
        io.err(`${nothing} Wrote an empty XLIFF file to ${out}.`);
        return 0;
      }
      const units = (xml.match(/<unit /g) ?? []).length;
      const outdated = (xml.match(/<segment state="initial">/g) ?? []).length;
      io.err(`Wrote ${units} texts in ${lang} to ${out} (${outdated} to translate)`);
      return 0;
    });
  }
  if (command === "import") {
    const file = args[1];
    if (!file || file.startsWith("--")) {
      io.err(`Give the XLIFF file to import.\n\n${usage}`);
      return 2;
    }
    let xml: string;
    try {
      xml = await readFile(file, "utf8");
    } catch (error) {
      io.err(`Could not read ${file}: ${(error as Error).message}`);
      return 1;
    }
    return withConfiguredStorage(io, async (storage) => {
      await seedContent(storage);
      try {
        const result = await importTranslations(storage, xml, {
          actor: "command line",
          now: new Date(),
          publish: args.includes("--publish"),
        });
        if (!result.ok) {
          io.err(`Nothing imported: the file has ${result.units.length} text(s) the site does not have:`);
          for (const unit of result.units.slice(0, 50)) io.err(`  - ${unit}`);
          if (result.units.length > 50) io.err(`  ... and ${result.units.length - 50} more`);
          return 1;
        }
        if (result.documents.length === 0) io.out(`Nothing to change: every ${result.lang} text is as in the file.`);
        let refused = 0;
        for (const doc of result.documents) {
          const state = doc.published
            ? "published"
            : doc.issues.length > 0
              ? `draft, not published: ${doc.issues.length} problem(s)`
              : "draft";
          io.out(
            doc.changed === 0
              ? `${doc.id}: its draft, which already held the file's texts (${state})`
              : `${doc.id}: ${doc.changed} text(s) changed (${state})`,
          );
          for (const issue of doc.issues.slice(0, 10))
            io.out(
              // A style warning does not block: an editor confirms it in the studio.
              `    ${issue.lang ?? "structure"} ${issue.path}: ${issue.severity === "warning" ? "style warning, confirm in the studio: " : ""}${issue.rule ?? issue.code}${issue.detail ? ` (${issue.detail})` : ""}`,
            );
          if (doc.issues.length > 0) refused++;
        }
        return refused > 0 ? 1 : 0;
      } catch (error) {
        if (error instanceof XliffError) {
          io.err(`Not imported: ${error.message}`);
          return 1;
        }
        throw error;
      }
    });
  }
  io.err(usage);
  return command ? 2 : 0;
}
