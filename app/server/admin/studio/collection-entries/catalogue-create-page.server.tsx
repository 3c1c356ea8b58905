import type { ReactNode } from "react";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { CollectionFamily } from "~/server/content/store/collection.server";
import type { DesignChoice } from "./catalogue-fields.server";
import { newHref } from "./catalogue-list.server";
import { catalogueCopy } from "./catalogue-words.server";

/** What the form was sent with, shown again with its findings. */
export type CreateForm = {
  family: CollectionFamily;
  /** A design's name or a project's title. */
  name: string;
  slug: string;
  /** A project's first design. */
  design: string;
  errors: { name?: string; slug?: string; design?: string };
  /** The design or project that already holds the name, linked beside the finding. */
  taken?: { id: string; name: string };
};

type FieldId = "name" | "slug" | "design";

/** One field of the form: its label, hint and finding (the name's linked to the design or project that holds it). */
function CreateField({
  context,
  form,
  id,
  label,
  hint,
  control,
}: {
  context: PageContext;
  form: CreateForm;
  id: FieldId;
  label: string;
  hint: string;
  control: (described: Record<string, unknown>) => ReactNode;
}) {
  const error = form.errors[id];
  const described = {
    "aria-describedby": [`new-${id}-hint`, ...(error ? [`new-${id}-error`] : [])].join(" "),
    ...(error ? { "aria-invalid": true } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={`new-${id}`}>{label}</label>
      <span className="hint" id={`new-${id}-hint`}>
        {hint}
      </span>
      {control(described)}
      {error ? (
        <p className="errors" id={`new-${id}-error`}>
          {error}
          {id === "name" && form.taken ? (
            <>
              {" "}
              <a href={`/admin/content/${form.taken.id}`}>
                {fill(catalogueCopy[context.lang].create.errors.nameHolder, { name: form.taken.name })}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** The form's findings at its top, each a link to its field. */
function CreateProblems({ context, form }: { context: PageContext; form: CreateForm }) {
  const createWords = catalogueCopy[context.lang].create;
  const design = form.family === "design";
  if (Object.values(form.errors).filter(Boolean).length === 0) return null;
  return (
    <div className="alert" role="alert">
      <ul className="problems">
        {(["name", "design", "slug"] as const)
          .filter((id) => form.errors[id])
          .map((id) => (
            <li key={id}>
              <a href={`#new-${id}`}>
                {id === "name"
                  ? design
                    ? createWords.name
                    : createWords.title
                  : id === "design"
                    ? createWords.design
                    : createWords.slug}
              </a>
              {" — "}
              {form.errors[id]}
            </li>
          ))}
      </ul>
    </div>
  );
}

/** A project's first design: a select of the designs, a hidden one named so. */
function DesignSelect({ context, form, designs }: { context: PageContext; form: CreateForm; designs: DesignChoice[] }) {
  const designWords = catalogueCopy[context.lang].designs;
  return (
    <CreateField
      context={context}
      form={form}
      id="design"
      label={catalogueCopy[context.lang].create.design}
      hint={catalogueCopy[context.lang].create.designHint}
      control={(described) => (
        <select id="new-design" name="design" defaultValue={form.design} required {...described}>
          <option value="">{designWords.none}</option>
          {designs.map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.shown ? choice.name : fill(designWords.hidden, { name: choice.name })}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * "Nuevo diseño" / "Nuevo proyecto": the few words a design or project starts from (its name, or
 * a project's title and first design), and its address, made from the name unless written; a
 * finding beside its field, linked to it. Posting creates the document hidden and opens its editor.
 */
export function createPage(context: PageContext, form: CreateForm, designs: DesignChoice[]) {
  const words = studioCopy[context.lang];
  const createWords = catalogueCopy[context.lang].create;
  const design = form.family === "design";
  const title = design ? createWords.designTitle : createWords.projectTitle;
  const prefix = design ? "/colecciones/" : "/proyectos/";
  return renderPage(
    { ...context, section: "content" } as PageContext,
    title,
    <div className="create">
      <p>
        <a href="/admin/content">← {words.actions.back}</a>
      </p>
      <h1>{title}</h1>
      <p className="muted">{design ? createWords.designIntro : createWords.projectIntro}</p>
      <CreateProblems context={context} form={form} />
      <StaffForm context={context} action={newHref(form.family)} className="card create-form">
        <CreateField
          context={context}
          form={form}
          id="name"
          label={design ? createWords.name : createWords.title}
          hint={design ? createWords.nameHint : createWords.titleHint}
          control={(described) => (
            <input
              type="text"
              id="new-name"
              name="name"
              defaultValue={form.name}
              maxLength={design ? 60 : 120}
              required
              autoComplete="off"
              {...described}
            />
          )}
        />
        {design ? null : <DesignSelect context={context} form={form} designs={designs} />}
        <CreateField
          context={context}
          form={form}
          id="slug"
          label={createWords.slug}
          hint={createWords.slugHint}
          control={(described) => (
            <div className="slug-input">
              <span aria-hidden="true">{prefix}</span>
              <input
                type="text"
                id="new-slug"
                name="slug"
                defaultValue={form.slug}
                maxLength={60}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                {...described}
              />
            </div>
          )}
        />
        <p className="actions">
          <button type="submit">{createWords.submit}</button>
          <a className="button secondary" href="/admin/content">
            {createWords.cancel}
          </a>
        </p>
      </StaffForm>
    </div>,
  );
}
