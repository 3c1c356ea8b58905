import type { ContentIssue } from "~/content/validate";
import type { Language } from "~/i18n/languages";
import { type PageContext, StaffForm } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { ExportForm, type OutdatedCounts } from "./export-form.server";

/** What an XLIFF import did, or why it did nothing. */
export type XliffNotice =
  | { imported: { id: string; changed: number; published: boolean; issues: ContentIssue[] }[]; lang: Language }
  | { error: "missing" | "tooLarge" | "unknownUnits" | "invalid"; units?: string[]; message?: string }
  | { nothingOutdated: Language }
  | null;

/** The translations' card under the list: what an import did, the export form, and the import's form. */
export function XliffCard({
  context,
  notice,
  counts,
}: {
  context: PageContext;
  notice: XliffNotice;
  counts: OutdatedCounts;
}) {
  const words = studioCopy[context.lang];
  const xliffWords = words.xliff;
  return (
    <section className="card" aria-labelledby="xliff">
      <h2 id="xliff">{xliffWords.title}</h2>
      <p className="muted">{xliffWords.intro}</p>
      {notice && "imported" in notice ? (
        <div className="notice" role="status">
          <p>
            {counted(context.lang, xliffWords.imported, notice.imported.length, {
              language: context.t.languages[notice.lang],
            })}
          </p>
          <ul className="plain">
            {notice.imported.map((doc) => (
              <li key={doc.id}>
                <a href={`/admin/content/${doc.id}`}>{doc.id}</a>:{" "}
                {counted(
                  context.lang,
                  doc.published ? xliffWords.changedPublished : xliffWords.changedDraft,
                  doc.changed,
                )}
                {doc.issues.length > 0 ? ` ${counted(context.lang, xliffWords.notPublished, doc.issues.length)}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice && "error" in notice ? (
        <div className="alert" role="alert">
          <p>{xliffWords.errors[notice.error]}</p>
          {notice.message ? <p>{notice.message}</p> : null}
          {notice.units ? (
            <ul>
              {notice.units.slice(0, 30).map((unit) => (
                <li key={unit}>
                  <code>{unit}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ExportForm context={context} counts={counts} />
      <StaffForm context={context} action="/admin/content/translations" multipart>
        <div className="field">
          <label htmlFor="xliff-file">{xliffWords.file}</label>
          <input
            type="file"
            id="xliff-file"
            name="file"
            accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            required
          />
        </div>
        <div className="field check">
          <input type="checkbox" id="xliff-publish" name="publish" value="yes" />
          <label htmlFor="xliff-publish">{xliffWords.publish}</label>
        </div>
        <p className="actions">
          <button type="submit" className="secondary">
            {xliffWords.import}
          </button>
        </p>
      </StaffForm>
    </section>
  );
}
