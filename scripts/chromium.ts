import { existsSync } from "node:fs";

// Debian's Chromium and the flags it needs on these machines: without the networking flags it
// tries to reach the internet and stalls. Shared by Playwright, the bench and the screenshots.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const networkFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The full browser's flags: the bench, the screenshots and Lighthouse see the page as a visitor's Chrome does. */
export const chromiumArgs = ["--headless=new", ...networkFlags];
/** The full browser's launch options. */
export const fullBrowser = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * The end-to-end tests' browser: Debian's headless shell (`apt-get install chromium-headless-shell`),
 * the same engine without the desktop browser around it, where most specs took two thirds of the
 * full browser's time (docs/developing.md#the-suites-time). Without it, the full browser.
 *
 * One difference a spec can see: the shell rests a pointer on the page, so a page that loads
 * under it gets a trusted `mousemove`, as under a mouse resting on a window. The specs about a
 * visitor who never touches the page run in the full browser (`stillVisitorSpecs`).
 */
const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
export const testBrowser = existsSync(shellPath) ? { executablePath: shellPath, args: networkFlags } : fullBrowser;

/** The specs whose visitor never moves a pointer over the page: in the full browser, where none rests. */
export const stillVisitorSpecs = /(first-touch|first-paint-[\w-]+|islands)\.spec\.ts$/;
