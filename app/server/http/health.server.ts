import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";

/**
 * `GET /healthz` for load balancers and monitors: 200 with the database kind when a query
 * answers; 503 when it does not, and while the server shuts down (so the balancer stops
 * sending it visitors before it goes). Never cached.
 */
export function healthHandler(storage: Storage, lifecycle: { shuttingDown: () => boolean }): RequestHandler {
  return async (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    if (lifecycle.shuttingDown()) {
      return void response.status(503).json({ status: "stopping", database: storage.kind });
    }
    try {
      await sql`select 1`.execute(storage.db);
      response.json({ status: "ok", database: storage.kind });
    } catch (error) {
      log.error({ event: "health_check_failed", error: (error as Error).message });
      response.status(503).json({ status: "error", database: "unreachable" });
    }
  };
}
