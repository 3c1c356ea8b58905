// A TCP proxy to a PostgreSQL server that can be cut and restored, as a database restart or a cut
// network does it: every connection dropped, new ones refused, until restored. The database
// outage's end-to-end test (tests/e2e/serving-database-outage.spec.ts) and its bench
// (scripts/bench-outage.ts) put it between the site and the machine's PostgreSQL.
import { createServer, type Socket, connect as tcpConnect } from "node:net";

/** Listens on `port` of loopback and passes every connection on to the server of `databaseUrl`. */
export async function databaseProxy(databaseUrl: string, port: number) {
  const target = new URL(databaseUrl);
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", close);
    upstream.on("error", close);
    client.on("close", close);
    upstream.on("close", close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    /** The database's address through the proxy, on `schema`. */
    url: (schema: string) =>
      `postgres://${target.username}@127.0.0.1:${port}${target.pathname}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    cut: () => {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
