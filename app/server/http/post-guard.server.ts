import type { RequestHandler } from "express";

/** The largest form post accepted: the longest form filled to every field's limit fits easily. */
export const maxBodyBytes = 64 * 1024;

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const jsonType = /^application\/json\b/i;

/**
 * Checks every state-changing request before React Router reads it: a declared body of at most
 * 64 KB (413/411; `limit` may allow more for a path, such as the content studio's uploads), a
 * form content type (415; `json` may allow JSON for a path, such as the studio's autosave), and
 * a same-site origin (403).
 */
export function postGuard(
  limit: (request: Parameters<RequestHandler>[0]) => number = () => maxBodyBytes,
  json: (request: Parameters<RequestHandler>[0]) => boolean = () => false,
): RequestHandler {
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return next();
    const refuse = (status: number, message: string) => {
      response.status(status).type("text/plain; charset=utf-8").set("Connection", "close").send(message);
    };
    const length = request.headers["content-length"];
    if (length === undefined) return refuse(411, "Length required");
    if (!/^\d+$/.test(length) || Number(length) > limit(request)) return refuse(413, "Request too large");
    const type = request.headers["content-type"] ?? "";
    if (!formTypes.test(type) && !(jsonType.test(type) && json(request)))
      return refuse(415, "Unsupported content type");
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let sameHost = false;
      try {
        sameHost = new URL(origin).host === request.headers.host;
      } catch {
        sameHost = false;
      }
      if (!sameHost) return refuse(403, "Cross-site form posts are not accepted");
    } else if (request.headers["sec-fetch-site"] === "cross-site") {
      return refuse(403, "Cross-site form posts are not accepted");
    }
    next();
  };
}
