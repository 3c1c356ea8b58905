import type { Request, RequestHandler, Response } from "express";
import { log } from "~/platform/observability/log.server";
import { postBodiesRefused } from "~/platform/observability/metrics.server";
import { onceAnswered } from "./answered.server";

/** Why a post's body was not read to its end. */
export type BodyRefusal = "memory" | "too_slow" | "aborted" | "too_long";

export type BodyIntakeOptions = {
  /**
   * Bytes of post bodies this process holds at once (declared lengths of the bodies being read
   * or waiting for their answer): a flood of large posts is refused before it is read, rather
   * than taking the process's memory.
   */
  maxHeldBytes: number;
  /** Every body has this long to arrive, plus `length / minBytesPerSecond`. */
  baseMs: number;
  /** The slowest upload waited for: a 5 MB room picture from a phone on a poor connection (20 KB/s) in 4.5 minutes. */
  minBytesPerSecond: number;
  /** The answer to a post refused for memory (503 with Retry-After, in the visitor's language). */
  busy: (request: Request, response: Response) => void;
};

export const defaultBodyIntake = {
  maxHeldBytes: 64 * 1024 * 1024,
  baseMs: 10_000,
  minBytesPerSecond: 20 * 1024,
} satisfies Omit<BodyIntakeOptions, "busy">;

/** The body a post arrived with, read whole by `bodyIntake` (absent before it, and for GET). */
export const postedBody = (response: Response): Buffer | undefined => response.locals.body as Buffer | undefined;

/**
 * Reads a public post's body whole before any of the process's bounded places is spent on it
 * (the form post admission's slots, a database connection, a render), so a client that sends
 * slowly, or hangs up half-way, costs a socket and the bytes it sent, never a visitor's place:
 *
 * - the declared length (postGuard has checked it against the route's limit) is reserved
 *   against `maxHeldBytes` first; past it the post is answered 503 with `Retry-After`;
 * - the body must arrive within `baseMs + length / minBytesPerSecond` (a 64 KB form: 13 s);
 *   later, it is answered 408 and the connection closed;
 * - a client that hangs up is let go quietly (there is nobody to answer);
 * - more bytes than declared: 413.
 *
 * The body is then in `response.locals.body` (postedBody) for the form admission's busy page and
 * for React Router's request (request-handler.server.ts).
 */
export function bodyIntake(options: BodyIntakeOptions): RequestHandler {
  let held = 0;
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return next();
    const length = Number(request.headers["content-length"] ?? 0);
    if (held + length > options.maxHeldBytes) {
      refused("memory", length);
      response.set("Connection", "close");
      return options.busy(request, response);
    }
    held += length;
    onceAnswered(response, () => {
      held -= length;
    });
    if (length === 0) {
      response.locals.body = Buffer.alloc(0);
      return next();
    }

    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onAborted);
      request.off("aborted", onAborted);
      response.off("close", onAborted);
    };
    const answerAndClose = (status: number, text: string) => {
      settle();
      // The client may still be sending: the answer goes out, then the connection is closed.
      response.once("finish", () => request.socket.destroy());
      response.status(status).set("Connection", "close").type("text/plain; charset=utf-8").send(text);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > length) {
        refused("too_long", length);
        return answerAndClose(413, "Request too large");
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (settled) return;
      settle();
      response.locals.body = Buffer.concat(chunks, received);
      next();
    };
    const onAborted = () => {
      if (settled) return;
      settle();
      refused("aborted", length);
      // Nobody is left to answer; the bytes read are dropped with the request.
      request.destroy();
    };
    const timer = setTimeout(
      () => {
        if (settled) return;
        refused("too_slow", length, received);
        answerAndClose(408, "The request took too long to arrive");
      },
      options.baseMs + (length / options.minBytesPerSecond) * 1000,
    );
    timer.unref();
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onAborted);
    request.on("aborted", onAborted);
    response.on("close", onAborted);
  };
}

function refused(reason: BodyRefusal, declared: number, received?: number) {
  postBodiesRefused.inc({ reason });
  // A hang-up is ordinary (a closed tab); the rest say something about the client.
  if (reason === "aborted") log.debug({ event: "post_body_refused", reason, declared });
  else log.warn({ event: "post_body_refused", reason, declared, ...(received === undefined ? {} : { received }) });
}
