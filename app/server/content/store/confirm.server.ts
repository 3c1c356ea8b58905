import type { Language } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import type { StoredDocument } from "./document.server";
import { audit } from "./events.server";
import { insertVersion } from "./publishing.server";
import { nextRevision } from "./revision.server";

/**
 * Records translations confirmed as still valid for the Spanish they stand beside (`content`
 * already says so: withNewWords with `confirmed`). Where the editor's words are, the mark clears:
 * in the draft when there is one (or when the editor's form brought unsaved words), otherwise in
 * a new version live now with the very same words, so what is published (and exported) stops
 * asking for those translations without anyone publishing a draft. An audit line lists them.
 */
export async function confirmTranslations(
  storage: Storage,
  id: string,
  content: StoredDocument,
  options: {
    actor: string;
    now: Date;
    into: "draft" | "live";
    confirmed: { lang: Language; path: string }[];
    /** The revision the editor's form was opened at: refused (RevisionConflict) when another change came since. */
    revision?: number;
  },
) {
  await storage.write(async (trx) => {
    let version: number | null = null;
    await nextRevision(trx, id, options.revision);
    if (options.into === "draft")
      await trx
        .updateTable("content_documents")
        .set({
          draft: JSON.stringify(content),
          draft_saved_at: options.now.toISOString(),
          draft_saved_by: options.actor,
        })
        .where("id", "=", id)
        .execute();
    else {
      version = await insertVersion(trx, id, content, {
        liveAt: options.now,
        now: options.now,
        actor: options.actor,
        note: "confirm translations",
      });
    }
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "confirm",
      detail: {
        into: options.into,
        ...(version === null ? {} : { version }),
        texts: options.confirmed.map(({ lang, path }) => `${lang}:${path}`),
      },
    });
  });
}
