// `npm run build` step: the digital catalogue, one PDF per language, drawn from the site's own
// content modules and site configuration (app/catalogue/). The document code uses the
// app's aliases and content globs, so it is loaded through Vite's module loader, the way the
// app itself is built. Writes public/catalogues/<name>-<hash>.pdf and manifest.json (language ->
// file, pages, bytes), which the catalogues page, the e-mails and the server read.
import { createServer } from "vite";

const started = performance.now();
const vite = await createServer({
  configFile: false,
  root: new URL("..", import.meta.url).pathname,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: "custom",
  logLevel: "error",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { buildCatalogues } = (await vite.ssrLoadModule(
    "/app/catalogue/build.server.tsx",
  )) as typeof import("../app/catalogue/build.server.tsx");
  const manifest = await buildCatalogues({
    siteUrl: (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    onProgress: (line) => console.log(`catalogues: ${line}`),
  });
  const total = Object.values(manifest).reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(
    `catalogues: ${Object.keys(manifest).length} PDFs, ${(total / 1024 / 1024).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await vite.close();
}
