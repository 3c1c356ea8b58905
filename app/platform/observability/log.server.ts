import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

/** The request a log line was written for: every line written while answering it carries its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * The server's log: one JSON object a line on standard output (pino), for the operator's log
 * collector. Events carry a stable `event` name and never personal data (no address, e-mail
 * or typed text); a lead is named by its id. Lines written while answering a request carry its
 * `requestId` (also sent back as `X-Request-Id`); `LOG_LEVEL` (default info) sets how much is written.
 */
export const log = pino({
  base: undefined,
  level: process.env.VITEST ? "silent" : (process.env.LOG_LEVEL ?? "info"),
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => {
    const scope = requestScope.getStore();
    return scope ? { requestId: scope.requestId } : {};
  },
});
