import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import type { Language } from "../../app/i18n/languages";
import { visitorAddress } from "./fixtures";
import { instancesOnOneDatabase } from "./instance";
import { createStaff, signIn } from "./staff";

/** A mark of this run in what the studio specs publish, to tell it from what was there before. */
export const marker = randomBytes(3).toString("hex").toUpperCase();
export const prefix = (lang: Language) => (lang === "es" ? "" : `/${lang}`);

/** A section of the editor by its title (each section is a disclosure). */
export const editorSection = (page: Page, title: string) =>
  page.locator("details.section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

/** Opens every section, entry and list of translations of the editor, as a person would one by one. */
export const openEverything = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("main details")) (details as HTMLDetailsElement).open = true;
  });

/** The FAQ editor's fields of answer `n` (its question's entry), one a language; open them first. */
export const answerGroup = (page: Page, n: number) =>
  editorSection(page, "Preguntas frecuentes")
    .locator("details.entry")
    .nth(n - 1)
    .getByRole("group", { name: "Respuesta", exact: true });

/**
 * Two instances of the production build (two server processes each) sharing one PostgreSQL
 * database of the calling spec's own, started before its tests and stopped after them, with the
 * studio's helpers bound to them. Each instance is on a port the system found free, so specs
 * running at once never take each other's.
 */
export function studioOnTwoInstances(folder: string) {
  const { database, env, instances } = instancesOnOneDatabase(folder);

  /** A signed-in staff member's page on the first instance. */
  async function staffPage(browser: Browser, role: "editor" | "sales" | "admin" = "editor"): Promise<Page> {
    const account = await createStaff(env, role === "sales" ? "ventas" : "editora", role);
    const context = await browser.newContext({
      baseURL: instances[0]?.url,
      locale: "es-ES",
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    const page = await context.newPage();
    await signIn(page, account);
    return page;
  }

  /** A page's HTML as every process of both instances serves it (several requests reach each process). */
  async function servedEverywhere(pagePath: string): Promise<string[]> {
    const bodies: string[] = [];
    for (const instance of instances)
      for (let i = 0; i < 4; i++) bodies.push(await (await fetch(`${instance.url}${pagePath}`)).text());
    return bodies;
  }

  const everywhere = async (pagePath: string, check: (html: string) => boolean) =>
    (await servedEverywhere(pagePath)).every(check);

  return { database, env, instances, staffPage, servedEverywhere, everywhere };
}
