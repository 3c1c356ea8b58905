import { createContext, RouterContextProvider } from "react-router";
import type { Services } from "./services.server";

/**
 * What the HTTP layer hands each route loader and action through React Router's context: the
 * client's address as Express resolved it (`trust proxy`), never a request header an action
 * would have to trust, and the process's services, so a test can hand in others.
 */
export type RequestInfo = { clientAddress: string | null; services: Services };

export const requestInfo = createContext<RequestInfo>();

export function requestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfo, info);
  return context;
}
