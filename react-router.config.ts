import type { Config } from "@react-router/dev/config";
import { runnerImport } from "vite";

export default {
  ssr: true,
  // Every page in every language is pre-rendered to static HTML, and so is every design and case
  // study the seed shows; the server still renders what is not pre-rendered (the 404 page, form
  // results, filtered lists, a design or case study an editor adds or changes).
  async prerender({ getStaticPaths }) {
    // The content modules, loaded as the app sees them (its `~/` paths, its globs).
    const { module } = await runnerImport<typeof import("./app/content/prerendered")>("./app/content/prerendered.ts", {
      configFile: false,
      resolve: { tsconfigPaths: true },
      logLevel: "error",
    });
    // The specifier's project is each visitor's own (a cookie): rendered on request, never a file.
    const everyonesPages = getStaticPaths().filter((path) => !/(^|\/)mi-proyecto$/.test(path));
    return [...everyonesPages, ...module.prerenderedDesignPaths(), ...module.prerenderedProjectPaths()];
  },
} satisfies Config;
