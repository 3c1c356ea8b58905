// Whether the production build matches its sources. The build's stamp (build/.fingerprint) is a
// hash of the contents of every input, and of the settings pre-rendered pages carry, taken
// before `npm run build` ran: a copied project, new file times or a second checkout of the same
// sources do not count as changes; an edit or another SITE_URL does. `npm start` builds only when
// it differs; no other command builds (the operator commands: built-server.ts).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const inputs = [
  "app",
  "public",
  "assets",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "server.js",
];
/** Settings the pre-rendered pages and the catalogues carry. */
const builtSettings = ["SITE_URL", "ANALYTICS_SCRIPT_URL", "LEAD_RETENTION_DAYS", "OUTBOX_KEEP_DAYS"];
/** Build outputs kept under public/ (images, catalogues), and tests: not inputs. */
const notInputs = /[\\/]public[\\/](img|catalogues)([\\/]|$)|\.test\.tsx?$/;

export function fingerprint(dir = root, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  for (const name of builtSettings) hash.update(`${name}=${env[name] ?? ""}\n`);
  for (const input of inputs) {
    const full = path.join(dir, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [full];
    for (const file of files.filter((candidate) => !notInputs.test(candidate)).sort()) {
      const content = createHash("sha256").update(readFileSync(file)).digest("hex");
      hash.update(`${path.relative(dir, file).split(path.sep).join("/")}:${content}\n`);
    }
  }
  return hash.digest("hex");
}

const stampFile = (dir: string) => path.join(dir, "build/.fingerprint");

export function writeStamp(stamp: string, dir = root) {
  writeFileSync(stampFile(dir), stamp);
}

/** Whether `dir`'s build is missing or was made from other sources or settings. */
export function needsBuild(dir = root, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!existsSync(path.join(dir, "build/server/index.js")) || !existsSync(stampFile(dir))) return true;
  return readFileSync(stampFile(dir), "utf8") !== fingerprint(dir, env);
}

/**
 * Builds when needed, for `npm start` (progress on standard error, so the server's log on standard
 * output stays clean).
 */
export function ensureBuilt() {
  if (!needsBuild()) return;
  console.error("Building the site (its sources or settings changed since the last build)...");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.ts")], {
    cwd: root,
    stdio: ["ignore", 2, 2],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
