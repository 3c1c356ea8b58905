import { env, signInFromAddressesOfTheirOwn } from "./admin";
import { expect, test } from "./fixtures";
import { createStaff, signIn } from "./staff-accounts";

/**
 * The studio's list on the production build, as an editor uses it: the dashboard it opens on,
 * and the Valencia fair found from the search box and opened at its text.
 */
signInFromAddressesOfTheirOwn();

test("an editor finds the Valencia fair from the list's search and lands on its text", async ({ page }) => {
  const editor = await createStaff(env, "editora", "editor");
  await signIn(page, editor);
  await page.goto("/admin/content");
  // The dashboard on arrival: its four cards.
  const overview = page.getByRole("region", { name: "Resumen" });
  for (const card of ["Borradores", "Publicaciones programadas", "Por traducir", "Cambios recientes"])
    await expect(overview.getByRole("heading", { name: card })).toBeVisible();

  await page.getByRole("searchbox", { name: /Buscar en el contenido/ }).fill("habitat valencia");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\?q=habitat\+valencia$/);
  await expect(page.getByRole("status")).toContainText("con «habitat valencia»");
  const events = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Eventos y noticias" }) });
  const hit = events.getByRole("link", { name: /Abrir en este texto: .*Español/ }).first();
  await expect(hit).toBeVisible();
  await hit.click();

  // The events' editor, scrolled to the fair's Spanish text, which holds the words searched for.
  await expect(page).toHaveURL(/\/admin\/content\/events#f-es-items-\d+-(title|location)$/);
  const id = new URL(page.url()).hash.slice(1);
  const field = page.locator(`[id="${id}"]`);
  await expect(field).toBeInViewport();
  await expect(field).toHaveValue(/Valencia/);
});
