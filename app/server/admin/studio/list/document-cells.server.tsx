import { type PageContext, When } from "~/server/admin/layout.server";
import { actorName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { OverviewDocument } from "~/server/content/store/overview.server";
import { listCopy } from "./list-words.server";

/**
 * A document's state in a row of the list: published, draft or scheduled (a schedule beside a
 * draft too), its texts waiting for translation, when it last changed and by whom. The pages' and
 * the collection's tables share them.
 */
export function DocumentStateCells({ context, row }: { context: PageContext; row: OverviewDocument }) {
  const words = studioCopy[context.lang];
  const listWords = listCopy[context.lang];
  const stale = Object.values(row.stale).reduce((sum, count) => sum + (count ?? 0), 0);
  return (
    <>
      <td data-label={words.columns.state}>
        <span className={`badge ${row.state === "published" ? "sent" : "pending"}`}>{words.states[row.state]}</span>
        {row.scheduled.length > 0 && row.state !== "scheduled" ? (
          <span className="badge pending">{words.states.scheduled}</span>
        ) : null}
      </td>
      <td data-label={listWords.toTranslate} className="num">
        {stale > 0 ? stale : "—"}
      </td>
      <td data-label={words.columns.changed} className="num">
        <When at={row.lastChangedAt} lang={context.lang} />
      </td>
      <td data-label={words.columns.by}>{actorName(row.lastChangedBy, words)}</td>
    </>
  );
}
