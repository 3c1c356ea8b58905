import type { Request } from "express";

/**
 * The compressed twin the browser takes, among those the file has: brotli, else gzip, else none.
 * Express's negotiator reads Accept-Encoding: an encoding is accepted by name or by `*` with a
 * weight above 0, and refused with `q=0` (`br;q=0, gzip` gets gzip; `*;q=0` the plain file).
 * Among accepted ones brotli wins: browsers list gzip first at equal weight ("gzip, deflate, br").
 */
export function acceptedEncoding(req: Request, has: { br: boolean; gzip: boolean }): "br" | "gzip" | null {
  for (const encoding of ["br", "gzip"] as const) {
    if (has[encoding] && req.acceptsEncodings(encoding) === encoding) return encoding;
  }
  return null;
}
