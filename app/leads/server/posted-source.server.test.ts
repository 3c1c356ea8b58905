import { describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import { leadSector } from "./lead-sector.server";
import { cleanText, leadSourceOf, otherSite, sitePage } from "./posted-source.server";

const now = new Date("2026-11-27T10:00:00Z");
const origin = "https://nudo.example";

/** A form post to /contacto as the browser sends it: its fields, and its Referer when given. */
function post(fields: Record<string, string>, referer?: string) {
  const body = new URLSearchParams({ _form: "contact", ...fields });
  const request = new Request(`${origin}/contacto`, {
    method: "POST",
    body,
    headers: referer === undefined ? {} : { Referer: referer },
  });
  return { formData: body as unknown as FormData, request };
}

const sourceOf = (fields: Record<string, string>, referer?: string) => {
  const { request } = post(fields, referer);
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return leadSourceOf(formData, request, now);
};

const visit = (value: Record<string, unknown>) => JSON.stringify(value);

describe("where a posted lead came from", () => {
  it("keeps the page a form was sent from with its campaign, and drops the address's other parameters", () => {
    expect(
      sourceOf({
        _page: "/contacto?utm_source=newsletter&utm_campaign=primavera-2027&email=ana%40cliente.example&gclid=x",
        _referrer: "https://mail.example/inbox/12?token=secret",
      }),
    ).toEqual({
      page: "/contacto?utm_source=newsletter&utm_campaign=primavera-2027",
      referrer: "https://mail.example/inbox/12",
      utm: { source: "newsletter", campaign: "primavera-2027" },
    });
  });

  it("takes the page from a same-origin Referer when the form was sent without JavaScript", () => {
    expect(sourceOf({}, `${origin}/en/contacto?utm_source=newsletter&utm_medium=email&name=Ana`)).toEqual({
      page: "/en/contacto?utm_source=newsletter&utm_medium=email",
      referrer: null,
      utm: { source: "newsletter", medium: "email" },
    });
  });

  it("never takes another site's page: a spoofed Referer or a foreign address in the post is no page", () => {
    for (const referer of [
      "https://evil.example/contacto?utm_source=evil",
      "https://nudo.example.evil.example/contacto",
      "javascript:alert(1)//nudo.example/contacto",
      "not a url",
    ])
      expect(sourceOf({}, referer), referer).toEqual({ page: null, referrer: null, utm: {} });
    for (const page of [
      "https://evil.example/contacto",
      "//evil.example/contacto",
      "/\\evil.example/contacto",
      "javascript:alert(1)",
      "contacto",
      "",
    ])
      expect(sitePage(page, origin), page).toBeNull();
    // A posted page that is no page falls back to the Referer, never to the post's own word.
    expect(sourceOf({ _page: "https://evil.example/x" }, `${origin}/hoteles`).page).toBe("/hoteles");
  });

  it("keeps as the referring site only another site's http(s) address, as origin and path", () => {
    expect(otherSite("https://www.google.com/search?q=alfombras+ana", "nudo.example")).toBe(
      "https://www.google.com/search",
    );
    expect(otherSite("https://user:pass@partner.example/a?b", "nudo.example")).toBe("https://partner.example/a");
    for (const value of [
      "https://nudo.example/colecciones",
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://x.example/",
      "x",
    ])
      expect(otherSite(value, "nudo.example"), value).toBeNull();
    // A path too long to keep leaves the site's origin.
    expect(otherSite(`https://partner.example/${"a".repeat(5000 - 30)}`, "nudo.example")).toBeNull();
    expect(otherSite(`https://partner.example/${"a".repeat(400)}`, "nudo.example")).toBe("https://partner.example");
  });

  it("strips markup and control characters from campaign values and cuts them short", () => {
    const source = sourceOf({
      _page: `/contacto?utm_source=${encodeURIComponent('<script>alert("x")</script>news\u202Eletter\u0000')}&utm_campaign=${"p".repeat(500)}&utm_term=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
    });
    expect(source.utm.source).toBe('alert("x")newsletter');
    expect(source.utm.campaign).toBe("p".repeat(100));
    expect(source.utm).not.toHaveProperty("term");
    expect(source.page).not.toMatch(/[<>]/);
    expect(cleanText("  <b>Hola</b>\r\n\t mundo ", 100)).toBe("Hola mundo");
  });

  it("drops a huge page or visit instead of storing it", () => {
    expect(sourceOf({ _page: `/contacto?utm_source=x&pad=${"a".repeat(5000)}` }).page).toBeNull();
    expect(sitePage(`/${"a".repeat(400)}`, origin)).toBeNull();
    expect(
      sourceOf({
        _visit: visit({ landing: "/", referrer: null, utm: {}, at: now.toISOString(), pad: "x".repeat(5000) }),
      }).visit,
    ).toBeUndefined();
  });

  it("keeps the visit the browser kept with analytics consent, checked like the page", () => {
    const source = sourceOf({
      _page: "/contacto",
      _visit: visit({
        landing: "/colecciones?utm_source=instagram&utm_campaign=primavera-2027&fbclid=abc",
        referrer: "https://l.instagram.com/?u=https%3A%2F%2Fnudo.example",
        utm: { source: "instagram", campaign: "<i>primavera-2027</i>", evil: "x" },
        at: "2026-11-27T09:40:00.000Z",
      }),
    });
    expect(source.visit).toEqual({
      landing: "/colecciones?utm_source=instagram&utm_campaign=primavera-2027",
      referrer: "https://l.instagram.com/",
      utm: { source: "instagram", campaign: "primavera-2027" },
      at: "2026-11-27T09:40:00.000Z",
    });
    for (const bad of [
      "not json",
      "[1,2]",
      "null",
      visit({ landing: "https://evil.example/", referrer: null, utm: {}, at: "2026-11-27T09:40:00.000Z" }),
      visit({ landing: "/", referrer: null, utm: {}, at: "yesterday" }),
      visit({ landing: "/", referrer: null, utm: {}, at: "2027-01-01T00:00:00.000Z" }),
      visit({ landing: "/", referrer: null, utm: {}, at: "2020-01-01T00:00:00.000Z" }),
    ])
      expect(sourceOf({ _visit: bad }).visit, bad).toBeUndefined();
  });
});

describe("the sector of a lead", () => {
  it("is the project type its form names, else that of the sector page it was sent from", () => {
    expect(leadSector({ projectType: "yacht" }, "/hoteles", seedSnapshot)).toBe("yacht");
    expect(leadSector({}, "/hoteles?utm_source=x", seedSnapshot)).toBe("contract");
    expect(leadSector({}, "/en/yates", seedSnapshot)).toBe("yacht");
    expect(leadSector({}, "/de/jets-privados", seedSnapshot)).toBe("jet");
    expect(leadSector({}, "/disenadores-interiores", seedSnapshot)).toBe("residential");
    expect(leadSector({ projectType: "<script>" }, "/historia", seedSnapshot)).toBeNull();
    expect(leadSector({}, null, seedSnapshot)).toBeNull();
  });
});
