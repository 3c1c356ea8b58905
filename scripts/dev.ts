// `npm run dev`: the whole site in one process from the current sources, with Vite's hot updates.
// Vite runs in middleware mode inside the site's own Express app, as React Router's
// node-custom-server template does it, so the API, the back office, the form posts and the
// outbox are all there while you edit. What happens next is the app's: the server build's entry
// module (app/server/process/development.server.ts).
import { createServer } from "node:http";
import path from "node:path";
import { createServer as createViteServer } from "vite";
import type { startDevelopment } from "../app/entry.server.tsx";

// Vite serves any file under the project to whoever reaches it, so the development server
// answers this machine only unless HOST says otherwise.
process.env.HOST ??= "localhost";

/**
 * The site's data folder (./data unless DATA_DIR says otherwise, as in app/platform/env.server.ts):
 * the leads' database and the e-mails are never served by Vite, and their writes are not watched.
 */
const dataFiles = `${path.resolve(process.env.DATA_DIR ?? "data").replace(/[()[\]{}*?!+@]/g, "\\$&")}/**`;

const server = createServer();
const vite = await createViteServer({
  // Every package the browser's code imports, optimized before the first page is asked for: left
  // to discovery, a cold start found some only while serving the first page, optimized again, and
  // answered that page's React with "504 Outdated Optimize Dep".
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router/dom",
      "lucide-react",
      "zod",
      // Packages of the server's code, which the route modules reach through their loaders: found
      // while serving the first page too, they made Vite optimize again and reload it.
      "kysely",
      "pino",
      "prom-client",
      "react-dom/server",
      "sharp",
    ],
  },
  server: {
    middlewareMode: true,
    // Hot updates over the site's own port: no second port to open, and the page's
    // Content-Security-Policy (connect-src 'self') lets the browser reach it.
    hmr: { server },
    // Vite's own list, and the data folder.
    fs: { deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", dataFiles] },
    watch: { ignored: [dataFiles] },
  },
});
const { entry } = (await vite.ssrLoadModule("virtual:react-router/server-build")) as {
  entry: { module: { startDevelopment: typeof startDevelopment } };
};
await entry.module.startDevelopment({ vite, server });
