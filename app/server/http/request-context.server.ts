import { RouterContextProvider } from "react-router";
import { contentContext } from "~/content/context";
import { type RequestInfo, requestInfo } from "~/platform/request-info.server";

export { type RequestInfo, requestInfo };

/** A render's context: what the HTTP layer hands the page (requestInfo) and the content it shows. */
export function requestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfo, info);
  if (info.content) context.set(contentContext, info.content);
  return context;
}
