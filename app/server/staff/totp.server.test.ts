import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { appCode } from "../../../tests/support/staff-sign-in";
import { otpauthUri, totpCode, totpStep, verifyTotp } from "./totp.server";

describe("TOTP", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  it("makes the codes an authenticator app makes (RFC 6238 test vector, otpauth)", () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (eight digits); six digits: 287082.
    expect(totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", totpStep(new Date(59_000)))).toBe("287082");
    const at = new Date("2026-11-24T10:00:10Z");
    expect(totpCode(secret, totpStep(at))).toBe(appCode(secret, at));
  });
  it("accepts the previous, current and next step once, and nothing older than the last used", () => {
    const at = new Date("2026-11-24T10:00:10Z");
    const step = totpStep(at);
    expect(verifyTotp(secret, appCode(secret, at), at, null)).toBe(step);
    expect(verifyTotp(secret, appCode(secret, new Date(at.getTime() - 30_000)), at, null)).toBe(step - 1);
    expect(verifyTotp(secret, appCode(secret, new Date(at.getTime() + 30_000)), at, null)).toBe(step + 1);
    expect(verifyTotp(secret, appCode(secret, new Date(at.getTime() - 90_000)), at, null)).toBeNull();
    expect(verifyTotp(secret, appCode(secret, at), at, step)).toBeNull();
    expect(verifyTotp(secret, "12345", at, null)).toBeNull();
    expect(verifyTotp(secret, "abcdef", at, null)).toBeNull();
  });
  it("writes the otpauth address apps scan", () => {
    const uri = otpauthUri(secret, "ana@nudo.example", "Nudo");
    expect(OTPAuth.URI.parse(uri).label).toBe("ana@nudo.example");
    expect(uri).toContain("issuer=Nudo");
  });
});
