import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isProjectType, projectTypeParam } from "~/forms/project-types";
import { LeadForm } from "./lead-form";

/*
 * Three of the site's lead forms (the sample request's is in sample-request-form.tsx, loaded by
 * its page alone). Each is rendered from its definition in app/forms/definitions.ts (fields,
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

/** The contact section's form (home, projects and sector pages): name, company, e-mail, phone, project type, message. */
export function ContactSectionForm() {
  const [params] = useSearchParams();
  const [preselected, setPreselected] = useState<string | undefined>(undefined);
  // A link such as /hoteles?proyecto=contract#contact preselects the project type. Read after
  // hydration: the pre-rendered page has no query string.
  const wanted = params.get(projectTypeParam);
  useEffect(() => {
    setPreselected(isProjectType(wanted) ? wanted : undefined);
  }, [wanted]);
  return (
    <LeadForm
      key={preselected ?? "none"}
      form="contactSection"
      initial={preselected ? { projectType: preselected } : undefined}
    />
  );
}
