import { LeadForm } from "./lead-form";

/*
 * Three of the site's lead forms (the sample request's is in sample-request-form.tsx, loaded by
 * its page alone). Each is rendered from its definition in app/leads/forms/definitions.ts (fields,
 * sections, copy): change a form there, not here.
 */

/** The digital-catalogue request page's form. */
export function CatalogueRequestForm() {
  return <LeadForm form="catalogue" />;
}

/** The contact page's form: name, company, e-mail, phone, message. */
export function ContactPageForm() {
  return <LeadForm form="contact" />;
}

/**
 * The contact section's form (home, projects and sector pages): name, company, e-mail, phone,
 * project type, message. A link such as /hoteles?proyecto=contract#contact preselects the project
 * type: the pre-rendered page has no query string, and the page hydrates only when the visitor
 * reaches for it, so the head's script sets it as soon as the form is parsed, and nothing the
 * visitor typed is touched (./address-defaults.ts).
 */
export function ContactSectionForm() {
  return <LeadForm form="contactSection" />;
}
