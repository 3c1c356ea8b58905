// Builds the site when the build is missing or older than its sources (or was built for another
// SITE_URL, ANALYTICS_SCRIPT_URL or retention period, which pre-rendered pages carry). Used by
// `npm start` and by the operator commands, which run the built server code.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "build/.fingerprint");
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

function fingerprint(): string {
  const hash = createHash("sha256");
  // Pre-rendered pages carry these settings.
  for (const name of ["SITE_URL", "ANALYTICS_SCRIPT_URL", "LEAD_RETENTION_DAYS", "OUTBOX_KEEP_DAYS"])
    hash.update(`${name}=${process.env[name] ?? ""}\n`);
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const stats = statSync(full);
    const files = stats.isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          // Build outputs kept under public/ (images, catalogues) are not inputs.
          .filter((entry) => entry.isFile() && !/[\\/]public[\\/](img|catalogues)\b/.test(entry.parentPath))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files) {
      const fileStats = statSync(file);
      hash.update(`${path.relative(root, file)}:${fileStats.size}:${fileStats.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

/** Builds when needed (progress on standard error, so a command's own output stays clean). */
export function ensureBuilt() {
  const current = fingerprint();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (current === built && existsSync(path.join(root, "build/server/index.js"))) return;
  console.error("Building the site (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}
