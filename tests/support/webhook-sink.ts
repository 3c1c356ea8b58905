import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { changes } from "./changes";

export type ReceivedWebhook = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/**
 * A CRM stand-in on loopback that keeps every request it receives (the body as sent) and answers
 * each with the next status of `statuses` (200 once they run out; a 3xx to `location`), after
 * `delayMs` when set (a slow receiver), never when `hangs` (a receiver that has hung).
 * `receivedCount(n)` waits until it has received n requests.
 */
export async function startWebhookSink(
  port = 0,
  options: { statuses?: number[]; delayMs?: number; hangs?: boolean; location?: string } = {},
) {
  const received: ReceivedWebhook[] = [];
  const arrived = changes();
  const statuses = [...(options.statuses ?? [])];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      arrived.changed();
      if (options.hangs) return;
      const status = statuses.shift() ?? 200;
      const answer = () => {
        const location = status >= 300 && status < 400 ? { Location: options.location ?? "http://127.0.0.1:9/" } : {};
        response.writeHead(status, { "Content-Type": "text/plain", ...location }).end(String(status));
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    received,
    receivedCount: (n: number) => arrived.until(() => received.length >= n),
    /** Statuses still to answer, in order (push more to have it fail again). */
    statuses,
    port: address.port,
    url: `http://127.0.0.1:${address.port}/hooks/leads`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The Standard Webhooks headers of a received request, as a verifying library takes them. */
export function signatureHeaders(request: ReceivedWebhook): {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
} {
  const header = (name: string) => String(request.headers[name] ?? "");
  return {
    "webhook-id": header("webhook-id"),
    "webhook-timestamp": header("webhook-timestamp"),
    "webhook-signature": header("webhook-signature"),
  };
}
