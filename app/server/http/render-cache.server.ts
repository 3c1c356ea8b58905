import type { OutgoingHttpHeaders } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { acceptedEncoding } from "./accept-encoding.server";

type HeaderValue = NonNullable<OutgoingHttpHeaders[string]>;

/** An answer kept to be sent again: its status, the headers its handler set, its body. */
export type KeptAnswer = {
  status: number;
  headers: [string, HeaderValue][];
  body: Buffer;
  bytes: number;
  /** The body compressed once when kept (compressAnswer), sent to whoever accepts it. */
  compressed?: { br: Buffer; gzip: Buffer };
};

type Entry = KeptAnswer & { keptAt: number };

/** Headers of one connection or one transfer: never kept with an answer. */
const transferHeaders = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/**
 * Answers by key, the least recently used dropped first, bounded by their number and their
 * bytes, each kept at most `maxAgeMs` (what a page shows may change with time: the year in its
 * footer, the events still to come).
 */
export class AnswerCache {
  readonly #answers = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size() {
    return this.#answers.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get(key: string): KeptAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer) return undefined;
    this.#answers.delete(key);
    if (this.now() - answer.keptAt > this.maxAgeMs) {
      this.#bytes -= answer.bytes;
      return undefined;
    }
    // Map keeps insertion order: moved to the end, it is the most recently used.
    this.#answers.set(key, answer);
    return answer;
  }

  set(key: string, answer: KeptAnswer) {
    if (answer.bytes > this.maxBytes || this.maxEntries === 0) return;
    this.delete(key);
    this.#answers.set(key, { ...answer, keptAt: this.now() });
    this.#bytes += answer.bytes;
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= answer.bytes;
  }

  clear() {
    this.#answers.clear();
    this.#bytes = 0;
  }
}

/**
 * Records what the handlers after this point send on `response`: its status, the headers they
 * set (not those set before, such as the request id or the security headers every response
 * carries, which the answer gets again when it is sent again) and its body. `done` gets the
 * answer once it was sent whole, if `keep` took its status and headers and it is at most
 * `maxBytes`; otherwise null.
 */
export function recordAnswer(
  response: Response,
  options: { maxBytes: number; keep: (status: number, headers: OutgoingHttpHeaders) => boolean },
  done: (answer: KeptAnswer | null) => void,
) {
  const before = new Map(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
  let status = 0;
  let headers: [string, HeaderValue][] = [];
  let keeping = true;
  let size = 0;
  const chunks: Buffer[] = [];

  const writeHead = response.writeHead;
  response.writeHead = function recordHead(this: Response, ...args: Parameters<typeof writeHead>) {
    status = typeof args[0] === "number" ? args[0] : this.statusCode;
    const current = this.getHeaders();
    headers = Object.entries(current).flatMap(([name, value]): [string, HeaderValue][] =>
      value === undefined || transferHeaders.has(name) || before.get(name) === String(value) ? [] : [[name, value]],
    );
    // Headers handed to writeHead itself are not in getHeaders(): such an answer is not kept.
    const inline = args.some((arg) => typeof arg === "object" && arg !== null);
    if (inline || !options.keep(status, current)) stopKeeping();
    return writeHead.apply(this, args);
  } as typeof writeHead;

  const stopKeeping = () => {
    keeping = false;
    chunks.length = 0;
  };
  const keepChunk = (chunk: unknown, encoding: unknown) => {
    if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
    if (!buffer) return stopKeeping();
    size += buffer.length;
    if (size > options.maxBytes) return stopKeeping();
    chunks.push(buffer);
  };

  const write = response.write;
  response.write = function recordWrite(this: Response, chunk: unknown, ...rest: unknown[]) {
    keepChunk(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as typeof write;
  const end = response.end;
  response.end = function recordEnd(this: Response, ...args: unknown[]) {
    keepChunk(args[0], args[1]);
    return (end as (...args: unknown[]) => Response).apply(this, args);
  } as typeof end;

  let settled = false;
  const settle = (answer: KeptAnswer | null) => {
    if (settled) return;
    settled = true;
    done(answer);
  };
  response.once("finish", () => {
    if (!keeping || status === 0) return settle(null);
    const body = Buffer.concat(chunks);
    const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
    settle({ status, headers, body, bytes: body.length + headerBytes });
  });
  response.once("close", () => settle(null));
}

/** Sends a kept answer again, on a response that already carries the headers every response gets. */
export function sendAnswer(answer: KeptAnswer, request: Request, response: Response) {
  response.status(answer.status);
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  const encoding = answer.compressed ? acceptedEncoding(request, { br: true, gzip: true }) : null;
  if (answer.compressed) response.setHeader("Vary", "Accept-Encoding");
  if (encoding) response.setHeader("Content-Encoding", encoding);
  // A kept HEAD answer has no body to measure, and a HEAD answer is never sent one.
  if (request.method === "HEAD") return void response.end();
  const body = encoding && answer.compressed ? answer.compressed[encoding] : answer.body;
  response.setHeader("Content-Length", body.length);
  response.end(body);
}

/** Below this a body is sent as it is: compressing it saves less than its headers weigh. */
const compressFromBytes = 1024;

/**
 * The answer with its body compressed once, brotli (quality 5: about 2 ms for a 100 KB page, near
 * the size of the highest) and gzip, so that every later visitor gets a few kilobytes from
 * memory rather than the whole page: a flood of unknown addresses, all answered by one kept
 * 404 page, then costs about what a pre-rendered page does. An answer already encoded is kept
 * as it is.
 */
export function compressAnswer(answer: KeptAnswer): KeptAnswer {
  if (answer.body.length < compressFromBytes || answer.headers.some(([name]) => name === "content-encoding"))
    return answer;
  const br = brotliCompressSync(answer.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
  });
  const gzip = gzipSync(answer.body, { level: 6 });
  return { ...answer, compressed: { br, gzip }, bytes: answer.bytes + br.length + gzip.length };
}
