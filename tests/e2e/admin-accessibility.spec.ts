import type { Page } from "@playwright/test";
import { contactLead, env, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { axeClean } from "./axe";
import { expect, test } from "./fixtures";
import { appCode, createStaff } from "./staff-accounts";

/**
 * Every back-office page on the production build checked by axe and walked with the keyboard, at
 * a phone's width and a desktop's.
 */
signInFromAddressesOfTheirOwn();

/**
 * A screen made for the width: nothing scrolls sideways, the save and publish buttons are in view
 * wherever the editor is scrolled, and every visible button, link and field is at least 44 px tall
 * (inline links in running text aside).
 */
async function fitsAndReachable(page: Page, width: number) {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map(
            (element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
          )
          .slice(0, 10)
      : [],
  );
  expect(wide, `nothing wider than ${width} px`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(page.getByRole("button", { name: "Publicar ahora" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Guardar borrador" }).last()).toBeInViewport();
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "main button, main summary, main input:not([type=hidden]):not([type=checkbox]), main select, .toc-list a, .bar button",
      ),
    ]
      .filter((element) => element.checkVisibility() && !element.classList.contains("default-submit"))
      .filter((element) => element.getBoundingClientRect().height < 44)
      .map((element) => `${element.tagName} ${(element.textContent ?? "").trim().slice(0, 30)}`),
  );
  expect(small).toEqual([]);
}

test.describe("signed in", () => {
  // Each test signs in the keyboard's way with a fresh account of its own, made by the command.
  for (const width of [390, 1440]) {
    test(`every back-office page is axe clean and keyboard operable at ${width} px`, async ({ page, request }) => {
      // Eleven pages, each checked by axe, and an account made by command: a long walk on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const fresh = await createStaff(env, "axe", "admin");
      await page.goto("/admin/sign-in");
      expect(await axeClean(page)).toEqual([]);
      // Keyboard only: the skip link, the e-mail field, the password, the button.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Correo electrónico")).toBeFocused();
      await page.keyboard.type(fresh.email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(fresh.password);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Configura tu aplicación de autenticación" })).toBeVisible();
      expect(await axeClean(page)).toEqual([]);
      fresh.key = ((await page.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "");
      await page.getByLabel("Código de verificación").focus();
      await page.keyboard.type(appCode(fresh.key));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin\/leads$/);

      const marker = `axe${unique()}`;
      await postLead(request, "/contacto", contactLead(marker));
      await page.goto(`/admin/leads?q=${marker}`);
      expect(await axeClean(page)).toEqual([]);
      await page.getByRole("link", { name: "José Martínez" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Solicitud de José Martínez" })).toBeVisible();
      expect(await axeClean(page)).toEqual([]);
      await page.goto("/admin/outbox");
      expect(await axeClean(page)).toEqual([]);
      await page.goto("/admin/privacy");
      await page.getByLabel("Correo electrónico de la persona").fill("nadie@cliente.example");
      await page.getByLabel("Correo electrónico de la persona").press("Enter");
      expect(await axeClean(page)).toEqual([]);
      await page.getByRole("button", { name: "Borrar todo…" }).click();
      expect(await axeClean(page)).toEqual([]);
      // Nothing on any page asks for a script from elsewhere: its one script is inline, allowed by its hash.
      expect(await page.locator("script[src]").count()).toBe(0);
      expect(await page.locator("script").count()).toBe(1);
      const policy = (await page.request.get("/admin/privacy")).headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);

      // The content studio: the list, and the home, events and FAQ editors, closed and opened.
      await page.goto("/admin/content");
      expect(await axeClean(page)).toEqual([]);
      await page.goto("/admin/content/home");
      expect(await axeClean(page)).toEqual([]);
      await fitsAndReachable(page, width);
      const sections = page.locator("details.section > summary");
      await sections.filter({ hasText: "Colecciones" }).click();
      await page.locator("details.section[open] details.entry > summary").first().click();
      await page.locator("details.section[open] details.entry[open] details.translations > summary").first().click();
      expect(await axeClean(page)).toEqual([]);
      await fitsAndReachable(page, width);
      await page.goto("/admin/content/events");
      await sections.first().click();
      expect(await axeClean(page)).toEqual([]);
      await fitsAndReachable(page, width);
      await page.goto("/admin/content/page.faq");
      await sections.filter({ hasText: "Preguntas frecuentes" }).click();
      await page.locator("details.section[open] details.entry > summary").first().click();
      expect(await axeClean(page)).toEqual([]);
      await fitsAndReachable(page, width);
    });
  }
});
