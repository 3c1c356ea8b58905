import { renderToString } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary, loader } from "~/root";
import type { Route } from "./+types/root";

function renderError(error: unknown) {
  const props = { error, params: {} } as unknown as Route.ErrorBoundaryProps;
  return renderToString(<ErrorBoundary {...props} />);
}

describe("the generic failure screen", () => {
  it("says 'Unexpected Application Error!' with the error's message", () => {
    const html = renderError(new Error("The collection could not be read"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("The collection could not be read");
  });

  it("shows the status and status text of an error response", () => {
    const html = renderError(new ErrorResponse(503, "Service Unavailable", null));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
  });
});

describe("the root loader", () => {
  it("gives the company's address with its country named in the page's language, written on the server", async () => {
    const address = async (path: string) =>
      (await loader({ url: new URL(`http://localhost${path}`) } as unknown as Route.LoaderArgs)).address;
    expect(await address("/de/hoteles")).toMatch(/, Spanien$/);
    expect(await address("/hoteles")).toMatch(/, España$/);
    expect(await address("/nl")).toMatch(/, Spanje$/);
  });
});
