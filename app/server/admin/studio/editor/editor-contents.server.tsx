import { type DocumentDef, type DocumentKind, sharedSectionsOf } from "~/content/documents";
import type { ContentIssue } from "~/content/validate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { type Group, groupAnchor } from "./editor-groups.server";
import { holdsIn } from "./editor-outline.server";
import { editorCopy } from "./editor-words.server";

/** The documents a page shows besides its own: the home page's events and contact, a page's shared sections. */
function relatedDocuments(def: DocumentDef, es: unknown, lang: AdminLanguage) {
  const words = studioCopy[lang];
  if (def.kind === "home")
    return [
      { href: "/admin/content/events", label: editorCopy[lang].eventsOfHome },
      { href: "/admin/content/section.contact", label: words.sections.contact },
    ];
  if (def.kind !== "page") return [];
  return sharedSectionsOf(es).map((section) => ({
    href: `/admin/content/section.${section}`,
    label: words.sections[section],
  }));
}

/**
 * The editor's contents: a link to each section (marked where it holds a problem), then the
 * documents the page shows besides its own. A column at a desk, a jump menu on a phone.
 */
export function Contents({
  def,
  es,
  lang,
  sections,
  issues,
}: {
  def: DocumentDef;
  es: unknown;
  lang: AdminLanguage;
  sections: Group[];
  issues: ContentIssue[];
}) {
  const kind: DocumentKind = def.kind;
  const related = relatedDocuments(def, es, lang);
  return (
    <>
      <ol className="toc-list">
        {sections.map((section) => {
          const problems = issues.some((issue) => holdsIn(kind, section.path, issue.path));
          return (
            <li key={section.path}>
              <a href={`#${groupAnchor(section.path)}`}>
                {section.title}
                {problems ? <span className="dot" /> : null}
              </a>
            </li>
          );
        })}
      </ol>
      {related.length > 0 ? (
        <>
          <p className="toc-related">{editorCopy[lang].related}</p>
          <ul className="toc-list">
            {related.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label} →</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
