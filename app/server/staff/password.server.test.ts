import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one or a malformed hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});
