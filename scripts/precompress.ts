// Writes brotli and gzip twins of every compressible file of the client build, so the server
// sends compressed bytes without compressing on each request. The files are compressed on
// libuv's thread pool, as many at once as the machine has cores: brotli at quality 11 is the
// build's longest step, and one file at a time left every core but one idle (76 s on a 2-core
// machine, 2026-12-07).
import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = path.resolve(import.meta.dirname, "../build/client");
const compressible = /\.(html|js|css|json|svg|xml|txt|data|webmanifest)$/;

const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => statSync(file).size >= 256);

let before = 0;
let after = 0;

async function compress(file: string) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  before += source.length;
  after += br.length;
}

// Each worker takes the next file until none is left: the largest files do not wait on one core.
let next = 0;
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    while (next < files.length) await compress(files[next++] as string);
  }),
);

console.log(
  `precompress: ${files.length} files, ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`,
);
