import { createContext } from "react-router";
import type { ContentSnapshot } from "~/content/text-units";
import type { Storage } from "./db/db.server";

/** What a shed request's visitor is told to wait, in seconds (a form post, a page, a document). */
export const busyRetryAfterSeconds = 10;

export type ShedReason = "in_flight" | "event_loop_lag" | "shutting_down";

/** What the form post admission tells the page's action (data requests only: see formAdmission). */
export type Admission = { admitted: true } | { admitted: false; reason: ShedReason };

/**
 * The process's services a page's action uses (the server's own, or a test's): the lead store,
 * the clock, the outbox to wake, and whether leads also go to the CRM. The server's services
 * (app/server/services.server.ts) hold these and more.
 */
export type RouteServices = {
  storage: Storage;
  now: () => Date;
  outbox: { wake: () => void };
  leadsWebhook?: boolean;
};

/**
 * What the HTTP layer hands each route loader and action through React Router's context: the
 * client's address as Express resolved it (`trust proxy`), never a request header an action
 * would have to trust, and the process's services, so a test can hand in others.
 */
export type RequestInfo = {
  clientAddress: string | null;
  services: RouteServices;
  /** A post sent by the page's JavaScript (a `.data` request): answered with data, not a page. */
  dataRequest?: boolean;
  /** Whether the form post admission let this post through (formAdmission). */
  admission?: Admission;
  /** The published content, for pages rendered on request (the build's modules when absent). */
  content?: ContentSnapshot;
};

export const requestInfo = createContext<RequestInfo>();
