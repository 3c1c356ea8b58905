// What a stranger can send the site, as the bench (`npm run bench`, BENCH_ONLY=strangers) and the
// end-to-end tests (tests/e2e/serving-strangers.spec.ts) send it: each attack by name, on the
// connection (stranger-connections.ts) or as a flood of requests (stranger-floods.ts), runs until
// its `stop()` and reports what it sent; here they are started in a process of their own. Only
// ever aimed at a server of the project's own on loopback.
import { spawn } from "node:child_process";
import { type Attack, abortedPosts, droppedConnections, slowBodies } from "./stranger-connections.ts";
import {
  configuratorRenders,
  filteredLists,
  formlessPosts,
  junkQueries,
  manifestRequests,
  optionsRequests,
  plainPages,
  sitemaps,
  specifierPacks,
  specifierPacksFromManyAddresses,
  specSheets,
  unknownAddresses,
} from "./stranger-floods.ts";

const attacks = {
  "aborted-posts": abortedPosts,
  "slow-bodies": (base: string, connections: number) => slowBodies(base, connections, 5_000),
  "dropped-connections": droppedConnections,
  "unknown-addresses": unknownAddresses,
  "spec-sheets": specSheets,
  "specifier-packs": specifierPacks,
  "options-requests": optionsRequests,
  "formless-posts": formlessPosts,
  "manifest-requests": manifestRequests,
  "junk-queries": junkQueries,
  "filtered-lists": filteredLists,
  "configurator-renders": configuratorRenders,
  "plain-pages": plainPages,
  sitemaps,
  "specifier-packs-from-many-addresses": specifierPacksFromManyAddresses,
} satisfies Record<string, (base: string, connections: number) => Attack>;

export type AttackName = keyof typeof attacks;

/**
 * An attack in a process of its own (`node scripts/strangers.ts <attack> <base> <connections>`),
 * so that sending it does not take the time of the client measuring the pages: it runs until
 * SIGTERM and then prints what it sent as JSON.
 */
export function attackFromAnotherProcess(name: AttackName, base: string, connections: number): Attack {
  const child = spawn(process.execPath, [import.meta.filename, name, base, String(connections)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    stop: async () => {
      child.kill("SIGTERM");
      // It answers once its requests in flight have ended; one that hangs past this ends it unanswered.
      const hung = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(hung);
      return JSON.parse(output || '{"sent":0,"statuses":{}}');
    },
  };
}

if (import.meta.main) {
  const [name, base, connections] = process.argv.slice(2);
  const attack = attacks[name as AttackName](base ?? "", Number(connections));
  process.once("SIGTERM", async () => {
    process.stdout.write(JSON.stringify(await attack.stop()));
    process.exit(0);
  });
}
