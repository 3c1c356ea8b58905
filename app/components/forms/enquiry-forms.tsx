import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isProjectType, projectTypeParam, projectTypes } from "~/forms/project-types";
import { useTranslation } from "~/i18n/language-context";
import { type FieldSpec, LeadForm } from "./lead-form";

const personal: FieldSpec[] = [
  { name: "firstName", kind: "text", required: true, autoComplete: "given-name" },
  { name: "lastName", kind: "text", required: true, autoComplete: "family-name" },
  { name: "email", kind: "email", required: true, autoComplete: "email" },
  { name: "phone", kind: "tel", required: true, autoComplete: "tel" },
];
const company: FieldSpec[] = [
  { name: "company", kind: "text", required: true, autoComplete: "organization" },
  { name: "position", kind: "text", autoComplete: "organization-title" },
];

/** spec §2 Sample-kit request page. */
export function SampleRequestForm() {
  const { t } = useTranslation();
  return (
    <LeadForm
      form="sample"
      copy={{
        submit: t("forms.sample.submit"),
        successTitle: t("forms.sample.successTitle"),
        successText: t("forms.sample.successText"),
        errorTitle: t("forms.sample.errorTitle"),
        errorText: t("forms.sample.errorText"),
      }}
      note={t("forms.sample.requiredNote")}
      sections={[
        { title: t("forms.sample.sections.personal"), fields: personal },
        { title: t("forms.sample.sections.company"), fields: company },
        {
          title: t("forms.sample.sections.shipping"),
          fields: [
            { name: "address", kind: "text", required: true, autoComplete: "street-address", wide: true },
            { name: "city", kind: "text", required: true, autoComplete: "address-level2" },
            { name: "postalCode", kind: "text", required: true, autoComplete: "postal-code" },
            { name: "country", kind: "text", required: true, autoComplete: "country-name" },
          ],
        },
        { title: t("forms.sample.sections.comments"), fields: [{ name: "comments", kind: "textarea", rows: 4 }] },
      ]}
    />
  );
}

/** spec §2 Digital catalogue request page. */
export function CatalogueRequestForm() {
  const { t } = useTranslation();
  return (
    <LeadForm
      form="catalogue"
      copy={{
        submit: t("forms.catalogue.submit"),
        successTitle: t("forms.catalogue.successTitle"),
        successText: t("forms.catalogue.successText"),
        errorTitle: t("forms.catalogue.errorTitle"),
        errorText: t("forms.catalogue.errorText"),
      }}
      note={
        <>
          <p>{t("forms.catalogue.requiredNote")}</p>
          <p className="mt-1">{t("forms.catalogue.emailNote")}</p>
        </>
      }
      sections={[
        { title: t("forms.catalogue.sections.personal"), fields: personal },
        { title: t("forms.catalogue.sections.company"), fields: company },
        { title: t("forms.catalogue.sections.interests"), fields: [{ name: "interests", kind: "textarea", rows: 4 }] },
      ]}
    />
  );
}

/** spec §2 Contact page: name, email, phone, message. */
export function ContactPageForm() {
  const { t } = useTranslation();
  return (
    <LeadForm
      form="contact"
      copy={{
        submit: t("forms.contact.submit"),
        successTitle: t("forms.contact.successTitle"),
        successText: t("forms.contact.successText"),
        errorTitle: t("forms.contact.errorTitle"),
        errorText: t("forms.contact.errorText"),
      }}
      sections={[
        {
          fields: [
            { name: "name", kind: "text", required: true, autoComplete: "name", wide: true },
            { name: "email", kind: "email", required: true, autoComplete: "email" },
            { name: "phone", kind: "tel", autoComplete: "tel" },
            { name: "message", kind: "textarea", required: true, rows: 4 },
          ],
        },
      ]}
    />
  );
}

/** spec §2 Contact section: name, company, email, phone, project type, message. */
export function ContactSectionForm() {
  const { t } = useTranslation();
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
      copy={{
        submit: t("forms.contactSection.submit"),
        successTitle: t("forms.contactSection.successTitle"),
        successText: t("forms.contactSection.successText"),
        errorTitle: t("forms.contactSection.errorTitle"),
        errorText: t("forms.contactSection.errorText"),
      }}
      sections={[
        {
          fields: [
            { name: "name", kind: "text", required: true, autoComplete: "name" },
            { name: "company", kind: "text", autoComplete: "organization" },
            { name: "email", kind: "email", required: true, autoComplete: "email" },
            { name: "phone", kind: "tel", autoComplete: "tel" },
            {
              name: "projectType",
              kind: "select",
              wide: true,
              options: [
                { value: "", label: t("forms.contactSection.projectTypes.placeholder") },
                ...projectTypes.map((type) => ({ value: type, label: t(`forms.contactSection.projectTypes.${type}`) })),
              ],
            },
            { name: "message", kind: "textarea", required: true, rows: 4 },
          ],
        },
      ]}
    />
  );
}
