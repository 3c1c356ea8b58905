import { Suspense } from "react";
import { useLanguage } from "~/i18n/language-context";
import { LeadForm } from "~/leads/views/lead-form";
import { selectionPath } from "../selection";

/** The id of the request's heading, which names its section. */
const headingId = "project-request";

/**
 * The project's request for samples and a quote, under its rugs: one lead for the whole project.
 * The form asks only for the visitor's details; the server reads the rugs from her project when
 * it arrives. A real form posting to the project's page (its own address, none of the notices'
 * query), so it works without JavaScript; its words are the interface's (`forms.project`).
 */
export function ProjectRequest() {
  const { t, localize } = useLanguage();
  return (
    <section aria-labelledby={headingId} className="rounded-sm bg-sand/40 p-6 sm:p-10">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div className="flex flex-col gap-4">
          <h2 id={headingId} className="font-display text-3xl leading-tight text-balance sm:text-4xl">
            {t("forms.project.title")}
          </h2>
          <p className="leading-relaxed text-muted">{t("forms.project.intro")}</p>
        </div>
        <div className="rounded-sm bg-ivory p-6 shadow-sm ring-1 ring-line sm:p-10">
          <Suspense>
            <LeadForm form="project" action={localize(selectionPath)} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
