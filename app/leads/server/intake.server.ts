import { type ActionFunctionArgs, data, redirect } from "react-router";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { type Language, splitLanguage } from "~/i18n/languages";
import { formErrorKeys, wholeFormError } from "~/leads/forms/fields";
import { formField, honeypotField, minFillMs, startedField } from "~/leads/forms/hidden-fields";
import { formAnchor, type LeadActionResult, type LeadForm, type LeadInput, sentParam } from "~/leads/forms/lead";
import { fieldErrors, formSchemas } from "~/leads/forms/lead-schemas";
import type { ProjectItem } from "~/leads/forms/project-items";
import { roomPictureConsentField, roomPictureField } from "~/leads/forms/room-attachment";
import { visibleFields } from "~/leads/forms/visible-text";
import { log } from "~/platform/observability/log.server";
import {
  confirmationsWithheld,
  leadPostsDiscarded,
  leadPostsRefused,
  leadsStored,
  roomPicturesRefused,
} from "~/platform/observability/metrics.server";
import {
  busyRetryAfterSeconds,
  type RequestInfo,
  type RouteServices,
  requestInfo,
} from "~/platform/request-info.server";
import { leadSector } from "./lead-sector.server";
import { addressSubject, limitKey, limits, takeHit } from "./limits.server";
import { leadSourceOf } from "./posted-source.server";
import { projectEmptyError, withProjectItems } from "./project-items.server";
import { withNamedDesign } from "./requested-design.server";
import { checkRoomPicture, type RoomPicture } from "./room-picture.server";
import { storeLead } from "./store.server";

/**
 * What the intake needs of the process (a test hands in its own); with `leadsWebhook` true, each
 * lead is also sent to the CRM.
 */
export type IntakeServices = RouteServices;

export type LeadPostAnswer = {
  result: LeadActionResult;
  status: number;
  headers?: Record<string, string>;
  /** A page post's success: where the browser is sent to see it (Post/Redirect/Get). */
  redirect?: string;
};

/**
 * The rugs a project request carries: the visitor's project, which its page's action reads from
 * her cookie (the project is a floor above the leads); a project request without one is refused.
 */
type ProjectItemsOption = { projectItems?: readonly ProjectItem[] };

/**
 * The action of a route whose page shows lead forms: the post handled (handleLeadPost) in the
 * page's language with the request's client and services, one of `forms` or refused; answered
 * with a redirect after a page post's success, else the form's state. `successQuery` is kept in
 * that redirect before the success state's own (the configurator's rug); `projectItems` are the
 * rugs of a project request.
 */
export async function leadAction(
  { request, url, context }: Pick<ActionFunctionArgs, "request" | "url" | "context">,
  forms: readonly LeadForm[],
  options: { successQuery?: string } & ProjectItemsOption = {},
) {
  const { lang } = splitLanguage(url.pathname);
  const answer = await handleLeadPost(request, lang, forms, {
    ...context.get(requestInfo),
    content: context.get(contentContext),
    ...options,
  });
  if (answer.redirect) return redirect(answer.redirect, { status: 303, headers: answer.headers });
  return data(answer.result, { status: answer.status, headers: answer.headers });
}

/**
 * How far a browser's clock may run ahead of ours before the start time it wrote reads as forged
 * rather than as a clock set a little fast. Either way such a post is too fast to be a person's.
 */
const maxClockSkewMs = 60_000;

/** Why a post is taken for a script's, as it is logged and counted. */
type AutomatedReason =
  | "honeypot"
  | "too_fast"
  | "started_missing"
  | "started_invalid"
  | "started_empty"
  | "started_future";

/** The form's fields as text, for showing them again (files and our hidden fields left out). */
function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !key.startsWith("_") && key !== honeypotField) values[key] = value.slice(0, 5000);
  }
  return values;
}

/** The message a sample request gets for a design the collection does not show, in the visitor's language. */
const designError = formErrorKeys.designInvalid;

/** The message a refused room picture gets, in the visitor's language. */
export const roomPictureError = "forms.errors.roomPicture";

/**
 * The room picture posted with a quote request (the rug in the visitor's photo), checked by
 * decoding it; only with the visitor's tick (`roomPictureConsent`), only on the quote form. None
 * sent, or sent without the tick: undefined, nothing kept.
 */
