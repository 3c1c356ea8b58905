// Debian's Chromium and the flags it needs on these machines: without the networking flags it
// tries to reach the internet and stalls. Shared by Playwright, the bench and the screenshots.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
