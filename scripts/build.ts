// `npm run build`: the production build, step by step with its progress, then the stamp that lets
// `npm start` serve it without building again (see build-if-needed.ts).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fingerprint, root, writeStamp } from "./build-if-needed.ts";

const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.cjs",
);
const steps: [name: string, args: string[]][] = [
  ["images", ["scripts/images.ts"]],
  ["catalogues", ["scripts/catalogues.ts"]],
  ["pages (client, server and every page pre-rendered)", [reactRouterCli, "build"]],
  ["client build without dotfiles (the image step's bookkeeping)", ["scripts/client-dotfiles.ts"]],
  ["compression", ["scripts/precompress.ts"]],
];

const stamp = fingerprint(); // the sources as they are when the build starts
const started = performance.now();
for (const [index, [name, args]] of steps.entries()) {
  console.log(`\nbuild ${index + 1} of ${steps.length}: ${name}`);
  const stepStarted = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(
    `build ${index + 1} of ${steps.length}: ${name} done in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`,
  );
}
writeStamp(stamp);
console.log(`\nbuild: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