async function postedRoomPicture(formData: FormData, form: LeadForm): Promise<RoomPicture | "refused" | undefined> {
  const posted = formData.get(roomPictureField);
  if (form !== "quote" || !(posted instanceof Blob) || posted.size === 0) return undefined;
  if (formData.get(roomPictureConsentField) !== "yes") return undefined;
  const check = await checkRoomPicture(posted);
  if (check.ok) return check.picture;
  roomPicturesRefused.inc({ reason: check.reason });
  log.warn({ event: "room_picture_refused", form, reason: check.reason, bytes: posted.size });
  return "refused";
}

/**
 * Whether a post is a script's, and why: the honeypot filled, or the start time (`_started`) not
 * as a browser writes it. Every form posts that field, empty until the page's script writes
 * Date.now() into it: empty is a page without JavaScript (taken), but not from JavaScript's
 * own post (`dataRequest`); anything but digits, a time ahead of ours by more than a clock's
 * skew, or less than `minFillMs` ago is no person's.
 */
function automatedReason(formData: FormData, now: Date, dataRequest: boolean): AutomatedReason | null {
  const honeypot = formData.get(honeypotField);
  if (typeof honeypot === "string" && honeypot !== "") return "honeypot";
  const posted = formData.get(startedField);
  if (posted === null) return "started_missing";
  if (posted === "") return dataRequest ? "started_empty" : null;
  if (typeof posted !== "string" || !/^\d{1,15}$/.test(posted)) return "started_invalid";
  const elapsed = now.getTime() - Number(posted);
  if (elapsed < -maxClockSkewMs) return "started_future";
  if (elapsed < minFillMs) return "too_fast";
  return null;
}

