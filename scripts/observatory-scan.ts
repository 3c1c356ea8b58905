// `node scripts/observatory-scan.ts <host> <httpPort> <httpsPort>`: grades a running site with the
// MDN HTTP Observatory's own tests and prints the result as JSON. It scans ports of our choosing
// (its `scan()` ignores them), so it can grade a local server; for a self-signed certificate, run
// it with NODE_EXTRA_CA_CERTS pointing at that certificate.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [host = "localhost", httpPort = "80", httpsPort = "443"] = process.argv.slice(2);
const root = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
// Its install script downloads the HSTS preload list; offline installs skip it. Our host is not
// on that list either way, so an empty list grades the same.
const preload = path.join(root, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}");

const { retrieve } = await import(path.join(root, "src/retriever/retriever.js"));
const { ALL_TESTS } = await import(path.join(root, "src/constants.js"));
const { getGradeForScore, getScoreModifier } = await import(path.join(root, "src/grader/grader.js"));
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(path.join(root, "src/grader/charts.js"));

type TestResult = { result: string; pass: boolean; constructor: { name: string } };

const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`Nothing answered at ${host}:${httpPort}/${httpsPort}`);
let withExtraCredit = 100;
let uncurved = 100;
const tests: Record<string, { result: string; pass: boolean; modifier: number }> = {};
for (const test of ALL_TESTS as ((requests: unknown) => TestResult)[]) {
  const outcome = test(requests);
  const modifier = getScoreModifier(outcome.result) as number;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[outcome.constructor.name] = { result: outcome.result, pass: outcome.pass, modifier };
}
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
const { grade } = getGradeForScore(score) as { grade: string };
console.log(JSON.stringify({ grade, score, tests }));
