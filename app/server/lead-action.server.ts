import type { LeadForm, LeadInput } from "~/forms/lead";
import { fieldErrors, formSchemas } from "~/forms/schemas";
import { type Language, localizePath } from "~/i18n/languages";
import { getEnv } from "./env.server";
import { storeLead } from "./leads.server";
import { renderLeadEmails } from "./mail/templates.server";
import { clientIpHeader } from "./post-guard.server";
import { createRateLimiter } from "./rate-limit.server";
import { getServices } from "./services.server";

/** What a form post answers; the page shows it with or without JavaScript. */
export type LeadActionResult =
  | { form: LeadForm; status: "success" }
  | { form: LeadForm; status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { form: LeadForm; status: "rateLimited"; values: Record<string, string> }
  | { form: LeadForm; status: "failed"; values: Record<string, string> };

/** Hidden fields every lead form carries (app/components/forms/lead-form.tsx). */
export const formField = "_form";
export const honeypotField = "website";
export const startedField = "_started";

/** A person needs longer than this to fill a form; a faster post is a script. */
export const minFillMs = 2_500;

const limiter = createRateLimiter({ max: 5, windowMs: 10 * 60_000 });

/** The form's fields as text, for showing them again (files and our hidden fields left out). */
function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !key.startsWith("_") && key !== honeypotField) values[key] = value.slice(0, 5000);
  }
  return values;
}

/**
 * Handles a lead form post: honeypot and fill time (silently accepted, nothing stored or
 * sent), per-address rate limit, the form's zod schema, then the lead and its e-mails
 * committed together. Success is answered only after the commit.
 */
export async function handleLeadPost(
  request: Request,
  lang: Language,
  allowed: readonly LeadForm[],
): Promise<{ result: LeadActionResult; status: number }> {
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

  const honeypot = formData.get(honeypotField);
  const started = Number(formData.get(startedField));
  const tooFast = Number.isFinite(started) && started > 0 && Date.now() - started < minFillMs;
  if ((typeof honeypot === "string" && honeypot !== "") || tooFast) {
    return { result: { form: leadForm, status: "success" }, status: 200 };
  }

  const ip = request.headers.get(clientIpHeader) ?? "unknown";
  if (!limiter.hit(`${leadForm}:${ip}`).allowed) {
    return { result: { form: leadForm, status: "rateLimited", values }, status: 429 };
  }

  const parsed = formSchemas[leadForm].safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { result: { form: leadForm, status: "invalid", errors: fieldErrors(parsed.error), values }, status: 400 };
  }

  try {
    const { storage, outbox } = await getServices();
    const env = getEnv();
    await storeLead(storage, { form: leadForm, data: parsed.data, lang } as LeadInput & { lang: Language }, (lead) =>
      renderLeadEmails(lead, {
        leadsTo: { address: env.LEADS_TO },
        siteUrl: env.SITE_URL,
        catalogueUrl: env.CATALOGUE_URL ?? `${env.SITE_URL}${localizePath("/catalogos", lang)}`,
      }),
    );
    outbox.wake();
    return { result: { form: leadForm, status: "success" }, status: 200 };
  } catch (error) {
    console.error(`Lead could not be stored: ${(error as Error).message}`);
    return { result: { form: leadForm, status: "failed", values }, status: 503 };
  }
}
