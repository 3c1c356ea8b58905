import { describe, expect, it } from "vitest";
import type { StaffRole } from "~/platform/db/schema.server";
import { backOffice } from "../../../tests/support/back-office";
import { describeStorage } from "../../../tests/support/storage";
import { setStaffRole } from "../staff/accounts.server";
import { homeSection, mayOpen, sectionOfPath } from "./access.server";

describe("who may open which section", () => {
  it("opens the sales workflow to sales and admin, the content studio to editor and admin", () => {
    const table = (["sales", "editor", "admin"] as const).map((role) => [
      role,
      (["leads", "outbox", "privacy", "content"] as const).filter((section) => mayOpen(role, section)),
    ]);
    expect(table).toEqual([
      ["sales", ["leads", "outbox", "privacy"]],
      ["editor", ["content"]],
      ["admin", ["leads", "outbox", "privacy", "content"]],
    ]);
  });
  it("sends each role home to the first section it may open", () => {
    expect(homeSection("sales")).toBe("leads");
    expect(homeSection("editor")).toBe("content");
    expect(homeSection("admin")).toBe("leads");
  });
  it("opens nothing to a role it does not know (a value typed into the database by hand)", () => {
    expect(mayOpen("owner" as StaffRole, "leads")).toBe(false);
    expect(mayOpen("owner" as StaffRole, "content")).toBe(false);
  });
  it("knows the section of a back-office path, whatever its case, query or depth", () => {
    expect(sectionOfPath("/admin/leads/3f0c6a1e?saved")).toBe("leads");
    expect(sectionOfPath("/admin/Privacy")).toBe("privacy");
    expect(sectionOfPath("/admin/content")).toBe("content");
    expect(sectionOfPath("/admin/sign-out")).toBeNull();
    expect(sectionOfPath("/admin/leadsx")).toBeNull();
  });
});

describeStorage("the back office by role on $name", (test) => {
  const { signedIn } = backOffice(test);
  /** The sections a page's navigation bar links to. */
  const navigation = (html: string) =>
    [...(html.match(/<nav[^>]*>(.*?)<\/nav>/s)?.[1] ?? "").matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it("refuses an editor every page and form of the sales workflow, in the editor's language", async () => {
    const editor = await signedIn("editor");
    for (const path of [
      "/admin/leads",
      "/admin/LEADS",
      "/admin/leads/export.csv",
      "/admin/leads/3f0c6a1e-0000-4000-8000-000000000000",
      "/admin/outbox",
      "/admin/privacy",
    ]) {
      const response = await editor.get(path);
      expect(response.status, path).toBe(403);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page, path).toContain("Tu cuenta no tiene acceso a esta sección.");
      expect(page, path).toContain('<a href="/admin/content">Contenido</a>');
    }
    const english = await (await editor.get("/admin/privacy", "en-GB,en;q=0.9")).text();
    expect(english).toContain("Your account does not have access to this section.");
    expect(english).toContain('<a href="/admin/content">Content</a>');
    for (const path of ["/admin/outbox/retry", "/admin/privacy/find", "/admin/leads/x/notes"]) {
      expect((await editor.post(path, { target: "all-failed", email: "ana@example.com" })).status, path).toBe(403);
    }
  });

  it("sends an editor home to the content studio, and lets it through to /admin/content", async () => {
    const editor = await signedIn("editor");
    expect((await editor.get("/admin")).headers.get("location")).toBe("/admin/content");
    expect((await editor.get("/admin/sign-in?next=%2Fadmin%2Fleads")).headers.get("location")).toBe("/admin/content");
    // Past the guard, the studio's list of documents.
    const studio = await editor.get("/admin/content");
    expect(studio.status).toBe(200);
    expect(await studio.text()).toContain('<a href="/admin/content" aria-current="page">Contenido</a>');
  });

  it("refuses a sales account the content studio, linking back to the leads", async () => {
    const sales = await signedIn("sales");
    for (const path of ["/admin/content", "/admin/content/pages/home", "/admin/Content/"]) {
      const response = await sales.get(path);
      expect(response.status, path).toBe(403);
      const page = await response.text();
      expect(page).toContain("Tu cuenta no tiene acceso a esta sección.");
      expect(page).toContain('<a href="/admin/leads">Solicitudes</a>');
    }
    expect((await sales.post("/admin/content/publish")).status).toBe(403);
    expect((await sales.get("/admin")).headers.get("location")).toBe("/admin/leads");
    const inbox = await sales.get("/admin/leads");
    expect(inbox.status).toBe(200);
    expect(navigation(await inbox.text())).toEqual(["/admin/leads", "/admin/outbox", "/admin/privacy"]);
  });

  it("opens everything to an admin, with every section in the navigation", async () => {
    const admin = await signedIn("admin");
    for (const path of ["/admin/leads", "/admin/outbox", "/admin/privacy"]) {
      expect((await admin.get(path)).status, path).toBe(200);
    }
    expect((await admin.get("/admin/content")).status).toBe(200);
    const page = await (await admin.get("/admin/outbox")).text();
    expect(navigation(page)).toEqual(["/admin/leads", "/admin/outbox", "/admin/privacy", "/admin/content"]);
    expect(page).toContain(">Contenido</a>");
  });

  it("applies a new role from the next request, without signing in again", async () => {
    const member = await signedIn("sales");
    expect((await member.get("/admin/leads")).status).toBe(200);
    await setStaffRole(test.storage, member.email, "editor");
    expect((await member.get("/admin/leads")).status).toBe(403);
    expect((await member.get("/admin")).headers.get("location")).toBe("/admin/content");
  });
});
