import { beforeEach, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import type { LeadActionResult } from "~/leads/forms/lead";
import { getEnv } from "~/platform/env.server";
import { action as projectPageAction } from "~/selection/selection-route";
import { selectionCookieName } from "~/selection/server/selection-cookie.server";
import { requestContext } from "~/server/http/request-context.server";
import type { Services } from "~/server/services.server";
import { hostilePlace, hotelProject, hotelProjectItems, projectCookie } from "../../../tests/support/project-leads";
import { describeStorage } from "../../../tests/support/storage";
import { leadData, sendToFiles } from "../../../tests/support/stored-leads";
import { handleLeadPost, type IntakeServices } from "./intake.server";
import { exportSubject } from "./privacy.server";
import { loadLead } from "./stored-lead.server";

/*
 * The specifier's project's request for samples and a quote, as the project's page takes it: its
 * action reads the rugs from the visitor's cookie and hands the post to the lead intake.
 */

/** When the visitor's page started the form (its script writes it): a minute before the tests' clock starts. */
const started = String(Date.parse("2026-11-23T09:59:00Z"));
const request = { _form: "project", _started: started, ...leadData.project };

/** What the page's action answered: a redirect's status and address, or the form's state and status. */
function answerOf(answered: unknown) {
  if (answered instanceof Response) return { status: answered.status, location: answered.headers.get("Location") };
  const { data, init } = answered as { data: LeadActionResult; init: ResponseInit | null };
  return { status: init?.status ?? 200, result: data };
}

describeStorage("the project request on $name", (t) => {
  let services: IntakeServices;
  let clock: number;
  beforeEach(() => {
    clock = Date.parse("2026-11-23T10:00:00Z");
    services = { storage: t.storage, outbox: { wake() {} }, now: () => new Date(clock), leadsWebhook: true };
  });

  /** A post to the English project page, her project in her cookie unless told, as its script sends it unless told. */
  const pagePost = async (
    fields: Record<string, string>,
    { cookie = projectCookie(), clientAddress = "192.0.2.7", dataRequest = true } = {},
  ) => {
    const url = new URL("http://localhost/en/mi-proyecto?done=added&item=i3");
    const body = new URLSearchParams(fields);
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    const context = requestContext({ clientAddress, services: services as Services, dataRequest });
    const args = { request: new Request(url, { method: "POST", body, headers }), url, params: {}, context };
    return answerOf(await projectPageAction(args as unknown as Parameters<typeof projectPageAction>[0]));
  };
  /** A post straight to the intake, with the hotel's rugs as the page's action reads them. */
  const intakePost = (fields: Record<string, string>, clientAddress = "192.0.2.7") =>
    handleLeadPost(
      new Request("http://localhost/en/mi-proyecto", { method: "POST", body: new URLSearchParams(fields) }),
      "en",
      ["project"],
      { clientAddress, services, projectItems: hotelProjectItems("en") },
    );
  const leads = () => t.storage.db.selectFrom("leads").select(["id", "form", "data", "items"]).execute();
  const outbox = (kind: string) =>
    t.storage.db.selectFrom("outbox").select("message").where("kind", "=", kind).execute();

  it("stores one lead with the rugs of her project, read from her cookie, never from what was posted", async () => {
    const forged = { items: '[{"code":"RG-99"}]', rug: "shape=round&w=50", place: "Forged", intent: "add" };
    expect(await pagePost({ ...request, ...forged })).toEqual({
      status: 200,
      result: { form: "project", status: "success" },
    });
    const [row, ...more] = await leads();
    expect(more).toEqual([]);
    expect(row?.form).toBe("project");
    expect(JSON.parse(row?.data ?? "")).toEqual(leadData.project);
    const items = hotelProjectItems("en", getEnv().SITE_URL);
    expect(JSON.parse(row?.items ?? "")).toEqual(items);
    expect(items.map(({ code, place, quantity }) => ({ code, place, quantity }))).toEqual([
      { code: "RG-01", place: "Lobby", quantity: 120 },
      { code: "RG-02", place: hostilePlace, quantity: 1 },
      { code: "RG-03", place: "", quantity: 1 },
    ]);
    expect(items[0]).toMatchObject({ rug: "Marea · Coral", size: "200 × 300 cm", areaM2: 720 });
    expect(items[0]?.href).toBe(`${getEnv().SITE_URL}/en/configurador?${hotelProject().items[0]?.rug}`);
    expect(items[2]?.rug).toBe("Free configuration");
    expect(items[2]?.colours).toEqual(new URLSearchParams(hotelProject().items[2]?.rug).getAll("c"));
    // Read back as the outbox, the desk and a privacy request read it; and sent to the CRM.
    expect(await loadLead(t.storage, row?.id ?? "")).toMatchObject({ form: "project", items });
    expect((await exportSubject(t.storage, leadData.project.email)).leads[0]?.items).toEqual(items);
    const [event] = await outbox("webhook");
    expect(JSON.parse(event?.message ?? "{}").lead).toMatchObject({ form: "project", items });
  });

  it("sends the sales team and the visitor every rug, from the stored lead, the typed place as text", async () => {
    await pagePost(request);
    await sendToFiles(t.storage, t.dataDir, new Date(clock));
    const [notification] = (await outbox("notification")).map((row) => JSON.parse(row.message));
    const [confirmation] = (await outbox("confirmation")).map((row) => JSON.parse(row.message));
    for (const code of ["RG-01", "RG-02", "RG-03"]) {
      for (const part of [notification.html, notification.text, confirmation.html, confirmation.text])
        expect(part).toContain(code);
    }
    expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(notification.html).not.toContain("<script");
    expect(notification.text).toContain(`Lugar: ${hostilePlace}`);
    expect(confirmation.to).toEqual({ address: leadData.project.email });
    expect(confirmation.subject).toBe("We have received your project · Nudo");
    expect(`${confirmation.html}${confirmation.text}`).not.toMatch(/script|Lobby/);
  });

  it("refuses a request whose project holds no rug, in her language, keeping everything she typed", async () => {
    const empty = [
      "",
      `${selectionCookieName}=`,
      `${selectionCookieName}=not-a-project`,
      projectCookie({ items: [] }),
      // Every rug of it tampered with: nothing the factory makes.
      projectCookie({ items: [{ id: "i1", rug: "shape=rhombus", place: "Lobby", quantity: 2 }] }),
    ];
    for (const cookie of empty) {
      expect(await pagePost(request, { cookie }), cookie).toEqual({
        status: 400,
        result: {
          form: "project",
          status: "invalid",
          errors: { _form: "forms.errors.projectEmpty" },
          values: leadData.project,
        },
      });
    }
    expect(await leads()).toEqual([]);
    expect(await t.storage.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    const said = new Set(languages.map((lang) => messages[lang].forms.errors.projectEmpty));
    expect(said.size).toBe(languages.length);
    // The fields' errors come first: a request with both is told about its fields.
    const both = await pagePost({ ...request, email: "nope" }, { cookie: "" });
    expect(both.result).toMatchObject({ status: "invalid", errors: { email: "forms.errors.emailInvalid" } });
  });

  it("works without JavaScript: back to the project page's success state, or to the page with what was typed", async () => {
    const page = { dataRequest: false };
    expect(await pagePost({ ...request, _started: "" }, page)).toEqual({
      status: 303,
      location: "/en/mi-proyecto?sent=project#form-project",
    });
    const refused = await pagePost({ ...request, _started: "" }, { ...page, cookie: "" });
    expect(refused).toMatchObject({ status: 400, result: { status: "invalid", values: leadData.project } });
    expect(await leads()).toHaveLength(1);
    // The page's own forms still change the project.
    const removed = await pagePost({ _form: "selection", intent: "remove", item: "i1" }, page);
    expect(removed).toEqual({ status: 303, location: "/en/mi-proyecto?done=removed" });
  });

  it("has the sample request's defences: honeypot and too fast answered as a success with nothing stored", async () => {
    expect((await intakePost({ ...request, website: "https://spam.example" })).result.status).toBe("success");
    expect((await intakePost({ ...request, _started: String(clock - 500) })).result.status).toBe("success");
    const { _started: _left, ...withoutStart } = request;
    expect((await intakePost(withoutStart)).result.status).toBe("success");
    expect((await pagePost({ ...request, website: "https://spam.example" })).result?.status).toBe("success");
    expect(await leads()).toEqual([]);
  });

  it("has the sample request's limits: five leads from an address in ten minutes, the sixth refused with her values", async () => {
    for (let i = 0; i < 5; i++) {
      clock += 1000;
      expect((await intakePost({ ...request, email: `elena${i}@estudio.example` })).status).toBe(200);
    }
    clock += 1000;
    const refused = await intakePost({ ...request, comments: "La sexta" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(500);
    expect(refused.result).toEqual({
      form: "project",
      status: "rateLimited",
      values: { ...leadData.project, comments: "La sexta" },
    });
    expect(await leads()).toHaveLength(5);
    // Another address is not affected.
    expect((await intakePost(request, "192.0.2.8")).status).toBe(200);
  });
});
