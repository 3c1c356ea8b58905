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

const realCertificates = {
  floorsFireRetardant: { number: "LGAI 25/31877-1234", date: "2025-03-14", body: "Applus+ LGAI" },
};

const realDeclarations = {
  handtuft: {
    cut: {
      gwpA1A3KgCo2ePerM2: 17.2,
      number: "S-P-12345",
      programmeOperator: "EPD International AB",
      validUntil: "2030-01-31",
      materials: ["nz-wool"] as const,
    },
  },
};

/** The list for these company facts, once the certificates and EPDs are real. */
const placeholdersBeside = (facts: Parameters<typeof launchPlaceholders>[0]) =>
  launchPlaceholders(facts, realCertificates, realDeclarations);

// `npm run check:launch` itself (with the samples the database still publishes):
// app/server/cli/launch.server.test.ts.
describe("the launch check", () => {
  it("lists every fictional placeholder the site ships with", () => {
    expect(launchPlaceholders().map((p) => p.field)).toEqual([
      "legalName",
      "taxId",
      "registry",
      "phone.display",
      "phone.href",
      "email",
      "certificates.floorsFireRetardant",
      "certificates.shipsFireRetardant",
      "declarations.handtuft.cut",
      "declarations.handtuft.loop",
      "declarations.robotuft.cut",
    ]);
  });

  it("lists nothing once real values replace them", () => {
    expect(launchPlaceholders(real, realCertificates, realDeclarations)).toEqual([]);
    expect(describePlaceholders([])).toMatch(/no fictional placeholder/);
  });

  it("names a certificate the data sheet quotes while any of its facts is an example", () => {
    const made = { ...realCertificates.floorsFireRetardant, body: "Laboratorio de ejemplo" };
    expect(launchPlaceholders(real, { floorsFireRetardant: made }, realDeclarations)).toEqual([
      expect.objectContaining({ field: "certificates.floorsFireRetardant", value: "LGAI 25/31877-1234" }),
    ]);
  });

  it("names an EPD the carbon figures quote while its number or operator is an example", () => {
    const made = { handtuft: { cut: { ...realDeclarations.handtuft.cut, programmeOperator: "Operador de ejemplo" } } };
    expect(launchPlaceholders(real, realCertificates, made)).toEqual([
      expect.objectContaining({ field: "declarations.handtuft.cut", value: "S-P-12345" }),
    ]);
  });

  it("names each value left, however it was made up", () => {
    expect(placeholdersBeside({ ...real, email: "ventas@nudo.test" }).map((p) => p.field)).toEqual(["email"]);
    expect(placeholdersBeside({ ...real, taxId: "B-0000000-0" }).map((p) => p.field)).toEqual(["taxId"]);
    expect(placeholdersBeside({ ...real, legalName: "Example Rugs Ltd" }).map((p) => p.field)).toEqual(["legalName"]);
    expect(
      placeholdersBeside({ ...real, phone: { display: "+34 900 00 00 00", href: "tel:+34900000000" } }).map(
        (p) => p.field,
      ),
    ).toEqual(["phone.display", "phone.href"]);
  });

  it("knows a developer's address from a public one", () => {
    expect(isLocalSite("http://localhost:3000")).toBe(true);
    expect(isLocalSite("http://127.0.0.1:3100")).toBe(true);
    expect(isLocalSite("https://www.alfombrasnudo.es")).toBe(false);
  });
});
