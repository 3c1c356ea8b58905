import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every page in every language is pre-rendered to static HTML; the server still renders
  // what is not pre-rendered (the 404 page, form results).
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
} satisfies Config;
