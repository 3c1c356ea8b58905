import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import { describeStorage } from "../../../tests/support/storage";
import { bodyIntake, defaultBodyIntake } from "./body-intake.server";
import { formsAt, pageAddress } from "./page-addresses.server";
import { formGate, methodGate, postCounter, postedFormName } from "./post-targets.server";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app of the gates in the order the site's app has them, and a page behind them that says it was reached. */
async function serve(count: (address: string | null) => Promise<number | null>) {
  const app = express();
  app.use(
    methodGate((path) => (formsAt(pageAddress(path), seedSnapshot).length > 0 ? "GET, HEAD, POST" : "GET, HEAD")),
  );
  const forms = formGate({
    snapshot: () => seedSnapshot,
    count,
    clientAddress: (request) => String(request.headers["x-client"] ?? "192.0.2.1"),
    pauseMs: 0,
  });
  app.use(forms.beforeBody);
  app.use(bodyIntake({ ...defaultBodyIntake, busy: (_request, response) => void response.status(503).end() }));
  app.use(forms.afterBody);
  app.use((request, response) => void response.send(`reached ${request.method} ${request.path}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });
  return { base, post };
}

describe("methods other than GET, HEAD and POST", () => {
  it("are answered in a few bytes with the methods the address takes, never with a page", async () => {
    const { base } = await serve(async () => null);
    const options = await fetch(`${base}/`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await options.text()).toBe("");
    const onPageWithoutForm = await fetch(`${base}/garantia`, { method: "OPTIONS" });
    expect(onPageWithoutForm.headers.get("allow")).toBe("GET, HEAD");
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const answer = await fetch(`${base}/hoteles`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect((await answer.text()).length, method).toBeLessThan(100);
    }
    expect(await (await fetch(`${base}/hoteles`)).text()).toBe("reached GET /hoteles");
  });
});

describe("a post no page takes", () => {
  it("is refused before its body is read, 405 on a page that shows no form and 404 where there is no page", async () => {
    const counted: (string | null)[] = [];
    const { post } = await serve(async (address) => {
      counted.push(address);
      return null;
    });
    const noForm = await post("/en/garantia", "_form=contact&message=x");
    expect(noForm.status).toBe(405);
    expect(noForm.headers.get("allow")).toBe("GET, HEAD");
    const page = await noForm.text();
    expect(page).toContain("There is no form to send on this page.");
    expect(page).toContain('href="/en/garantia"');
    expect(page.length).toBeLessThan(2_000);
    const nowhere = await post("/de/no-existe", "_form=contact");
    expect(nowhere.status).toBe(404);
    expect(await nowhere.text()).toContain("Auf dieser Seite gibt es kein Formular zum Absenden.");
    expect(counted).toEqual(["192.0.2.1", "192.0.2.1"]);
  });

  it("is refused with 400 when its body names no form its page shows, markup and all never shown back", async () => {
    const { post } = await serve(async () => null);
    for (const body of ["a=1", "_form=quote", "_form=%3Cscript%3Ealert(1)%3C%2Fscript%3E", ""]) {
      const answer = await post("/hoteles", body);
      expect(answer.status, body).toBe(400);
      const page = await answer.text();
      expect(page, body).toContain("Este formulario no se puede enviar desde esta página.");
      expect(page, body).not.toContain("<script>alert");
    }
    expect(await (await post("/hoteles", "_form=contactSection&name=Ana")).text()).toBe("reached POST /hoteles");
    expect(await (await post("/_.data", "_form=contactSection")).text()).toBe("reached POST /_.data");
  });

  it("reads the form's name from a multipart body too", () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--b\r\nContent-Disposition: form-data; name="_form"\r\n\r\nquote\r\n--b--\r\n',
      "latin1",
    );
    expect(postedFormName("multipart/form-data; boundary=b", body)).toBe("quote");
    expect(postedFormName("application/x-www-form-urlencoded", Buffer.from("_form=sample"))).toBe("sample");
    expect(postedFormName("text/plain", Buffer.from("_form=sample"))).toBeNull();
  });
});

describeStorage("posts no page takes, counted against the address on $name", (t) => {
  it("are refused 429 with Retry-After past the posts limit, and the rest of the flood costs no database round trip", async () => {
    let now = Date.parse("2026-12-06T10:00:00Z");
    const count = postCounter(t.storage, () => new Date(now));
    let asked = 0;
    const { post } = await serve((address) => {
      asked++;
      return count(address);
    });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await post("/garantia", "_form=contact")).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(405));
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await post("/hoteles", "_form=junk");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Ahora mismo recibimos demasiadas solicitudes.");
    expect(asked).toBe(33);
    const hits = await t.storage.db
      .selectFrom("rate_hits")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    // Thirty places taken, then the address remembered: no row for the refused ones.
    expect(Number(hits?.n)).toBe(30);
    // Another address is not refused for it.
    expect((await post("/garantia", "_form=contact", { "x-client": "192.0.2.2" })).status).toBe(405);
    // Once the window has passed, the address's posts are counted again.
    now += 11 * 60_000;
    expect((await post("/garantia", "_form=contact")).status).toBe(405);
  });
});
