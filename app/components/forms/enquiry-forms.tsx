import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isProjectType, projectTypeParam } from "~/forms/project-types";
import { LeadForm } from "./lead-form";

/*
 * The site's four lead forms. Each is rendered from its definition in app/forms/definitions.ts
 * (fields, sections, copy): change a form there, not here.
 */

/** The sample-kit request page's form. */
export function SampleRequestForm() {
  return <LeadForm form="sample" />;
}

/** The digital-catalogue request page's form. */
export function CatalogueRequestForm() {
  return <LeadForm form="catalogue" />;
}

/** The contact page's form: name, e-mail, phone, message. */
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
