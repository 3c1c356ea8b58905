import type { Response, Router } from "express";
import { listDocuments, orphans } from "../../content/store/state.server";
import { outdatedCounts } from "../../content/translations.server";
import { handle, sendPage } from "../kit.server";
import type { StudioKit } from "./kit.server";
import { listPage, type XliffNotice } from "./list-page.server";

/** The list (with an import's outcome, when one was just sent), as the other routes show it too. */
export type ShowList = (response: Response, status?: number, xliff?: XliffNotice) => Promise<void>;

export function listRoutes(router: Router, kit: StudioKit): ShowList {
  const { storage, services } = kit;
  const showList: ShowList = async (response, status = 200, xliff = null) => {
    const now = services.now();
    sendPage(
      response,
      status,
      listPage(
        kit.contextOf(response),
        await listDocuments(storage, now),
        await orphans(storage),
        xliff,
        await outdatedCounts(storage, now),
      ),
    );
  };

  router.get(
    ["/", ""],
    handle(async (_request, response) => {
      await showList(response);
    }),
  );
  return showList;
}
