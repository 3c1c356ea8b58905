import { LoaderCircle, Send } from "lucide-react";
import { type FormEvent, Fragment, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useSearchParams } from "react-router";
import { NoIndex } from "~/components/site/no-index";
import { buttonStyles } from "~/components/ui/button";
import { hydratedAttribute } from "~/components/ui/early-choices";
import { showToast } from "~/components/ui/toast";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import type { MessageKey } from "~/i18n/translate";
import { formDefinitions, type LeadForm as LeadFormId } from "~/leads/forms/definitions";
import { type FormDefinition, fieldLabelKey, optionLabelKey, wholeFormError } from "~/leads/forms/fields";
import { formField, honeypotField, startedField } from "~/leads/forms/hidden-fields";
import { formAnchor, type LeadActionResult, sentParam } from "~/leads/forms/lead";
import {
  attachedRoomPicture,
  roomPictureConsentField,
  roomPictureField,
  useAttachedRoomPicture,
} from "~/leads/forms/room-attachment";
import { appendSourceFields } from "~/leads/forms/visit-source";
import { siteConfig } from "~/site/config";
import { SelectField, TextArea, TextField } from "./field";

/**
 * When the visitor could first see the form, for the start time the server checks against its
 * minimum fill time. A form mounted while the page hydrates was on screen since the page's first
 * paint: a person on a slow phone may have been writing for seconds before the scripts ran, and
 * timing them from the hydration would take them for a script and drop their lead. A form mounted
 * later (a link followed in the page) appears now.
 */
function shownAt(): number {
  if (document.documentElement.hasAttribute(hydratedAttribute)) return Date.now();
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const since = paint?.startTime ?? navigation?.responseEnd ?? performance.now();
  return Math.min(Date.now(), Math.round(performance.timeOrigin + since));
}

/**
 * A lead form, rendered from its definition (app/leads/forms/definitions.ts): a real
 * `<form method="post">` handled by the page's action, so it works without JavaScript (the page
 * comes back with the field errors; a success redirects to the page with `?sent=<form>`, which
 * shows the success message).
 * With JavaScript it checks the fields in the browser with the same zod schema, sends in the
 * background ('Enviando...', submit disabled), then shows a toast: on success the form is
 * cleared, on failure the data stays.
 */
