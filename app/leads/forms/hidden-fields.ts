/**
 * The hidden fields every lead form posts besides its own (app/leads/views/lead-form.tsx
 * writes them, the server's intake and busy page read them). None is part of a form's data:
 * the schemas drop them.
 */

/** Which form was posted: its id ("sample", "contactSection"...). */
export const formField = "_form";

/** When the page started the form (milliseconds since 1970, set by the browser): a much faster post is a script. */
export const startedField = "_started";

/** A person needs longer than this to fill a form; a post sooner after `startedField` is a script's. */
export const minFillMs = 2_500;

/** A field people never see or reach; a post that fills it is a script. */
export const honeypotField = "website";

/** Where a form was sent from (app/leads/forms/visit-source.ts writes them; the server never trusts them): the page's path and query. */
export const pageField = "_page";

/** The site that led to the page, when it is another one. */
export const referrerField = "_referrer";

/** The visit's first page as the browser kept it with analytics consent (JSON). */
export const visitField = "_visit";
