/**
 * What a search engine reads in a page as the server sent it: `<html lang>`, the title, the
 * canonical, the language alternates ("de http://…/de/hoteles"), the `<meta>` values by property
 * or name, and the JSON-LD blocks with their types.
 */
export function documentHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const first = (pattern: RegExp) => pattern.exec(head)?.[1];
  const meta = new Map<string, string>();
  for (const match of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g))
    meta.set(match[1] ?? "", match[2] ?? "");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
  const types = jsonLd.flatMap((block) =>
    "@graph" in block ? (block["@graph"] as { "@type": string }[]).map((node) => node["@type"]) : [block["@type"]],
  );
  return {
    lang: first(/<html[^>]*\slang="([^"]+)"/),
    title: first(/<title>([^<]*)<\/title>/),
    canonical: first(/<link rel="canonical" href="([^"]+)"/),
    alternates: [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
    meta,
    jsonLd,
    types,
  };
}
