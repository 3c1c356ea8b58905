import type { BrowserContext } from "@playwright/test";
import { newContext } from "./fixtures";

/**
 * The catalogue's pictures until the image pipeline draws them: a design's or project's picture
 * the build has not drawn yet is answered with a small stand-in, so a missing file is not taken
 * for a broken page. A picture the build has is served as it is.
 */
export async function standInForUndrawnPictures(context: BrowserContext) {
  const pixel = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
    "base64",
  );
  await context.route(/\/img\/(design|case)-/, async (route) => {
    try {
      // A keep-alive connection the server closed as it idled out is reset under a request that
      // reused it; a browser asks again on a new connection, and so does this.
      const response = await route.fetch().catch((error: Error) => {
        if (/ECONNRESET/.test(error.message)) return route.fetch();
        throw error;
      });
      // Awaited here, not returned: a promise returned from inside try settles after the catch has gone.
      if (response.status() === 404) await route.fulfill({ status: 200, contentType: "image/png", body: pixel });
      else await route.fulfill({ response });
    } catch (error) {
      // A picture still loading when the test closes its page: nobody is left to show it to.
      if (!/disposed|closed|Test ended/i.test((error as Error).message)) throw error;
    }
  });
}

/** A context with JavaScript off, that meets the same stand-ins. */
export async function withoutScript(browser: Parameters<typeof newContext>[0]) {
  const context = await newContext(browser, { javaScriptEnabled: false });
  await standInForUndrawnPictures(context);
  return context;
}
