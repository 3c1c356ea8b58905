import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./config";
import { describePlaceholders, isLocalSite, launchPlaceholders } from "./launch-check";

const real = {
  ...siteConfig,
  legalName: "Alfombras Nudo, S.L.",
  taxId: "B03123456",
  registry: "Registro Mercantil de Alicante, tomo 2345, folio 12, hoja A-67890",
  phone: { display: "+34 965 40 12 34", href: "tel:+34965401234" },
  email: "info@alfombrasnudo.es",
} as const;

describe("the launch check", () => {
  it("lists every fictional placeholder the site ships with", () => {
    expect(launchPlaceholders().map((p) => p.field)).toEqual([
      "legalName",
      "taxId",
      "registry",
      "phone.display",
      "phone.href",
      "email",
    ]);
  });

  it("lists nothing once real values replace them", () => {
    expect(launchPlaceholders(real)).toEqual([]);
    expect(describePlaceholders([])).toMatch(/no fictional placeholder/);
  });

  it("names each value left, however it was made up", () => {
    expect(launchPlaceholders({ ...real, email: "ventas@nudo.test" }).map((p) => p.field)).toEqual(["email"]);
    expect(launchPlaceholders({ ...real, taxId: "B-0000000-0" }).map((p) => p.field)).toEqual(["taxId"]);
    expect(launchPlaceholders({ ...real, legalName: "Example Rugs Ltd" }).map((p) => p.field)).toEqual(["legalName"]);
    expect(
      launchPlaceholders({ ...real, phone: { display: "+34 900 00 00 00", href: "tel:+34900000000" } }).map(
        (p) => p.field,
      ),
    ).toEqual(["phone.display", "phone.href"]);
  });

  it("knows a developer's address from a public one", () => {
    expect(isLocalSite("http://localhost:3000")).toBe(true);
    expect(isLocalSite("http://127.0.0.1:3100")).toBe(true);
    expect(isLocalSite("https://www.alfombrasnudo.es")).toBe(false);
  });

  it("fails `npm run check:launch` while a placeholder is left, printing the list", async () => {
    const script = path.resolve(import.meta.dirname, "../../scripts/check-launch.ts");
    const error = await promisify(execFile)(process.execPath, [script]).then(
      () => null,
      (failure: { code: number; stdout: string }) => failure,
    );
    expect(error?.code).toBe(1);
    expect(error?.stdout).toContain('taxId: "B00000000"');
    expect(error?.stdout).toContain('email: "info@nudo.example"');
  });
});
