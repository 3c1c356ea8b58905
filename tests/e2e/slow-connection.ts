import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the site that sends each HTML page's body in small pieces with a pause after
 * each, as a slow connection (or a busy phone's parser) delivers it: the browser paints what it has
 * parsed so far after every piece. The head (nothing is painted before the body) comes at once;
 * everything else passes straight through.
 */
export async function slowHtmlProxy(target: string, { piece = 512, pauseMs = 20 } = {}) {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        // A connection of its own per request: reusing one the site is just closing for being idle
        // resets it, and the browser would wait for an answer that never comes.
        agent: false,
        // Uncompressed, so the pieces are pieces of the page itself.
        headers: { ...incoming.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      async (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers["content-type"]).startsWith("text/html")) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        delete headers["content-length"];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        const parts: Buffer[] = [];
        try {
          for await (const part of answer) parts.push(part as Buffer);
          const body = Buffer.concat(parts);
          const bodyStart = Math.max(0, body.indexOf("<body"));
          outgoing.write(body.subarray(0, bodyStart));
          for (let start = bodyStart; start < body.length && !outgoing.destroyed; start += piece) {
            outgoing.write(body.subarray(start, start + piece));
            await new Promise((resolve) => setTimeout(resolve, pauseMs));
          }
          outgoing.end();
        } catch {
          // The site's answer broke off: so does the browser's, rather than hanging.
          outgoing.destroy();
        }
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // Without waiting for the browser's open connections: one still busy (a request the page
    // sent as the test ended) would hold the close, and the test, until its timeout.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
