/** A stand-in for a self-hosted analytics server; the consent tests answer its requests themselves. */
export const analyticsScriptUrl = "https://stats.nudo.example/js/script.js";