/** A post refused by a limit: counted, logged (no personal data), answered 429 with the values kept. */
function rateLimited(
  form: LeadForm,
  limit: "posts" | "leads",
  values: Record<string, string>,
  retryAfterSeconds: number,
): LeadPostAnswer {
  leadPostsRefused.inc({ limit });
  log.warn({ event: "lead_post_refused", form, limit });
  return {
    result: { form, status: "rateLimited", values },
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}

/**
 * The posted lead as the server completes it: a sample request's design checked against the
 * collection shown now and named as it names it (refused: the design's message), a project
 * request with the rugs of the visitor's project (refused when it holds none: the form's message,
 * so the visitor keeps what she typed). Any other lead as it came.
 */
function completedLead(
  posted: LeadInput,
  { content, lang, projectItems }: { content: ContentSnapshot; lang: Language } & ProjectItemsOption,
): { lead: LeadInput } | { refused: Record<string, string> } {
  const named = withNamedDesign(posted, () => collectionFrom(content, lang), lang);
  if (!named) {
    log.warn({ event: "lead_design_refused", form: posted.form });
    return { refused: { design: designError } };
  }
  const lead = withProjectItems(named, projectItems);
  if (!lead) {
    log.info({ event: "lead_project_empty", form: posted.form });
    return { refused: { [wholeFormError]: projectEmptyError } };
  }
  return { lead };
}

/**
 * Handles a lead form post, cheapest refusal first:
 * 1. at most 30 posts of any kind per address in 10 minutes (429, values kept);
 * 2. honeypot and start time (missing, malformed, empty from JavaScript, in the future, or too
 *    recent for a person): answered as a success, nothing stored or sent, logged and counted;
 * 3. the form's zod schema (400 with the field errors; never counts against the lead limit),
 *    a sample request's design against the collection the site shows, and a project request's
 *    rugs (its page's, from the visitor's project), at least one (400 likewise);
 * 4. the lead with where it came from (the page, its campaign, the referring site: never
 *    trusted, see lead-source.server.ts) and its sector, its owner by the assignment rules, its
 *    e-mails (and its CRM event when a webhook is set), the address's
 *    accepted-lead place (5 per form in 10 minutes) and the recipient's confirmation place
 *    (3 a day) committed together. Success only after it.
 * A post the process was too busy to take (formAdmission) is answered 503 before any of it.
 * A success without JavaScript redirects to the page's success state (Post/Redirect/Get), so
 * a post never pays for rendering a page and a reload never posts again.
 */
export async function handleLeadPost(
  request: Request,
  lang: Language,
  allowed: readonly LeadForm[],
  {
    clientAddress,
    services,
    dataRequest = true,
    admission,
    successQuery,
    content = seedSnapshot,
    projectItems,
  }: Pick<RequestInfo, "clientAddress" | "dataRequest" | "admission"> & {
    services: IntakeServices;
    /** Kept in a page post's success redirect, before `sent` (the configurator's rug, the sample's design). */
    successQuery?: string;
    /** The content the site shows (the published one): a sample request's design must be in its collection. */
    content?: ContentSnapshot;
  } & ProjectItemsOption,
): Promise<LeadPostAnswer> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new Response("Malformed form data", { status: 400 });
  }
  const form = formData.get(formField);
  if (typeof form !== "string" || !(allowed as readonly string[]).includes(form)) {
    throw new Response("Unknown form", { status: 400 });
  }
  const leadForm = form as LeadForm;
  const values = formValues(formData);
  if (admission && !admission.admitted) {
    return {
      result: { form: leadForm, status: "busy", values },
      status: 503,
      headers: { "Retry-After": String(busyRetryAfterSeconds) },
    };
  }
  const { storage, outbox } = services;
  const success = (): LeadPostAnswer => {
    const query = `${successQuery ? `${successQuery}&` : ""}${sentParam}=${leadForm}`;
    return {
      result: { form: leadForm, status: "success" },
      status: 200,
      ...(dataRequest ? {} : { redirect: `${new URL(request.url).pathname}?${query}#${formAnchor(leadForm)}` }),
    };
  };
  const now = services.now();
  const address = addressSubject(clientAddress);

  try {
    const post = await takeHit(storage, limits.posts, limitKey(limits.posts, address), now);
    if (!post.allowed) return rateLimited(leadForm, "posts", values, post.retryAfterSeconds);

    const automated = automatedReason(formData, now, dataRequest);
    if (automated) {
      leadPostsDiscarded.inc({ form: leadForm, reason: automated });
      log.info({ event: "lead_post_discarded", form: leadForm, reason: automated });
      return success();
    }

    const parsed = formSchemas[leadForm].safeParse(visibleFields(Object.fromEntries(formData)));
    if (!parsed.success) {
      return { result: { form: leadForm, status: "invalid", errors: fieldErrors(parsed.error), values }, status: 400 };
    }
    const completed = completedLead({ form: leadForm, data: parsed.data } as LeadInput, {
      content,
      lang,
      projectItems,
    });
    if ("refused" in completed) {
      return { result: { form: leadForm, status: "invalid", errors: completed.refused, values }, status: 400 };
    }
    const { lead } = completed;

    const picture = await postedRoomPicture(formData, leadForm);
    if (picture === "refused") {
      return {
        result: { form: leadForm, status: "invalid", errors: { [roomPictureField]: roomPictureError }, values },
        status: 400,
      };
    }

    const source = leadSourceOf(formData, request, now);
    const stored = await storeLead(
      storage,
      { ...lead, lang },
      {
        clientAddress: address,
        now,
        webhook: services.leadsWebhook === true,
        ...(picture ? { picture } : {}),
        source,
        sector: leadSector(lead.data as Record<string, unknown>, source.page, content),
      },
    );
    if (!stored.stored) return rateLimited(leadForm, "leads", values, stored.retryAfterSeconds);
    leadsStored.inc({ form: leadForm });
    if (!stored.confirmationSent) {
      confirmationsWithheld.inc();
      log.warn({ event: "lead_confirmation_withheld", form: leadForm, lead: stored.lead.id });
    }
    log.info({ event: "lead_stored", form: leadForm, lang, lead: stored.lead.id });
    outbox.wake();
    return success();
  } catch (error) {
    // The database is out of reach (restarting, say): nothing was accepted, the visitor keeps
    // what they typed and is told when to send it again.
    log.error({ event: "lead_not_stored", form: leadForm, error: (error as Error).message });
    return {
      result: { form: leadForm, status: "failed", values },
      status: 503,
      headers: { "Retry-After": String(busyRetryAfterSeconds) },
    };
  }
}
