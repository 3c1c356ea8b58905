import type { AddressInfo } from "node:net";
import { createServer } from "node:net";

/**
 * A loopback port nothing listens on, chosen by the system. Tests start their servers on these
 * rather than on numbers of their own: a fixed range met, one run in thirty, the database server
 * some machines run on 3306, and another spec's instance running at the same time.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
