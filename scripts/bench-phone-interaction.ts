// What a phone's visitor waits for once the page is there, in Chromium with its CPU slowed: the
// time from a tap right after load to the visible change of the header menu, the search palette
// and the consent dialog; the first reach that loads a page's scripts; and the longest style and
// layout of a load. Used by `npm run bench` beside the scripts' cost (bench-phone.ts).
import { chromium, type Page } from "playwright-core";
import { median } from "./bench-phone.ts";
import { fullBrowser } from "./chromium.ts";

/** An island's control, and how the page shows that it answered. */
type Island = { name: string; viewport: { width: number; height: number }; control: string; changed: string };

const islands: Island[] = [
  {
    name: "menu (390 px)",
    viewport: { width: 390, height: 844 },
    control: "header button[popovertarget='mobile-menu']",
    changed: "document.querySelector('#mobile-menu')?.matches(':popover-open')",
  },
  {
    name: "search palette",
    viewport: { width: 1440, height: 900 },
    control: "header button[aria-haspopup='dialog']",
    // A native modal dialog; the mobile menu is a dialog too, hidden at this width.
    changed: "[...document.querySelectorAll('dialog[open]')].some((dialog) => dialog.checkVisibility())",
  },
  {
    name: "consent dialog",
    viewport: { width: 1440, height: 900 },
    control: "footer button[data-consent-settings]",
    changed: "document.querySelector('dialog[open]') !== null",
  },
];

/** Milliseconds from the tap's pointerdown to the first frame that shows the change. */
async function tapToChange(page: Page, island: Island) {
  await page.evaluate((changed) => {
    const probe = window as unknown as { tappedAt?: number; changedAt?: number };
    addEventListener("pointerdown", (event) => (probe.tappedAt ??= event.timeStamp), { capture: true, once: true });
    const isChanged = new Function(`return ${changed}`) as () => boolean;
    // Checked each frame, timed when the frame that shows it runs (a frame's own timestamp is its
    // start, which can precede the tap that changed it).
    const look = () => {
      if (probe.tappedAt !== undefined && isChanged()) probe.changedAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, island.changed);
  await page.locator(island.control).first().click();
  await page.waitForFunction(() => (window as unknown as { changedAt?: number }).changedAt !== undefined);
  return page.evaluate(() => {
    const probe = window as unknown as { tappedAt: number; changedAt: number };
    return probe.changedAt - probe.tappedAt;
  });
}

/**
 * Each island tapped right after the page's load event, in a fresh browser context (no stored
 * consent), with the CPU slowed `cpu` times. Prints each island's median and worst of `runs` taps.
 */
export async function tapTimings(options: { base: string; pages: string[]; runs: number; cpu: number }) {
  const browser = await chromium.launch(fullBrowser);
  try {
    console.log(
      `\nTap to visible change, right after load, at ${options.cpu}x CPU (ms; median and worst of ${options.runs}):`,
    );
    for (const pagePath of options.pages) {
      for (const island of islands) {
        const times: number[] = [];
        for (let i = 0; i < options.runs; i++) {
          const context = await browser.newContext({ viewport: island.viewport, locale: "es-ES" });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
          await page.goto(`${options.base}${pagePath}`, { waitUntil: "load" });
          times.push(await tapToChange(page, island));
          await context.close();
        }
        console.log(
          `${pagePath.padEnd(6)} ${island.name.padEnd(16)} | ${median(times).toFixed(0).padStart(4)} | ${Math.max(
            ...times,
          )
            .toFixed(0)
            .padStart(4)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * What the visitor's first reach costs now that a page's scripts wait for it
 * (docs/decisions/026-scripts-when-the-visitor-reaches.md): the page loaded and left idle for a
 * second (nothing of its modules fetched yet), then the pointer moves, with the CPU slowed `cpu`
 * times. Prints, per page, the median and worst of `runs` loads: from the move to the page
 * hydrated, the longest task in that time, and the time blocked past 50 ms per task (as TBT counts).
 */
export async function reachTimings(options: { base: string; pages: string[]; runs: number; cpu: number }) {
  const browser = await chromium.launch(fullBrowser);
  try {
    console.log(
      `\nFirst reach, at ${options.cpu}x CPU (the pointer moves a second after load; ms; median and worst of ${options.runs}):`,
    );
    const width = Math.max(...options.pages.map((page) => page.length)) + 2;
    for (const pagePath of options.pages) {
      const found = { hydrated: [] as number[], longest: [] as number[], blocked: [] as number[] };
      for (let i = 0; i < options.runs; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-ES" });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const probe = window as unknown as { reachedAt?: number; hydratedAt?: number; tasks: PerformanceEntry[] };
          probe.tasks = [];
          new PerformanceObserver((list) => probe.tasks.push(...list.getEntries())).observe({ type: "longtask" });
          addEventListener("mousemove", (event) => (probe.reachedAt ??= event.timeStamp), { capture: true });
          new MutationObserver(() => {
            if (document.documentElement.hasAttribute("data-hydrated")) probe.hydratedAt ??= performance.now();
          }).observe(document, { attributes: true, subtree: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
        await page.goto(`${options.base}${pagePath}`, { waitUntil: "load" });
        await page.waitForTimeout(1000);
        await page.mouse.move(20, 20);
        await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined);
        const { reached, hydrated, tasks } = await page.evaluate(() => {
          const probe = window as unknown as { reachedAt: number; hydratedAt: number; tasks: PerformanceEntry[] };
          return {
            reached: probe.reachedAt,
            hydrated: probe.hydratedAt,
            tasks: probe.tasks.filter((task) => task.startTime >= probe.reachedAt).map((task) => task.duration),
          };
        });
        found.hydrated.push(hydrated - reached);
        found.longest.push(Math.max(0, ...tasks));
        found.blocked.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
        await context.close();
      }
      const both = (values: number[]) =>
        `${median(values).toFixed(0).padStart(5)} (${Math.max(...values)
          .toFixed(0)
          .padStart(5)})`;
      console.log(
        `${pagePath.padEnd(width)} | to hydrated ${both(found.hydrated)} | longest task ${both(found.longest)} | blocked ${both(found.blocked)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/**
 * The longest style recalculation and the longest layout of each page's load, at 1x CPU, from
 * Chromium's own trace (the events DevTools shows as 'Recalculate style' and 'Layout').
 */
export async function styleAndLayout(options: { base: string; pages: string[]; runs: number }) {
  const browser = await chromium.launch(fullBrowser);
  try {
    console.log(`\nLongest style and layout task while loading, at 1x CPU (ms; worst of ${options.runs}):`);
    const width = Math.max(...options.pages.map((page) => page.length)) + 2;
    for (const pagePath of options.pages) {
      const worst = { style: 0, layout: 0 };
      for (let i = 0; i < options.runs; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-ES" });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events: { name: string; dur?: number }[] = [];
        cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as typeof events)));
        const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
        await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
        await page.goto(`${options.base}${pagePath}`, { waitUntil: "load" });
        await page.waitForTimeout(500);
        await cdp.send("Tracing.end");
        await done;
        for (const event of events) {
          const ms = (event.dur ?? 0) / 1000;
          if (event.name === "UpdateLayoutTree") worst.style = Math.max(worst.style, ms);
          if (event.name === "Layout") worst.layout = Math.max(worst.layout, ms);
        }
        await context.close();
      }
      console.log(
        `${pagePath.padEnd(width)} | style ${worst.style.toFixed(1).padStart(5)} | layout ${worst.layout.toFixed(1).padStart(5)}`,
      );
    }
  } finally {
    await browser.close();
  }
}
