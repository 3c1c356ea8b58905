import type { LeadForm } from "./definitions";

/**
 * The id of the element around a form, which its success state scrolls to. A module with no
 * value imports: the room view's chunk links to the quote form with it, and taking it from
 * lead.ts pulled the forms' definitions out into a chunk of their own, listed for every page.
 */
export const formAnchor = (form: LeadForm) => `form-${form}`;
