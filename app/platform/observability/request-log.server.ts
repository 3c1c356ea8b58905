import { randomUUID } from "node:crypto";
import path from "node:path";
import type { RequestHandler } from "express";
import { log, requestScope } from "./log.server";
import { httpRequestSeconds } from "./metrics.server";

/** What a request is, for latency by route family: a few values, never the path itself. */
export function routeFamily(method: string, urlPath: string): string {
  if (urlPath === "/healthz") return "health";
  if (urlPath === "/metrics") return "metrics";
  if (urlPath.startsWith("/api/")) return "api";
  if (method !== "GET" && method !== "HEAD") return "form_post";
  if (urlPath.endsWith(".data")) return "data";
  if (path.extname(urlPath) && !urlPath.endsWith(".html")) return "static";
  return "page";
}

let inFlight = 0;
/** Requests this process is answering now (the outbox worker gives way to them). */
export const requestsInFlight = () => inFlight;

/** The path as logged: at most 200 characters, anything shaped like an e-mail address masked. */
export function loggedPath(urlPath: string): string {
  return urlPath.slice(0, 200).replace(/[^/@]+@[^/@]+/g, "[email]");
}

/** A proxy's request id is kept when it looks like one; anything else gets a new id. */
const requestIdPattern = /^[\w.:-]{8,128}$/;

/**
 * Gives every request an id (a well-formed `X-Request-Id` from the proxy in front, or a new
 * one), sent back in `X-Request-Id` and carried by every log line written while it is answered;
 * then logs one line when it ends (method, route family, path without query, status, time) and
 * observes its latency. No address, query string or header of the visitor is logged.
 */
export function requestLog(): RequestHandler {
  return (request, response, next) => {
    const given = request.headers["x-request-id"];
    const requestId = typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
    response.set("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    const family = routeFamily(request.method, request.path);
    inFlight++;
    let ended = false;
    const end = () => {
      if (!ended) inFlight--;
      ended = true;
    };
    response.once("close", end);
    response.once("finish", () => {
      end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = response.statusCode;
      httpRequestSeconds.observe({ family, method: request.method, status: `${Math.floor(status / 100)}xx` }, seconds);
      requestScope.run({ requestId }, () => {
        const line = {
          event: "request",
          method: request.method,
          family,
          path: loggedPath(request.path),
          status,
          ms: Math.round(seconds * 10_000) / 10,
        };
        if (status >= 500) log.error(line);
        else if (family === "static" || family === "health" || family === "metrics") log.debug(line);
        else log.info(line);
      });
    });
    requestScope.run({ requestId }, next);
  };
}
