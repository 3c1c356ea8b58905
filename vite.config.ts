import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: isSsrBuild
      ? // The server bundle starts from our own HTTP app, which mounts React Router's handler.
        { input: "./server/app.ts" }
      : // Every page loads React, React DOM and React Router: one chunk compresses better than
        // the pieces the automatic split cut them into (docs/decisions/014-hydrate-only-what-answers.md).
        // The same holds for the site's own modules every page loads (the header, the footer, the
        // consent banner, the messages), and for the configurator's options and address: left to
        // the automatic split, each new route that imports some of them cuts them into more small
        // chunks. Measured on 2026-11-27 (brotli), with the collection's two routes: 1,114 bytes
        // less on the home page, 1,277 less on a content page, 10 less on the configurator. The
        // picture component and its table of the site's images stay out of it: the configurator
        // shows none, and carried them (1,372 bytes) while they were in.
        {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: frameworkModules },
                {
                  name: "site",
                  test: (id: string) => siteModules.test(id) && !pictureModule.test(id),
                  minShareCount: 2,
                },
                { name: "configuration", test: configurationModules },
              ],
            },
          },
        },
  },
  plugins: [tailwindcss(), reactRouter()],
}));

const frameworkModules = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** What nearly every page loads, once two routes share it: the page chrome and its helpers, the icons. */
const siteModules =
  /[\\/]app[\\/](components[\\/](ui|site)|i18n|site|consent|region)[\\/]|[\\/]app[\\/](room[\\/]attachment|forms[\\/]anchors)\.ts$|[\\/]lucide-react[\\/]/;
const configurationModules = /[\\/]app[\\/]configurator[\\/](options|configuration|colour-range)\.ts$/;
/** The responsive picture and the image table it reads: only the pages that show pictures load them. */
const pictureModule = /[\\/]app[\\/]components[\\/]ui[\\/]picture\.tsx$/;
