import type { Request, Response, Router } from "express";
import { handle, sendPage } from "~/server/admin/kit.server";
import { documentName } from "~/server/admin/studio/names.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { XliffNotice } from "~/server/admin/studio/translations/xliff-card.server";
import { directoryOf, familyOf } from "~/server/content/store/collection.server";
import { outdatedCountsOf, overview, recentChanges, searchDocuments } from "~/server/content/store/overview.server";
import { orphans } from "~/server/content/store/state.server";
import { type ListView, listPage } from "./list-page.server";

/** The list (with an import's outcome, when one was just sent), as the other routes show it too. */
export type ShowList = (response: Response, status?: number, xliff?: XliffNotice, request?: Request) => Promise<void>;

/** A search as asked: one line of at most 100 characters; anything else is no search. */
function queryOf(request: Request | undefined): string {
  const asked = request?.query.q;
  if (typeof asked !== "string") return "";
  return asked.replace(/\s+/g, " ").trim().slice(0, 100);
}

export function listRoutes(router: Router, kit: StudioKit): ShowList {
  const { storage, services } = kit;
  const showList: ShowList = async (response, status = 200, xliff = null, request) => {
    const now = services.now();
    const query = queryOf(request);
    const [documents, recent, unplaced] = await Promise.all([
      overview(storage, now),
      recentChanges(storage),
      orphans(storage),
    ]);
    let search: ListView["search"] = null;
    if (query) {
      const results = await searchDocuments(storage, now, query, (def, es) => [
        def.id,
        documentName(def, studioCopy.es, "es", es),
        documentName(def, studioCopy.en, "en", es),
      ]);
      search = { query, results };
    }
    // Whether the site shows each design and project, from what is live (the site's own rule).
    const directory = directoryOf(
      new Map(documents.flatMap((row) => (familyOf(row.id) && row.live ? [[row.id, row.live] as const] : []))),
    );
    const notice = request?.query.notice === "moved" ? ("moved" as const) : undefined;
    sendPage(
      response,
      status,
      listPage(
        kit.contextOf(response),
        { documents, recent, search, directory, ...(notice ? { notice } : {}) },
        unplaced,
        xliff,
        outdatedCountsOf(documents),
      ),
    );
  };

  router.get(
    ["/", ""],
    handle(async (request, response) => {
      await showList(response, 200, null, request);
    }),
  );
  return showList;
}
