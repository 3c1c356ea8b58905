import type { Storage } from "../../app/platform/db/db.server";
import { type DocumentState, documentState } from "../../app/server/content/store/state.server";

/**
 * The FAQ in the content studio's editor as its tests read and post it (app/server/admin/studio/drafts/):
 * the document stored now, what its editor shows, and the revision and base its form carries.
 */

/** Two texts of the FAQ's first question, and its editor's address. */
export const question = "blocks.1.items.0.question";
export const answer = "blocks.1.items.0.answer";
export const faq = "/admin/content/page.faq";

/** A signed-in staff member, as far as these forms need one (tests/support/back-office.ts). */
type Studio = {
  get: (path: string) => Promise<Response>;
  post: (path: string, fields?: Record<string, string> | [string, string][]) => Promise<Response>;
};

/** The FAQ as stored now. */
export async function faqState(storage: Storage): Promise<DocumentState> {
  const state = await documentState(storage, "page.faq", new Date());
  if (!state) throw new Error("no FAQ document");
  return state;
}

/** What the editor shows of a document: its draft, else what is live. */
export const shown = (state: DocumentState) => (state.draft?.content ?? state.live).written;

/** The revision the editor's form carries, as a browser would post it back. */
export async function revisionOf(studio: Studio, path = faq): Promise<string> {
  const html = await (await studio.get(path)).text();
  const revision = /name="revision" value="(\d+)"/.exec(html)?.[1];
  if (!revision) throw new Error(`no revision in the form of ${path}`);
  return revision;
}

/** The revision and the base (three-way.server.ts) the editor's form carries, as a browser posts them back. */
export async function formOf(studio: Studio, path = faq): Promise<{ revision: string; base: string }> {
  const html = await (await studio.get(path)).text();
  const revision = /name="revision" value="(\d+)"/.exec(html)?.[1];
  const base = /name="base" value="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
  if (!revision || !base) throw new Error(`no revision or base in the form of ${path}`);
  return { revision, base };
}

/** A publish or schedule that asked first (its Spanish left translations out of date), confirmed as the editor would. */
export async function confirmed(studio: Studio, response: Response): Promise<Response> {
  const location = response.headers.get("location") ?? "";
  if (!location.includes("/confirm")) return response;
  const page = await (await studio.get(location)).text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
  const liveAt = field("liveAt");
  return studio.post(faq, {
    confirm: field("confirm"),
    revision: field("revision"),
    intent: liveAt ? "schedule" : "publish",
    ...(liveAt ? { liveAt } : {}),
  });
}
