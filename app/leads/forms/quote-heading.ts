/**
 * The id of the quote request's heading on the configurator's page, which takes focus when the
 * room view sends the visitor on to the quote. A module of its own: the configurator's first
 * chunk imports it, and importing it from app/leads/forms/lead.ts pulled the forms' definitions out into
 * a chunk of their own, listed for every page (195 bytes over the configurator's budget).
 */
export const quoteHeadingId = "quote-heading";
