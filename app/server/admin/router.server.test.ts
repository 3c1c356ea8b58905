import { describe, expect, it } from "vitest";
import { safeNext } from "./router.server";

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
