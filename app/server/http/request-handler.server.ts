import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import {
  createRequestHandler as createReactRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { postedBody } from "./body-intake.server";

/**
 * React Router behind Express, as `@react-router/express` does it, with one difference: a post's
 * body is the one bodyIntake has already read whole (bounded in size and time), not the socket.
 * React Router never waits on a client's bytes, so a slow or vanished client cannot hold an
 * action, a form slot or a database connection.
 */
export function createRequestHandler({
  build,
  getLoadContext,
  mode = "production",
}: {
  build: ServerBuild;
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => RouterContextProvider;
  /**
   * React Router's development mode (`npm run dev`) sends errors with their stacks, maps those
   * stacks to the sources, and inlines each page's styles so it does not flash unstyled.
   */
  mode?: "production" | "development";
}) {
  const handle = createReactRouterHandler(build, mode);
  return async (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    try {
      const answer = await handle(fetchRequest(request, response), getLoadContext(request, response));
      await send(response, answer);
    } catch (error) {
      next(error);
    }
  };
}

function fetchHeaders(headers: ExpressRequest["headers"]): Headers {
  const result = new Headers();
  for (const [key, values] of Object.entries(headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) result.append(key, value);
    else result.set(key, values);
  }
  return result;
}

function fetchRequest(request: ExpressRequest, response: ExpressResponse): Request {
  // The host as the client named it (X-Forwarded-Host only behind a trusted proxy), without anything past it.
  const forwarded = request.app?.enabled("trust proxy") ? request.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = request.get("host")?.split(":")[1];
  const port = [forwarded, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const host = `${request.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${request.protocol}://${host}${request.originalUrl}`);
  const controller = new AbortController();
  let answered = false;
  response.on("finish", () => {
    answered = true;
  });
  response.on("close", () => {
    if (!answered) controller.abort();
  });
  const init: RequestInit = {
    method: request.method,
    headers: fetchHeaders(request.headers),
    signal: controller.signal,
  };
  if (request.method !== "GET" && request.method !== "HEAD") init.body = new Uint8Array(postedBody(response) ?? []);
  return new Request(url.href, init);
}

async function send(response: ExpressResponse, answer: Response) {
  if (response.destroyed || response.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [key, value] of answer.headers.entries()) response.append(key, value);
  if (!answer.body) return void response.end();
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (response.destroyed || response.writableEnded) return;
    throw error;
  }
}
