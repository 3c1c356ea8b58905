import { createContext, RouterContextProvider } from "react-router";
import type { ContentSnapshot } from "~/content/documents";
import { contentContext } from "~/content/live";
import type { Services } from "../services.server";
import type { Admission } from "./admission.server";

/**
 * What the HTTP layer hands each route loader and action through React Router's context: the
 * client's address as Express resolved it (`trust proxy`), never a request header an action
 * would have to trust, and the process's services, so a test can hand in others.
 */
export type RequestInfo = {
  clientAddress: string | null;
  services: Services;
  /** A post sent by the page's JavaScript (a `.data` request): answered with data, not a page. */
  dataRequest?: boolean;
  /** Whether the form post admission let this post through (formAdmission). */
  admission?: Admission;
  /** The published content, for pages rendered on request (the build's modules when absent). */
  content?: ContentSnapshot;
};

export const requestInfo = createContext<RequestInfo>();

export function requestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfo, info);
  if (info.content) context.set(contentContext, info.content);
  return context;
}
