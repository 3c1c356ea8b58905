import type { Request, Response, Router } from "express";
import { blankDesign, blankProject } from "~/content/collection/collection-documents";
import { designPath, projectPath, slugSchema } from "~/content/collection/schema";
import { withValueAt } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { handle, sendPage } from "~/server/admin/kit.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import {
  type CollectionFamily,
  collectionDirectory,
  freeSlug,
  slugFrom,
} from "~/server/content/store/collection.server";
import { moveInCollection } from "~/server/content/store/collection-changes.server";
import { createCollectionDocument } from "~/server/content/store/collection-create.server";
import { nameHolder } from "~/server/content/store/collection-names.server";
import { type CreateForm, createPage } from "./catalogue-create-page.server";
import type { DesignChoice } from "./catalogue-fields.server";
import { rowAnchor } from "./catalogue-list.server";
import { catalogueCopy } from "./catalogue-words.server";

const familyParam = (value: unknown): CollectionFamily | null =>
  value === "design" || value === "project" ? value : null;

/** A line of a form: one string, spaces run together, at most `max` characters read. */
const line = (value: unknown, max: number) =>
  typeof value === "string"
    ? value
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, max + 1)
    : "";

/** Markup or control characters: never part of a name a person writes (the studio's plain-text rule). */
const notPlain = (text: string) => /[<>]/.test(text) || /\p{Cc}/u.test(text);

type ShowForm = (response: Response, form: CreateForm, status?: number) => Promise<unknown>;

/** The form as posted, each word a line, with what is wrong with it before anything is looked up; and the address it asks for. */
function readCreateForm(
  family: CollectionFamily,
  body: Record<string, unknown>,
  lang: AdminLanguage,
  designs: DesignChoice[],
): { form: CreateForm; slug: string } {
  const errorWords = catalogueCopy[lang].create.errors;
  const max = family === "design" ? 60 : 120;
  const name = line(body.name, max);
  const wanted = line(body.slug, 60).toLowerCase();
  const design = line(body.design, 60);
  const form: CreateForm = { family, name, slug: wanted, design, errors: {} };
  if (!name) form.errors.name = errorWords.nameRequired;
  else if (name.length > max) form.errors.name = fill(errorWords.nameTooLong, { n: max });
  else if (notPlain(name)) form.errors.name = catalogueCopy[lang].problems.plain;
  if (family === "project" && !designs.some((choice) => choice.slug === design))
    form.errors.design = errorWords.designRequired;
  const slug = wanted || slugFrom(name);
  if (!form.errors.name && !slug) form.errors.slug = errorWords.noSlug;
  else if (slug && !slugSchema.safeParse(slug).success)
    form.errors.slug = fill(errorWords.slugInvalid, {
      proposal: slugFrom(slug) || slugFrom(name) || errorWords.exampleSlug,
    });
  return { form, slug };
}

/** The design or project made hidden, after the others in the site's order. */
async function createEntry(kit: StudioKit, response: Response, form: CreateForm, slug: string, now: Date) {
  const { family, name, design } = form;
  const directory = await collectionDirectory(kit.storage, now);
  // After the others, in the site's order.
  const order =
    Math.max(0, ...(family === "design" ? directory.designs : directory.projects).map((entry) => entry.order)) + 10;
  const written =
    family === "design"
      ? blankDesign(slug, name)
      : (() => {
          const blank = blankProject(slug, design);
          return { ...blank, es: withValueAt(blank.es, "title", name) } as typeof blank;
        })();
  return createCollectionDocument(
    kit.storage,
    family,
    slug,
    { ...written, es: withValueAt(written.es, "order", order) } as typeof written,
    { actor: kit.actor(response), now },
  );
}

/** A design or project sent from the form: refused with its findings beside the fields, or made and its editor opened. */
async function postCreate(
  kit: StudioKit,
  showForm: ShowForm,
  designs: DesignChoice[],
  family: CollectionFamily,
  request: Request,
  response: Response,
) {
  const lang = kit.contextOf(response).lang;
  const errorWords = catalogueCopy[lang].create.errors;
  const { form, slug } = readCreateForm(family, (request.body ?? {}) as Record<string, unknown>, lang, designs);
  if (Object.keys(form.errors).length > 0) return showForm(response, form, 422);
  const now = kit.services.now();
  // One name, one design (or project): "Marea", "marea " and "Maréa" are the same name.
  const holder = await nameHolder(kit.storage, now, family, form.name);
  if (holder) {
    form.errors.name = fill(errorWords.nameTaken, {
      what: studioCopy[lang].kinds[family].toLowerCase(),
      name: holder.name,
    });
    form.taken = holder;
    return showForm(response, form, 409);
  }
  const created = await createEntry(kit, response, form, slug, now);
  if (!created.ok) {
    // Taken (or taken meanwhile): say so, and propose the first free one.
    const proposal = await freeSlug(kit.storage, family, slug);
    form.slug = proposal;
    form.errors.slug = fill(errorWords.slugTaken, {
      path: family === "design" ? designPath(slug) : projectPath(slug),
      what: studioCopy[lang].kinds[family].toLowerCase(),
      proposal,
    });
    return showForm(response, form, 409);
  }
  response.redirect(303, `/admin/content/${created.id}?notice=created`);
}

/**
 * Adding a design or project ("Nuevo diseño", "Nuevo proyecto": a form, then the document made
 * hidden and its editor opened), and moving one up or down in the site's order from the list.
 * The whole studio is for editors and admins (its router's guard): so are these.
 */
export function catalogueRoutes(router: Router, kit: StudioKit) {
  const designChoices = async () =>
    (await collectionDirectory(kit.storage, kit.services.now())).designs.map(({ slug, name, shown }) => ({
      slug,
      name,
      shown,
    }));
  const showForm: ShowForm = async (response, form, status = 200) =>
    sendPage(response, status, createPage(kit.contextOf(response), form, await designChoices()));

  router.get(
    "/new/:family",
    handle(async (request, response) => {
      const family = familyParam(request.params.family);
      if (!family) return kit.notFound(response);
      await showForm(response, { family, name: "", slug: "", design: "", errors: {} });
    }),
  );

  router.post(
    "/new/:family",
    handle(async (request, response) => {
      const family = familyParam(request.params.family);
      if (!family) return kit.notFound(response);
      await postCreate(kit, showForm, await designChoices(), family, request, response);
    }),
  );

  router.post(
    "/order",
    handle(async (request, response) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const id = typeof body.id === "string" ? body.id : "";
      const family = id.startsWith("design.") ? "design" : id.startsWith("project.") ? "project" : null;
      const direction = body.dir === "up" || body.dir === "down" ? body.dir : null;
      if (!family || !direction) return kit.notFound(response);
      const moved = await moveInCollection(kit.storage, family, id, direction, {
        actor: kit.actor(response),
        now: kit.services.now(),
      });
      if (moved) await kit.services.livePages?.refresh();
      response.redirect(303, `/admin/content?notice=moved#${rowAnchor(id)}`);
    }),
  );
}
