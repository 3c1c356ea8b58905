import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import type { Language } from "../../app/i18n/languages";
import { onNewConnection } from "../../scripts/visitor-requests.ts";
import { visitorAddress } from "./fixtures";
import { type Instance, instancesOnOneDatabase } from "./instance";
import { createStaff, signIn } from "./staff-accounts";

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
  return studioOnInstances(folder, 2);
}

/** As `studioOnTwoInstances`, for a spec that works on one instance only (two server processes). */
export function studioOnOneInstance(folder: string) {
  return studioOnInstances(folder, 1);
}

function studioOnInstances(folder: string, count: number) {
  const { database, env, instances } = instancesOnOneDatabase(folder, {}, count);

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

  // A page's HTML as every process of both instances serves it: each request on a connection of
  // its own, so they reach every process (one kept-alive connection would reach only one).
  const { servedEverywhere, everywhere } = onEveryProcess(instances);

  return { database, env, instances, staffPage, servedEverywhere, everywhere };
}

/**
 * The editor's notice after a save, a publish or a schedule ("Borrador guardado…", "Publicado…"):
 * the page's `status` paragraph, not the image slots' own (empty until a slot is used).
 */
export const editorNotice = (page: Page) => page.locator("p.notice[role='status']");

/**
 * `servedEverywhere` and `everywhere` that reach every process of every instance: each request on
 * a connection of its own, which an instance's primary hands to its two processes in turn. (The
 * global fetch keeps its connection to an instance open, so all its requests there can reach one
 * process only.) After a first redirect, the page's own address is asked for directly, so that
 * the redirects do not take every other turn.
 */
export function onEveryProcess(instances: Instance[]) {
  async function servedEverywhere(pagePath: string): Promise<string[]> {
    const bodies: string[] = [];
    for (const instance of instances) {
      let url = `${instance.url}${pagePath}`;
      for (let i = 0; i < 4; i++) {
        const served = await onNewConnection(url);
        bodies.push(served.body);
        url = served.url;
      }
    }
    return bodies;
  }
  const everywhere = async (pagePath: string, check: (html: string) => boolean) =>
    (await servedEverywhere(pagePath)).every(check);
  return { servedEverywhere, everywhere };
}
