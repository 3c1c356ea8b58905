import { readFileSync } from "node:fs";
import path from "node:path";
import { createContext } from "react-router";
import { type CatalogueManifest, catalogueFolder, manifestName } from "~/content/catalogue-manifest";
import { type Language, localizePath } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";

/**
 * The built catalogues (language -> file, pages, size), read from `<dir>/catalogues/manifest.json`:
 * `public/` while pages are pre-rendered, the client build when the server starts. No manifest
 * (catalogues not built) reads as none: the page says 'Próximamente' and e-mails link the page.
 */
export function readCatalogueManifest(dir = path.resolve(process.cwd(), "public")): CatalogueManifest {
  const file = path.join(dir, catalogueFolder, manifestName);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as CatalogueManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      log.error({ event: "catalogue_manifest_unreadable", file, error: (error as Error).message });
    }
    return {};
  }
}

/**
 * The catalogues a render links (the live pages set it after a published change redrew one);
 * nothing set, the manifest on disk (the build's, while pages are pre-rendered).
 */
export const catalogueContext = createContext<CatalogueManifest | null>(null);

/**
 * The catalogue a catalogue request's confirmation links: `CATALOGUE_URL` when set, else the
 * built PDF in the visitor's language, else (no catalogue built) the catalogues page.
 */
export function catalogueUrl(
  { env, catalogues }: { env: { CATALOGUE_URL?: string | undefined; SITE_URL: string }; catalogues: CatalogueManifest },
  lang: Language,
): string {
  const built = catalogues[lang];
  return env.CATALOGUE_URL ?? `${env.SITE_URL}${built ? built.path : localizePath("/catalogos", lang)}`;
}
