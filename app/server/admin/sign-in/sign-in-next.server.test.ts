import { describe, expect, it } from "vitest";
import { landingPath, safeNext } from "./sign-in-next.server";

describe("where sign-in sends the staff member back to", () => {
  it("accepts the back office's own pages with their filters", () => {
    expect(safeNext("/admin/leads?q=hotel&page=2")).toBe("/admin/leads?q=hotel&page=2");
    expect(safeNext("/admin/leads/3f0c6a1e-0000-4000-8000-000000000000")).toBe(
      "/admin/leads/3f0c6a1e-0000-4000-8000-000000000000",
    );
  });
  it("refuses anything that could leave it (an open redirect) or loop back to sign-in", () => {
    for (const value of [
      "https://attacker.example/admin/",
      "//attacker.example/admin/",
      "/admin//attacker.example",
      "/\\attacker.example",
      "/admin/sign-in",
      "/admin/sign-in/code",
      "/",
      "/contacto",
      "/admin/leads\r\nSet-Cookie: x=1",
      '/admin/leads"><script>',
      42,
      undefined,
    ]) {
      expect(safeNext(value), String(value)).toBeUndefined();
    }
  });
});

describe("where a signed-in account lands", () => {
  it("goes where it asked when its role may open that, otherwise to its home section", () => {
    expect(landingPath("sales", "/admin/leads?q=hotel")).toBe("/admin/leads?q=hotel");
    expect(landingPath("editor", "/admin/leads?q=hotel")).toBe("/admin/content");
    expect(landingPath("sales", "/admin/content/pages")).toBe("/admin/leads");
    expect(landingPath("admin", "/admin/content/pages")).toBe("/admin/content/pages");
    expect(landingPath("editor", undefined)).toBe("/admin/content");
    expect(landingPath("sales", undefined)).toBe("/admin/leads");
  });
});
