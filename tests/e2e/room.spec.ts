import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import sharp, { type OutputInfo } from "sharp";
import { floorHomography, type Point, project, type Quad } from "../../app/room/homography.ts";
import { axeClean } from "./axe";
import { expect, gotoHydrated, launchWithoutScripts, openedAPersonsTimeAgo, test, visitorAddress } from "./fixtures";
import { dataDir, mailsMentioning } from "./mail-files";
import { createStaff, signIn } from "./staff-accounts";

/**
 * 'See it in your room' on the production build: a synthetic room photo whose A4 sheet's corners
 * are known, the four handles placed by keyboard, the rug drawn where the floor's perspective puts
 * it, the picture downloaded and sent with a quote request to the sales team's e-mail and back
 * office; and what a visitor or an attacker sends that is not a picture.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const photo = { width: 1200, height: 900 };
/** The A4 sheet's corners in the photo: far left, far right, near right, near left. */
const sheet: Quad = [
  [570, 400],
  [630, 400],
  [632, 440],
  [568, 440],
];
/** A plain grey floor (128) with a white A4 sheet on it. */
async function roomPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}">
    <rect width="100%" height="100%" fill="#808080"/>
    <polygon points="${sheet.map(([x, y]) => `${x},${y}`).join(" ")}" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
});

/** Opens the room view from the configurator with a 200 × 300 cm terracotta rug. */
async function openRoomView(page: Page, lang = "") {
  await gotoHydrated(page, `${lang}/configurador?shape=rectangular&w=200&l=300&c=TE12&motif=relief`);
  await page
    .getByRole("button", { name: /Ver en tu habitación|See it in your room|Guardalo nella tua stanza/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

/** Moves a handle to `to` with the arrow keys: ten pixels a press with Shift, then one. */
async function moveByKeyboard(page: Page, handle: ReturnType<Page["locator"]>, from: Point, to: Point) {
  await handle.focus();
  for (const [axis, minus, plus] of [
    [0, "ArrowLeft", "ArrowRight"],
    [1, "ArrowUp", "ArrowDown"],
  ] as const) {
    let delta = Math.round(to[axis] - from[axis]);
    const key = delta < 0 ? minus : plus;
    delta = Math.abs(delta);
    for (let i = 0; i < Math.floor(delta / 10); i++) await page.keyboard.press(`Shift+${key}`);
    for (let i = 0; i < delta % 10; i++) await page.keyboard.press(key);
  }
}

function pixel(raw: { data: Buffer; info: OutputInfo }, [x, y]: Point) {
  const at = (Math.round(y) * raw.info.width + Math.round(x)) * raw.info.channels;
  return [raw.data[at] ?? 0, raw.data[at + 1] ?? 0, raw.data[at + 2] ?? 0] as const;
}

test("places the configured rug on the floor at its true size, from handles moved by keyboard", async ({ page }) => {
  await openRoomView(page);
  await page
    .locator("[data-room-file]")
    .setInputFiles({ name: "salon.png", mimeType: "image/png", buffer: await roomPhoto() });
  const corner = (n: number) => page.getByRole("button", { name: `Esquina ${n} de la referencia` });
  await expect(corner(1)).toBeVisible();
  // Where the handles start on a new photo (room-view.tsx), then where the sheet's corners are.
  const starts: Point[] = [
    [528, 594],
    [672, 594],
    [696, 684],
    [504, 684],
  ];
  for (let index = 0; index < 4; index++) {
    await moveByKeyboard(page, corner(index + 1), starts[index] as Point, sheet[index] as Point);
  }
  // Each move is announced.
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "Esquina 4: 568, 440" })).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Descargar la imagen (PNG)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("alfombra-en-mi-habitacion.png");
  const file = readFileSync((await download.path()) ?? "");
  const raw = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  expect(raw.info.format).toBe("raw");
  expect([raw.info.width, raw.info.height]).toEqual([photo.width, photo.height]);

  // The rug, 200 × 300 cm, centred on the sheet: its corners where the floor's perspective puts them.
  const floor = floorHomography(21, 29.7, sheet);
  if (!floor) throw new Error("the test's sheet is not a rectangle in perspective");
  const centre: Point = [10.5, 14.85];
  const corners = [
    [-150, -100],
    [150, -100],
    [150, 100],
    [-150, 100],
  ].map(([dx, dy]) => project(floor, [centre[0] + (dx ?? 0), centre[1] + (dy ?? 0)]) as Point);
  const middle = project(floor, centre) as Point;
  const tolerance = photo.width * 0.01;
  const terracotta = ([r, g]: readonly number[]) => (r ?? 0) - (g ?? 0) > 40;
  for (const [x, y] of corners) {
    const length = Math.hypot(middle[0] - x, middle[1] - y);
    const towards: Point = [(middle[0] - x) / length, (middle[1] - y) / length];
    const inside: Point = [x + towards[0] * tolerance, y + towards[1] * tolerance];
    const outside: Point = [x - towards[0] * tolerance, y - towards[1] * tolerance];
    expect(terracotta(pixel(raw, inside)), `rug just inside its corner ${x.toFixed(0)},${y.toFixed(0)}`).toBe(true);
    expect(terracotta(pixel(raw, outside)), `floor just outside its corner ${x.toFixed(0)},${y.toFixed(0)}`).toBe(
      false,
    );
  }
  // The sheet lies under the rug's middle: covered.
  expect(terracotta(pixel(raw, middle))).toBe(true);
});

