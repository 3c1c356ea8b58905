// `BENCH_ONLY=collection npm run bench`: how long the collection's filters take to change the list
// with JavaScript, on a phone's slower CPU. Each filter of /colecciones is chosen in turn (a
// collection, a technique, a colour family, a shape, then "all" again) right after hydration, and
// the time from the choice to the first frame painted after the cards changed is taken in the
// page itself. Figures go to docs/performance.md.
import { chromium } from "playwright-core";
import { fullBrowser } from "./chromium.ts";

/** The choices made in turn, as the filters' radio inputs name them (name, value; "" is "all"). */
const choices: [string, string][] = [
  ["coleccion", "relief"],
  ["coleccion", ""],
  ["tecnica", "robotuft"],
  ["color", "blue"],
  ["forma", "oval"],
  ["forma", ""],
  ["color", ""],
  ["tecnica", ""],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function filterTimings(options: { base: string; runs: number; cpu: number }) {
  const browser = await chromium.launch(fullBrowser);
  const times: number[] = [];
  try {
    for (let run = 0; run < options.runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-ES" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
      await page.goto(`${options.base}/colecciones`, { waitUntil: "load" });
      // The page's scripts start when the visitor reaches for it (decision 026).
      await page.mouse.move(20, 20);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      for (const [name, value] of choices) {
        const ms = await page.evaluate(
          ([name, value]) =>
            new Promise<number>((resolve, reject) => {
              const input = [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].find(
                (candidate) => candidate.value === value,
              );
              const list = document.getElementById("collection-designs");
              if (!input || !list) return reject(new Error(`no filter ${name}=${value}`));
              const before = [...list.children].map((card) => (card as HTMLElement).hidden).join();
              const started = performance.now();
              const observer = new MutationObserver(() => {
                const now = [...list.children].map((card) => (card as HTMLElement).hidden).join();
                if (now === before) return;
                observer.disconnect();
                // The change is seen once a frame with it is painted.
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
              });
              observer.observe(list, { attributes: true, subtree: true, childList: true });
              input.click();
            }),
          [name, value] as const,
        );
        times.push(ms);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nCollection filters with JavaScript, ${choices.length} choices x ${options.runs} runs at ${options.cpu}x CPU ` +
      `(choice to the first frame with the list changed): median ${median(times).toFixed(0)} ms, ` +
      `worst ${Math.max(...times).toFixed(0)} ms`,
  );
}
