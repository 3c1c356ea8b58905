import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseSync } from "vite";

/**
 * The import map of the code as the architecture test reads it (app/architecture.test.ts): each
 * file of app/ and scripts/ parsed for the modules it names, each name resolved to a file of ours
 * (or a package), and the circles in the map found.
 */

const root = path.resolve(import.meta.dirname, "../..");
const codeFile = /\.(ts|tsx)$/;
/** What an import may name that is no module of ours: styles, fonts, pictures, data. */
const assetFile = /\.(css|json|woff2?|svg|png|jpe?g|webp|avif|txt|html)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return codeFile.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** An import of one of our files: where it is, what it names, the file it resolves to. */
export type Import = { from: string; specifier: string; to: string | null; line: number };

/** The module specifiers a file names: static imports and re-exports (types too), `import("…")`, `typeof import("…")`. */
function specifiersOf(file: string, source: string): { specifier: string; at: number }[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const found: { specifier: string; at: number }[] = [];
  const literal = (node: unknown): string | null => {
    const n = node as { type?: string; value?: unknown; quasis?: { value: { cooked: string } }[]; expressions?: [] };
    if (n?.type === "Literal" && typeof n.value === "string") return n.value;
    if (n?.type === "TemplateLiteral" && n.expressions?.length === 0) return n.quasis?.[0]?.value.cooked ?? null;
    return null;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as Record<string, unknown> & { type?: string; start: number };
    const named =
      n.type === "ImportDeclaration" ||
      n.type === "ExportNamedDeclaration" ||
      n.type === "ExportAllDeclaration" ||
      n.type === "ImportExpression" ||
      n.type === "TSImportType"
        ? literal(n.source)
        : n.type === "TSExternalModuleReference"
          ? literal(n.expression)
          : null;
    if (named !== null) found.push({ specifier: named, at: n.start });
    for (const value of Object.values(n)) if (value && typeof value === "object") visit(value);
  };
  visit(program);
  return found;
}

/** The file an import names: `~/` is app/; a relative path from the file; packages are not ours (null). */
function resolve(from: string, specifier: string): string | null | "unresolved" {
  const bare = specifier.replace(/\?.*$/, "");
  // A file imported as text (`?raw`, the back office's browser scripts): not code of this program.
  if (/\?raw$/.test(specifier) && (bare.startsWith("./") || bare.startsWith("../")))
    return existsSync(path.join(root, path.posix.join(path.posix.dirname(from), bare))) ? null : "unresolved";
  let base: string;
  if (bare.startsWith("~/")) base = `app/${bare.slice(2)}`;
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.posix.join(path.posix.dirname(from), bare);
  else return null;
  // React Router's generated route types live outside the sources.
  if (base.includes("/+types/") || assetFile.test(base)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (
      codeFile.test(candidate) &&
      existsSync(path.join(root, candidate)) &&
      statSync(path.join(root, candidate)).isFile()
    )
      return candidate;
  }
  return "unresolved";
}

/**
 * Every import of app/ and scripts/: the files read, the imports that name one of ours, those
 * naming no file, and those of packages.
 */
export function readImports(): { files: string[]; imports: Import[]; unresolved: string[]; packages: Import[] } {
  const files = [...sourceFiles("app"), ...sourceFiles("scripts")];
  const imports: Import[] = [];
  const packages: Import[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const { specifier, at } of specifiersOf(file, source)) {
      const line = source.slice(0, at).split("\n").length;
      const to = resolve(file, specifier);
      if (to === "unresolved") unresolved.push(`${file}:${line} imports "${specifier}", which is no file`);
      else if (to) imports.push({ from: file, specifier, to, line });
      else packages.push({ from: file, specifier, to: null, line });
    }
  }
  return { files, imports, unresolved, packages };
}

/** The strongly connected parts of the graph with more than one file (or a file importing itself). */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)?.has(file)) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found;
}

/** One way round a circle, from its first file back to it (`a -> b -> c -> a`), and how many files it joins. */
export function wayRound(graph: Map<string, Set<string>>, part: readonly string[]): string {
  const members = new Set(part);
  const start = part[0] ?? "";
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at))
          way.splice(1, 0, at);
        const others = part.length - way.length;
        return (
          [...way, start].join(" -> ") +
          (others > 0 ? ` (and ${others} more file${others === 1 ? "" : "s"} in the same circle)` : "")
        );
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return part.join(", ");
}
