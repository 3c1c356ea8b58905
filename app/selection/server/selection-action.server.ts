import { type ActionFunctionArgs, data, redirect } from "react-router";
import { type Language, localizePath, splitLanguage } from "~/i18n/languages";
import { addressSubject, limitKey, limits, takeHit } from "~/leads/server/limits.server";
import { log } from "~/platform/observability/log.server";
import { requestInfo } from "~/platform/request-info.server";
import {
  cleanPlace,
  doneParam,
  itemConfiguration,
  itemParam,
  nextItemId,
  parseQuantity,
  rugQuery,
  type Selection,
  type SelectionDone,
  selectionFields,
  selectionLimits,
  selectionPath,
  sharedParam,
} from "../selection";
import { selectionFromCookies, selectionSetCookie } from "./selection-cookie.server";
import { shareSelection } from "./shares.server";

/** Why a change was refused, as the page says it beside the form that asked. */
export type SelectionProblem = "quantity" | "rug" | "full" | "missing" | "empty" | "shares" | "unavailable" | "foreign";

/** What a refused change answers: the problem, and what was posted, to show again (nothing typed is lost). */
export type SelectionRefusal = {
  problem: SelectionProblem;
  intent: string;
  item: string;
  posted: { rug: string; place: string; quantity: string };
  retryAfterSeconds?: number;
};

/**
 * A post from another site could replace the visitor's project (her cookie) with its own: posts
 * are taken only from this site's pages. Browsers say where a post comes from (`Sec-Fetch-Site`,
 * `Origin`); a client that says neither is not a browser another site can drive.
 */
function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The project page's action: add a rug (from a design's page or the configurator), change an
 * item's place or quantity, remove it, or share the project. Every change answers 303 to the
 * project page with the new cookie; a refused one renders the page with the reason beside what was
 * posted, and the cookie unchanged.
 */
export async function selectionAction(
  { request, url, context }: Pick<ActionFunctionArgs, "request" | "url" | "context">,
  /** The body, when the page's action has read it already to tell its forms apart. */
  posted?: FormData,
) {
  const { lang } = splitLanguage(url.pathname);
  const form = posted ?? (await request.formData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 2048) : "";
  };
  const intent = text(selectionFields.intent);
  const refusal = (problem: SelectionProblem, status = 400, retryAfterSeconds?: number) =>
    data<SelectionRefusal>(
      {
        problem,
        intent,
        item: text(selectionFields.item),
        posted: {
          rug: text(selectionFields.rug),
          place: text(selectionFields.place),
          quantity: text(selectionFields.quantity),
        },
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      },
      { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {} },
    );
  if (fromAnotherSite(request)) return refusal("foreign", 403);
  const selection = selectionFromCookies(request.headers.get("Cookie"));
  const page = localizePath(selectionPath, lang);
  const keep = (next: Selection, done: SelectionDone, itemId?: string) => {
    const cookie = selectionSetCookie(next, isSecure(request));
    if (cookie === null) return refusal("full", 413);
    const query = new URLSearchParams({ [doneParam]: done, ...(itemId ? { [itemParam]: itemId } : {}) });
    return redirect(`${page}?${query}`, {
      status: 303,
      headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
    });
  };

  if (intent === "add") {
    const configuration = itemConfiguration(text(selectionFields.rug));
    if (!configuration) return refusal("rug");
    const quantity = parseQuantity(text(selectionFields.quantity) || "1");
    if (quantity === null) return refusal("quantity");
    if (selection.items.length >= selectionLimits.items) return refusal("full", 413);
    const id = nextItemId(selection);
    const item = { id, rug: rugQuery(configuration), place: cleanPlace(text(selectionFields.place)), quantity };
    return keep({ items: [...selection.items, item] }, "added", id);
  }
  const itemId = text(selectionFields.item);
  const current = selection.items.find((item) => item.id === itemId);
  if (intent === "update") {
    if (!current) return refusal("missing", 409);
    const quantity = parseQuantity(text(selectionFields.quantity));
    if (quantity === null) return refusal("quantity");
    const place = cleanPlace(text(selectionFields.place));
    const items = selection.items.map((item) => (item.id === itemId ? { ...item, place, quantity } : item));
    return keep({ items }, "updated", itemId);
  }
  if (intent === "remove") {
    // Removing what is already gone (a second tab, a double tap) is done, not an error.
    return keep({ items: selection.items.filter((item) => item.id !== itemId) }, "removed");
  }
  if (intent === "share") return share(selection, lang, page, context, refusal);
  return refusal("missing", 400);
}

async function share(
  selection: Selection,
  lang: Language,
  page: string,
  context: ActionFunctionArgs["context"],
  refusal: (problem: SelectionProblem, status?: number, retryAfterSeconds?: number) => ReturnType<typeof data>,
) {
  if (selection.items.length === 0) return refusal("empty");
  const { services, clientAddress } = context.get(requestInfo);
  const now = services.now();
  try {
    const hit = await takeHit(
      services.storage,
      limits.shares,
      limitKey(limits.shares, addressSubject(clientAddress)),
      now,
    );
    if (!hit.allowed) return refusal("shares", 429, hit.retryAfterSeconds);
    const shared = await shareSelection(services.storage, selection, { lang, now });
    return redirect(`${page}?${sharedParam}=${shared.token}`, {
      status: 303,
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    log.warn({ event: "selection_share_failed", error: (error as Error).message });
    return refusal("unavailable", 503, 10);
  }
}
