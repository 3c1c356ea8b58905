/** A stand-in for a self-hosted analytics server; the consent tests answer its requests themselves. */
export const analyticsScriptUrl = "https://stats.nudo.example/js/script.js";

/** The site's address as the test server's pages name it (SITE_URL's default). */
export const siteUrl = "http://localhost:3000";
