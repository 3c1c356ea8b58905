import { type Browser, type BrowserContext, test as base, chromium, expect, type Page } from "@playwright/test";
import { consentRevision } from "../../app/consent/consent";
import { languages, localizePath } from "../../app/i18n/languages";
import { minFillMs } from "../../app/leads/forms/hidden-fields";
import { pagePath } from "../../app/site/pages";
import { routedPages } from "../../app/site/routed-pages";
import { testBrowser } from "../../scripts/chromium.ts";

/** Every built page in every language: the URLs the site must answer with 200. */
export const allPageUrls = languages.flatMap((lang) =>
  routedPages.map(({ id }) => ({ lang, path: pagePath(id), url: localizePath(pagePath(id), lang) })),
);

type Fixtures = { pageErrors: string[]; storedConsent: Record<string, boolean> | null };

/** A returning visitor's consent (only necessary), so the banner stays out of unrelated tests. */
const onlyNecessary = { necessary: true, analytics: false, personalization: false, thirdParty: false };

async function storeConsent(context: BrowserContext, choices: Record<string, boolean>) {
  await context.addInitScript(
    (value) => {
      // Not in the blank page a new tab starts with, which has no storage, nor in a frame of
      // another site (the map), whose storage is not the visitor's choice.
      if (!location.protocol.startsWith("http") || window !== window.top) return;
      if (localStorage.getItem("cookieConsent") !== null) return;
      const { revision: _revision, ...stored } = value;
      localStorage.setItem("cookieConsent", JSON.stringify(stored));
      localStorage.setItem("cookieConsentDate", new Date().toISOString());
      localStorage.setItem("cookieConsentRevision", value.revision);
    },
    { ...choices, revision: String(consentRevision) },
  );
}

/**
 * A browser that runs no scripts, as a visitor's with scripts turned off. Playwright's
 * `javaScriptEnabled: false` stops scripts but leaves the HTML parser's scripting flag on: such a
 * page shows `<noscript>` as raw text and ignores a style inside it, which no visitor ever sees.
 */
export function launchWithoutScripts(): Promise<Browser> {
  return chromium.launch({
    executablePath: testBrowser.executablePath,
    args: [...testBrowser.args, "--blink-settings=scriptEnabled=false"],
  });
}

/** A new browser context of a visitor who already chose (only necessary cookies). */
export async function newContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  await storeConsent(context, onlyNecessary);
  return context;
}

/**
 * Every test fails on an uncaught page error, a console error, or a script, style, font or
 * image that failed to load, as React Router's template smoke tests do. Pages that answer
 * 404 on purpose, and forms answering 400 (field errors) or 429 (rate limit), log their
 * document or data request as failed, as do the back office's refusals (401 sign-in refused, 403
 * a forged form, 409 a resend refused); that alone is not an error (failed scripts, styles,
 * fonts and images are caught by the response check below).
 */
export const test = base.extend<Fixtures>({
  /** Set to null in a test file to meet the site as a first-time visitor (consent tests). */
  storedConsent: [onlyNecessary, { option: true }],
  context: async ({ context, storedConsent }, use) => {
    if (storedConsent) await storeConsent(context, storedConsent);
    await use(context);
  },
  pageErrors: [
    // Watches the pages the test opens in its context (none for a test of plain requests, which
    // then starts no browser page at all).
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          if (
            /^Failed to load resource: the server responded with a status of (400|401|403|404|409|410|413|429)/.test(
              message.text(),
            )
          )
            return;
          errors.push(`console: ${message.text()}`);
        });
        page.on("response", (response) => {
          const type = response.request().resourceType();
          if (response.status() >= 400 && ["script", "stylesheet", "font", "image"].includes(type)) {
            errors.push(`${response.status()} ${type} ${response.url()}`);
          }
        });
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores a language choice before any page script runs, as a returning visitor would have. */
export async function withStoredLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => {
    if (location.protocol.startsWith("http")) localStorage.setItem("language", value);
  }, lang);
}

/**
 * Opens a page, reaches for it as a visitor does (the pointer moves: a page starts its scripts only
 * then, docs/decisions/026-scripts-when-the-visitor-reaches.md) and waits until React has hydrated
 * it, for controls that need script.
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await reachAndHydrate(page);
}

/** The visitor reaches for the page already open, and React hydrates it. */
export async function reachAndHydrate(page: Page) {
  await reachFor(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * The page has done what it does by itself: loaded, and no request for half a second
 * (Playwright's `networkidle`: the region's answer, the pictures, whatever its own code would
 * fetch, its modules included). A test of what a page does not do untouched (start its scripts,
 * load a map) looks once this has come, rather than after a time.
 */
export const atRest = (page: Page) => page.waitForLoadState("networkidle");

/**
 * Two frames have passed in the page: what the visitor or the page just set off has run its
 * course to its first requests (an effect of the hydration, an observer of the scroll). For a
 * page already at rest, whose `networkidle` has come and gone.
 */
export const twoFramesLater = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Holds the hydration entry back until the returned `release` is called: a slow phone's first seconds. */
export async function holdHydration(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * What a person spends filling a form, beyond the shortest time the server takes from one
 * (`minFillMs`; a post sooner after the form was shown is dropped as a script's).
 */
export const personsFillMs = minFillMs + 1_000;

/**
 * The visitor opened the page a person's filling time before the test starts on it: the pages'
 * clock (Playwright's, for the whole context; it runs at the real pace) starts `personsFillMs`
 * behind the server's, so the start time a form writes is that far back and a form sent at once
 * reads as filled by a person, with no wait for those seconds. Call it before opening the page.
 */
export async function openedAPersonsTimeAgo(page: Page) {
  await page.clock.install({ time: Date.now() - personsFillMs });
}

/** The visitor's pointer moves over the page (twice, so that it moves wherever it was). */
export async function reachFor(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
}

/**
 * Where this test process's visitor addresses start: each Playwright worker takes a block of
 * 4,096 of the 131,072 addresses in 198.18.0.0/15 of its own (by its worker index), at a random
 * place in it, so two tests of one run never share an address (random ones could, and a test
 * would then meet another's posts in its rate limit), and runs against a server kept from an
 * earlier run seldom meet the same ones.
 */
const addressBlock = 4096;
const firstAddress =
  (Number(process.env.TEST_WORKER_INDEX ?? 0) % 32) * addressBlock + Math.floor(Math.random() * addressBlock);
let addressesTaken = 0;

/**
 * An address of a visitor of its own, as the site's one trusted proxy would append it to
 * X-Forwarded-For: a new one on every call, never another test's in the same run.
 */
export function visitorAddress(): string {
  const block = Math.floor(firstAddress / addressBlock) * addressBlock;
  const index = block + ((firstAddress + addressesTaken++) % addressBlock);
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}