export function LeadForm(props: {
  form: LeadFormId;
  /** Values to start with (a project type from the address, say). */
  initial?: Record<string, string>;
  /** What the page posts with the visitor's fields (the configurator's configuration), by name. */
  carried?: Record<string, string>;
  /**
   * Where the form posts: by default the page's own address, query and all; a page drawn from
   * its query gives the address it checked, so an address's other parameters are never written
   * into the page.
   */
  action?: string;
}) {
  const { form, initial, carried, action } = props;
  const definition: FormDefinition = formDefinitions[form];
  const { t } = useTranslation();
  const copy = {
    submit: t(definition.copy.submit),
    successTitle: t(definition.copy.successTitle),
    successText: t(definition.copy.successText),
    errorTitle: t(definition.copy.errorTitle),
    errorText: t(definition.copy.errorText),
  };
  const notes = definition.copy.notes;
  const { localize } = useLanguage();
  const fetcher = useFetcher<LeadActionResult>({ key: `lead-${form}` });
  const roomPicture = useAttachedRoomPicture();
  const pageResult = useActionData() as LeadActionResult | undefined;
  const [searchParams] = useSearchParams();
  const sentHere = searchParams.get(sentParam) === form;
  const formRef = useRef<HTMLFormElement>(null);
  const startedRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);

  // Without JavaScript the page itself answers the post; with it, the fetcher does.
  const fromPage = pageResult?.form === form ? pageResult : undefined;
  const result = fetcher.data?.form === form ? fetcher.data : fromPage;
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const values = fromPage && fromPage.status !== "success" ? fromPage.values : (initial ?? {});
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (startedRef.current) startedRef.current.value = String(shownAt());
  }, []);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || data.form !== form || fetcher.state !== "idle") return;
    if (data.status === "success") {
      showToast({ tone: "success", title: copy.successTitle, text: copy.successText });
      formRef.current?.reset();
      setClientErrors(null);
    } else if (data.status === "failed") {
      showToast({ tone: "error", title: copy.errorTitle, text: copy.errorText });
    } else if (data.status === "rateLimited") {
      showToast({ tone: "error", title: copy.errorTitle, text: t("forms.rateLimited") });
    } else if (data.status === "busy") {
      showToast({ tone: "error", title: t("forms.busy.title"), text: t("forms.busy.text") });
    } else if (data.status === "invalid") {
      setClientErrors(null);
      focusFirstError(formRef.current, data.errors);
    }
  }, [fetcher.data, fetcher.state, form, copy.successTitle, copy.successText, copy.errorTitle, copy.errorText, t]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const { formSchemas, fieldErrors } = await import("~/leads/forms/lead-schemas");
    const parsed = formSchemas[form].safeParse(Object.fromEntries(data));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setClientErrors(found);
      focusFirstError(element, found);
      return;
    }
    setClientErrors(null);
    appendSourceFields(data);
    // The room picture goes with a quote request only when the visitor chose to send it.
    const picture = form === "quote" ? attachedRoomPicture() : null;
    if (picture) {
      data.append(roomPictureField, picture, "room.jpg");
      data.append(roomPictureConsentField, "yes");
      void fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
      return;
    }
    void fetcher.submit(data, { method: "post" });
  }

  const message = (key: string | undefined) => (key ? t(key as MessageKey) : undefined);

  return (
    <div id={formAnchor(form)} className="scroll-mt-28">
      <NoIndex when={sentHere} />
      {(fromPage?.status === "success" || sentHere) && !fetcher.data ? (
        <div role="status" className="mb-8 rounded-sm border border-[#2f6b3f]/30 bg-[#eef6ef] p-5">
          <p className="font-medium">{copy.successTitle}</p>
          <p className="mt-1 text-charcoal">{copy.successText}</p>
        </div>
      ) : fromPage && fromPage.status !== "invalid" ? (
        <div role="alert" className="mb-8 rounded-sm border border-[#b42318]/30 bg-[#fdf0ee] p-5">
          <p className="font-medium">{copy.errorTitle}</p>
          <p className="mt-1 text-charcoal">
            {fromPage.status === "rateLimited"
              ? t("forms.rateLimited")
              : fromPage.status === "busy"
                ? t("forms.busy.text")
                : copy.errorText}
          </p>
        </div>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-10"
      >
        <input type="hidden" name={formField} value={form} />
        {/* No defaultValue: a hidden input's value is its default, and React writes the default
            again whenever the form renders (an error shown, "Enviando..."), which emptied the
            start time the effect above wrote, so the server took the post for a script's. */}
        <input ref={startedRef} type="hidden" name={startedField} />
        {/* A field people never see or reach; scripts that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${form}-${honeypotField}`}>Website</label>
          <input
            id={`${form}-${honeypotField}`}
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {/* What refused the form as a whole (a project request with no rug), above its fields. */}
        {errors[wholeFormError] ? (
          <p
            role="alert"
            tabIndex={-1}
            data-form-error=""
            className="rounded-sm border border-[#b42318]/30 bg-[#fdf0ee] p-4 text-sm"
          >
            {message(errors[wholeFormError])}
          </p>
        ) : null}
        {definition.sections.map((section, index) => (
          <fieldset key={section.title ?? index} className="grid gap-5 sm:grid-cols-2">
            {section.title ? (
              <legend className="mb-2 font-display text-2xl leading-tight sm:col-span-2">{t(section.title)}</legend>
            ) : null}
            {section.fields.map((field) => {
              // Posted hidden, as the page carries it (the configurator's rug, the design a design
              // page sent the visitor with); no element of its own, so no gap in the grid.
              if (field.kind === "configuration" || field.kind === "design") {
                const error = message(errors[field.name]);
                return (
                  <Fragment key={field.name}>
                    <input type="hidden" name={field.name} value={carried?.[field.name] ?? values[field.name] ?? ""} />
                    {error ? (
                      <p role="alert" className="text-sm text-[#b42318] sm:col-span-2">
                        {error}
                      </p>
                    ) : null}
                  </Fragment>
                );
              }
              const common = {
                name: field.name,
                label: t(fieldLabelKey(field.name)),
                error: message(errors[field.name]),
                // Absent rather than false: no aria-required="false" on optional fields.
                required: field.required || undefined,
                optionalLabel: t("forms.fields.optional"),
                defaultValue: values[field.name],
                className: field.wide || field.kind === "textarea" ? "sm:col-span-2" : "",
              };
              if (field.kind === "textarea") return <TextArea key={field.name} {...common} rows={field.rows} />;
              if (field.kind === "select") {
                const options = ["", ...field.options].map((value) => ({
                  value,
                  label: t(optionLabelKey(field, value)),
                }));
                return <SelectField key={field.name} {...common} options={options} fromAddress={field.fromAddress} />;
              }
              return <TextField key={field.name} {...common} type={field.kind} autoComplete={field.autoComplete} />;
            })}
          </fieldset>
        ))}
        <div className="flex flex-col gap-5">
          {notes.length > 0 ? (
            <div className="text-sm text-muted">
              {notes.map((key, index) => (
                <p key={key} className={index > 0 ? "mt-1" : undefined}>
                  {t(key)}
                </p>
              ))}
            </div>
          ) : null}
          {errors[roomPictureField] ? (
            <p role="alert" className="rounded-sm border border-[#b42318]/30 bg-[#fdf0ee] p-3 text-sm">
              {message(errors[roomPictureField])}
            </p>
          ) : null}
          {form === "quote" && roomPicture ? (
            <p role="status" className="rounded-sm border border-line bg-sand/40 p-3 text-sm">
              {t("forms.roomPicture")}
            </p>
          ) : null}
          <button type="submit" disabled={sending} className={`${buttonStyles.solid} self-start disabled:opacity-70`}>
            {sending ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {sending ? t("forms.sending") : copy.submit}
          </button>
          <p className="max-w-prose text-xs leading-relaxed text-muted">
            {t("forms.privacy.text", { company: siteConfig.legalName })}{" "}
            <a href={localize("/politica-privacidad")} className="underline underline-offset-2 hover:text-ink">
              {t("forms.privacy.link")}
            </a>
          </p>
        </div>
      </fetcher.Form>
    </div>
  );
}

function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  // The form's own message has no field: its alert takes the focus.
  const field = first === wholeFormError ? form.querySelector("[data-form-error]") : form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}
