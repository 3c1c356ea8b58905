// A stranger's attacks on the connection itself, below HTTP's requests: posts that declare a
// body and hang up, bodies that arrive a byte at a time, connections dropped before or inside a
// request's head. Each runs until its `stop()` and reports what it sent (scripts/strangers.ts
// lists every attack). Only ever aimed at a server of the project's own on loopback.
import { connect, type Socket } from "node:net";

export type Attack = { stop: () => Promise<{ sent: number; statuses: Record<string, number> }> };

/** An attack run in this process, whose progress can be followed as it runs. */
export type WatchedAttack = Attack & {
  /** How many of its requests have had their answer (or their end) so far. */
  answered: () => number;
  /** Every connection of it at work: each has had an answer, or holds its connection open. */
  underWay: () => boolean;
};

const endpoint = (base: string) => {
  const url = new URL(base);
  return { host: url.hostname, port: Number(url.port) };
};

/** A loop of `connections` workers, each running `one()` until stopped; counts what `one()` answers. */
export function loop(connections: number, one: (worker: number, i: number) => Promise<string>): WatchedAttack {
  let stopped = false;
  let sent = 0;
  let answered = 0;
  const answering = new Set<number>();
  const statuses: Record<string, number> = {};
  const workers = Array.from({ length: connections }, async (_, worker) => {
    while (!stopped) {
      const status = await one(worker, sent++).catch(() => "error");
      statuses[status] = (statuses[status] ?? 0) + 1;
      answered++;
      answering.add(worker);
    }
  });
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      return { sent, statuses };
    },
    answered: () => answered,
    underWay: () => answering.size === connections,
  };
}

/** A raw HTTP client on its own socket: writes `head` (and `body`), resolves with the status line's code or "closed". */
export function rawExchange(base: string, head: string, body = "", hangUpAfterMs?: number): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(endpoint(base));
    let answer = "";
    const done = (status: string) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(30_000, () => done("timeout"));
    socket.on("error", () => done("error"));
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1];
      if (status) done(status);
    });
    socket.on("close", () => done(answer ? "other" : "closed"));
    socket.write(head + body);
    if (hangUpAfterMs !== undefined) setTimeout(() => done("hung_up"), hangUpAfterMs);
  });
}

const formHead = (path: string, length: number, forwardedFor: string, origin: string) =>
  `POST ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\n` +
  `X-Forwarded-For: ${forwardedFor}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
  `Content-Length: ${length}\r\n\r\n`;

/**
 * Form posts that declare a large body, send a little of it and hang up: what killed every
 * server process when the busy page read a body whose client had gone.
 */
export function abortedPosts(base: string, connections: number, path = "/contacto"): WatchedAttack {
  return loop(connections, (worker, i) =>
    rawExchange(base, formHead(path, 60_000, `198.51.100.${worker + 1}`, base), `_form=contact&n=${i}&message=`, 50),
  );
}

/**
 * Form posts whose body arrives a byte every `everyMs`: each holds its connection for as long as
 * the server lets it.
 */
export function slowBodies(base: string, connections: number, everyMs = 5_000): WatchedAttack {
  const sockets = new Set<Socket>();
  const holding = new Set<Socket>();
  let stopped = false;
  const attack = loop(
    connections,
    (worker) =>
      new Promise((resolve) => {
        if (stopped) return resolve("stopped");
        const socket = connect(endpoint(base));
        sockets.add(socket);
        let answer = "";
        const finish = (status: string) => {
          clearInterval(drip);
          sockets.delete(socket);
          holding.delete(socket);
          socket.destroy();
          resolve(status);
        };
        socket.on("error", () => finish("error"));
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
        });
        socket.on("close", () => finish(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? "closed"));
        socket.write(formHead("/contacto", 2_000, `198.51.101.${worker + 1}`, base), () => holding.add(socket));
        const drip = setInterval(() => {
          if (stopped) finish("stopped");
          else socket.write("a");
        }, everyMs);
      }),
  );
  return {
    stop: () => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      return attack.stop();
    },
    answered: attack.answered,
    // Its bodies are answered only when the server gives up on them: at work once every
    // connection is open and has sent its request's head.
    underWay: () => holding.size === connections,
  };
}

/** Connections opened and dropped: some before a byte, some half-way through a request's head. */
export function droppedConnections(base: string, connections: number): WatchedAttack {
  return loop(connections, (worker, i) =>
    rawExchange(base, i % 2 === 0 ? "" : `GET /hoteles HTTP/1.1\r\nHost: x\r\nX-Junk: ${worker}`, "", 20),
  );
}
