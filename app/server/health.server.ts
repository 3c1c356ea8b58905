import type { RequestHandler } from "express";
import { sql } from "kysely";
import { getServices } from "./services.server";

/**
 * `GET /healthz` for load balancers and monitors: 200 with the database kind when a query
 * answers, 503 when it does not. Never cached.
 */
export const healthHandler: RequestHandler = async (_request, response) => {
  response.setHeader("Cache-Control", "no-store");
  try {
    const { storage } = await getServices();
    await sql`select 1`.execute(storage.db);
    response.json({ status: "ok", database: storage.kind });
  } catch (error) {
    console.error(`Health check failed: ${(error as Error).message}`);
    response.status(503).json({ status: "error", database: "unreachable" });
  }
};
