import { type InboxFilter, inboxQuery } from "~/leads/server/inbox.server";
import type { PageContext } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { exportsWords } from "./exports-words.server";

/** The inbox's view as a file: a link to its CSV and one to its Excel workbook, with how many leads they hold. */
export function ExportLinks({ context, filter, total }: { context: PageContext; filter: InboxFilter; total: number }) {
  const words = exportsWords[context.lang];
  const query = inboxQuery(filter, { page: undefined });
  const search = query ? `?${query}` : "";
  return (
    <p>
      <a className="button secondary" href={`/admin/leads/export.csv${search}`} download>
        {words.csv}
      </a>{" "}
      <a className="button secondary" href={`/admin/leads/export.xlsx${search}`} download>
        {words.xlsx}
      </a>{" "}
      <span className="hint">{counted(context.lang, words.hint, total)}</span>
    </p>
  );
}
