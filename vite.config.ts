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
        { output: { codeSplitting: { groups: [{ name: "framework", test: frameworkModules }] } } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));

const frameworkModules = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
