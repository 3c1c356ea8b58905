import { readFileSync } from "node:fs";
import path from "node:path";
import { type CatalogueManifest, catalogueFolder, manifestName } from "~/documents/catalogue/manifest";
import { log } from "./log.server";

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
