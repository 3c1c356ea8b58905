// The Nu HTML Checker (the W3C validator, npm `vnu-jar`, run with the machine's Java) over the
// pre-rendered pages. `npm run check:html` prints what it finds; the end-to-end suite fails on it.
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

export type HtmlMessage = { file: string; line?: number; message: string; extract?: string };

const root = path.resolve(import.meta.dirname, "..");
export const pagesDir = path.join(root, "build/client");

/**
 * Errors the checker reports on valid CSS it does not know. Every page inlines the site
 * stylesheet, which Tailwind writes with rules newer than the checker's CSS parser: `@property`
 * for its variables, and feature tests (`@supports`) for `margin-trim` and for gradients that
 * name their colour space (`linear-gradient(in lab, …)`), after which the parser loses its place
 * and reports a parse error at the end of the stylesheet. Only CSS messages of these shapes are
 * set aside; every HTML error, and any other CSS error, counts.
 */
export const checkerGaps: readonly RegExp[] = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  /^CSS: “background-image”: “in” is not a “color” value\.?$/,
  /^CSS: “background-image”: Parse Error\.?$/,
  /^CSS: Parse Error\.?$/,
];

/** Every pre-rendered page (index.html files and the 404 page) under `dir`. */
export function prerenderedPages(dir = pagesDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file))
    .sort();
}

/** The checker's errors on `files`, less the CSS it cannot read (see `checkerGaps`). */
export async function checkHtml(files: readonly string[]): Promise<HtmlMessage[]> {
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
  // vnu exits 1 when it finds an error; its JSON report is on standard error either way.
  const { stderr } = await promisify(execFile)("java", ["-jar", jar, "--format", "json", "--errors-only", ...files], {
    maxBuffer: 256 * 1024 * 1024,
  }).catch((failure: { stderr?: string; message: string }) => {
    if (!failure.stderr?.startsWith("{")) throw new Error(`The HTML checker did not run: ${failure.message}`);
    return { stderr: failure.stderr };
  });
  const report = JSON.parse(stderr) as {
    messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error" && !checkerGaps.some((gap) => gap.test(m.message)))
    .map((m) => ({
      file: m.url ? path.relative(pagesDir, new URL(m.url).pathname) : "(checker)",
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}

if (import.meta.main) {
  const files = prerenderedPages();
  if (files.length === 0) {
    console.error("No pre-rendered pages: run npm run build first.");
    process.exit(1);
  }
  console.log(`Checking ${files.length} pages with the Nu HTML Checker...`);
  const errors = await checkHtml(files);
  for (const error of errors) console.log(`${error.file}:${error.line ?? "?"}: ${error.message}`);
  console.log(errors.length === 0 ? `${files.length} pages, no error.` : `${errors.length} error(s).`);
  process.exitCode = errors.length === 0 ? 0 : 1;
}