test("sends the picture with a quote request: stored with the lead, in the sales e-mail and the back office", async ({
  page,
  request,
}) => {
  const email = `ines.${unique()}@estudio.example`;
  await openedAPersonsTimeAgo(page); // a person takes longer than the form's minimum fill time
  await openRoomView(page);
  await page.getByRole("button", { name: "Probar con una habitación de ejemplo" }).click();
  await expect(page.getByRole("button", { name: "Mover la alfombra" })).toBeVisible();
  await page.getByRole("button", { name: "Mover la alfombra" }).focus();
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("r");
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "girada 15°" })).toHaveCount(1);
  await page.getByLabel("Enviar esta imagen con mi solicitud de presupuesto").check();
  await page.getByRole("button", { name: "Cerrar" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(
    page.getByText("La imagen de la alfombra en tu habitación se enviará con esta solicitud."),
  ).toBeVisible();

  await page.getByLabel("Nombre", { exact: true }).fill("Inés Marín");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Solicitar presupuesto" }).click();
  await expect(page.getByText("Solicitud enviada")).toBeVisible();

  const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
  const stored = db
    .prepare(
      "SELECT l.id, p.content_type, p.width, p.height FROM leads l JOIN lead_pictures p ON p.lead_id = l.id WHERE l.data LIKE ?",
    )
    .all(`%${email}%`) as { id: string; content_type: string; width: number; height: number }[];
  db.close();
  expect(stored).toHaveLength(1);
  expect(stored[0]?.content_type).toBe("image/jpeg");
  expect([stored[0]?.width, stored[0]?.height]).toEqual([1600, 1100]);

  const mails = await mailsMentioning(email, 2);
  const notification = mails.find((mail) => /^To: ventas@/m.test(mail)) ?? "";
  expect(notification).toContain("En la habitación del cliente");
  expect(notification).toContain('src="cid:room-picture"');
  expect(notification).toMatch(/Content-Type: image\/jpeg/);
  expect(notification).toMatch(/Content-ID: <room-picture>/);
  // The visitor's confirmation does not carry their photo back.
  const confirmation = mails.find((mail) => mail !== notification) ?? "";
  expect(confirmation).not.toContain("room-picture");

  const account = await createStaff({ DATA_DIR: dataDir });
  await signIn(page, account);
  await page.goto(`/admin/leads/${stored[0]?.id}`);
  const picture = page.getByRole("img", {
    name: "La alfombra configurada en la foto de la habitación que envió el cliente",
  });
  await expect(picture).toBeVisible();
  // Visible as soon as its box is laid out (it has its size), and lazy: wait for the picture itself.
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : "loading")))
    .toBe(1600);
  // Signed out, the picture is not there for anyone.
  const anonymous = await request.get(`/admin/leads/${stored[0]?.id}/picture`, { maxRedirects: 0 });
  expect([302, 303, 401, 403]).toContain(anonymous.status());
});

/** Places the sample room's rug, asks to send its picture, and shows 'Go to the request'. */
async function readyToGoToTheRequest(page: Page) {
  await openRoomView(page);
  await page.getByRole("button", { name: "Probar con una habitación de ejemplo" }).click();
  await expect(page.getByRole("button", { name: "Mover la alfombra" })).toBeVisible();
  await page.getByLabel("Enviar esta imagen con mi solicitud de presupuesto").check();
  const link = page.getByRole("link", { name: "Ir a la solicitud" });
  await expect(link).toBeVisible();
  return link;
}

