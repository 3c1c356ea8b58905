import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { Storage } from "./db/db.server";

/**
 * `GET /healthz` for load balancers and monitors: 200 with the database kind when a query
 * answers, 503 when it does not. Never cached.
 */
export function healthHandler(storage: Storage): RequestHandler {
  return async (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(storage.db);
      response.json({ status: "ok", database: storage.kind });
    } catch (error) {
      console.error(`Health check failed: ${(error as Error).message}`);
      response.status(503).json({ status: "error", database: "unreachable" });
    }
  };
}
