import type { ContentSnapshot } from "~/content/text-units";
import { splitLanguage } from "~/i18n/languages";
import { isProjectType, type ProjectType, projectTypeParam } from "~/leads/forms/project-types";

/*
 * The sector a lead is about (a project type): the one its form names, else the one of the page
 * it was sent from. A sector page's quote button names its project type in the content itself
 * (`/hoteles?proyecto=contract#contact`), so that link is the mapping: nothing to keep in step.
 */

// A content link to a page's contact form that preselects a project type.
const quoteLink = new RegExp(`"(/[a-z0-9/-]*)\\?${projectTypeParam}=([a-z]+)#contact"`, "g");

const sectorsOfContent = new WeakMap<ContentSnapshot, Map<string, ProjectType | null>>();

/**
 * The project type each Spanish path's quote links name, read from the content the site shows
 * (once per published snapshot); a path whose links name two types has none.
 */
function pageSectors(content: ContentSnapshot): Map<string, ProjectType | null> {
  const known = sectorsOfContent.get(content);
  if (known) return known;
  const sectors = new Map<string, ProjectType | null>();
  for (const written of content.values()) {
    for (const [, path = "", type] of JSON.stringify(written.es ?? null).matchAll(quoteLink)) {
      if (!isProjectType(type)) continue;
      const before = sectors.get(path);
      sectors.set(path, before === undefined || before === type ? type : null);
    }
  }
  sectorsOfContent.set(content, sectors);
  return sectors;
}

/** The sector of a lead: its form's `projectType`, else that of the page it was sent from (`page`: path and query). */
export function leadSector(
  data: Record<string, unknown>,
  page: string | null,
  content: ContentSnapshot,
): string | null {
  if (isProjectType(data.projectType)) return data.projectType;
  if (page === null) return null;
  const { path } = splitLanguage(page.split("?")[0] ?? "");
  return pageSectors(content).get(path) ?? null;
}