/** Where the visitor lands: the room view closed, focus on the quote's heading, the picture attached. */
async function expectAtTheRequest(page: Page) {
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  const heading = page.getByRole("heading", { name: "Solicita tu presupuesto" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByLabel("Nombre", { exact: true })).toBeInViewport();
  await expect(
    page.getByText("La imagen de la alfombra en tu habitación se enviará con esta solicitud."),
  ).toBeAttached();
}

test("'Go to the request' closes the room view and takes the visitor to the quote form, the picture with it", async ({
  page,
}) => {
  const link = await readyToGoToTheRequest(page);
  await link.click();
  await expectAtTheRequest(page);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("'Go to the request' moves to the quote form at once, without a smooth scroll", async ({ page }) => {
    const link = await readyToGoToTheRequest(page);
    // Where the quote's heading is as soon as the click has been handled, before any frame of a scroll.
    const top = await link.evaluate((element: HTMLElement) => {
      element.click();
      return document.getElementById("quote-heading")?.getBoundingClientRect().top ?? Number.NaN;
    });
    const height = page.viewportSize()?.height ?? 0;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(height / 2);
    await expectAtTheRequest(page);
  });
});

test("says clearly when a chosen file is not a photo, in the page's language, and keeps the view", async ({ page }) => {
  await openRoomView(page, "/en");
  await page.locator("[data-room-file]").setInputFiles({
    name: "room.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("this is not a photograph"),
  });
  await expect(page.getByRole("alert")).toContainText("We couldn't read that image.");
  await expect(page.getByRole("button", { name: "Try a sample room" })).toBeVisible();
});

test("the room view is accessible and its code loads only when opened", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (/room-view/.test(request.url())) loaded.push(request.url());
  });
  await gotoHydrated(page, "/it/configurador");
  expect(loaded).toEqual([]);
  await page.getByRole("button", { name: "Guardalo nella tua stanza" }).click();
  await page.getByRole("button", { name: "Prova con una stanza di esempio" }).click();
  await expect(page.getByRole("button", { name: "Sposta il tappeto" })).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  await axeClean(page);
});

test.describe("without JavaScript", () => {
  test("says the room view needs JavaScript, and the configurator works as before", async ({ baseURL }) => {
    const browser = await launchWithoutScripts();
    try {
      const page = await browser.newPage({ baseURL });
      await page.goto("/de/configurador");
      // Playwright's text matching skips <noscript>: the paragraph inside it is found by its tag.
      await expect(
        page.locator("p", { hasText: "Um den Teppich in Ihrem Raum zu sehen, wird JavaScript benötigt" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "In Ihrem Raum ansehen" })).toBeHidden();
    } finally {
      await browser.close();
    }
  });
});

test.describe("an attacker", () => {
  const quote = (email: string) => ({
    _form: "quote",
    _started: "",
    name: "Mallory",
    email,
    configuration: "shape=rectangular&w=200&l=300",
    roomPictureConsent: "yes",
  });
  const stored = (email: string) => {
    const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
    try {
      return db.prepare("SELECT id FROM leads WHERE data LIKE ?").all(`%${email}%`).length;
    } finally {
      db.close();
    }
  };

  test("gets a clear refusal for a file that is not a PNG or JPEG, whatever it claims, and nothing is stored", async ({
    request,
  }) => {
    const email = `mallory.${unique()}@evil.example`;
    const tooWide = await sharp({ create: { width: 4200, height: 10, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#888" } })
      .webp()
      .toBuffer();
    for (const [name, buffer] of [
      ["script.png", Buffer.from("<script>alert(1)</script>")],
      ["wide.png", tooWide],
      ["room.jpg", webp],
    ] as const) {
      const response = await request.post("/configurador", {
        multipart: { ...quote(email), roomPicture: { name, mimeType: "image/png", buffer } },
        headers: { "X-Forwarded-For": visitorAddress() },
        maxRedirects: 0,
      });
      expect(response.status(), name).toBe(400);
      expect(await response.text(), name).toContain("No hemos podido usar la imagen de tu habitación");
    }
    expect(stored(email)).toBe(0);
  });

  /**
   * A multipart post that declares `bytes` but sends only its first 64 KB and waits for the
   * answer, as an attacker's client would: the server must refuse it from its headers.
   */
  function declaredPost(baseURL: string, path: string, bytes: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, baseURL), {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(bytes),
          "x-forwarded-for": visitorAddress(),
        },
      });
      req.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      req.write(Buffer.alloc(64 * 1024, 120));
    });
  }

  test("cannot send more than 5 MB, nor a large body to any other form", async ({ request, baseURL }) => {
    const email = `mallory.${unique()}@evil.example`;
    expect(await declaredPost(baseURL ?? "", "/configurador", 5 * 1024 * 1024 + 200_000)).toBe(413);
    expect(await declaredPost(baseURL ?? "", "/en/configurador.data", 5 * 1024 * 1024 + 200_000)).toBe(413);
    // Every other form keeps its 64 KB, also through React Router's data address.
    expect(await declaredPost(baseURL ?? "", "/contacto", 200_000)).toBe(413);
    expect(await declaredPost(baseURL ?? "", "/contacto.data", 200_000)).toBe(413);
    // Under the limit, a large picture is read and refused for what it is, nothing stored.
    const response = await request.post("/configurador", {
      multipart: {
        ...quote(email),
        roomPicture: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(4 * 1024 * 1024, 1) },
      },
      headers: { "X-Forwarded-For": visitorAddress() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(stored(email)).toBe(0);
  });
});
