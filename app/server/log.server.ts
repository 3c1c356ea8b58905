import pino from "pino";

/**
 * The server's log: one JSON object a line on standard output (pino), for the operator's log
 * collector. Events carry a stable `event` name and never personal data (no address, e-mail
 * or typed text); a lead is named by its id.
 */
export const log = pino({
  base: undefined,
  level: process.env.VITEST ? "silent" : "info",
  timestamp: pino.stdTimeFunctions.isoTime,
});
