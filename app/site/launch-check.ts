import { type HeldCertificates, heldCertificates } from "./certificates.ts";
import { siteConfig } from "./config.ts";
import { type ProductDeclaration, productDeclarations } from "./declarations.ts";

/**
 * The company facts in site configuration that still hold a fictional placeholder. The site
 * ships with made-up values (a tax id of zeros, an `.example` address) that must be replaced by
 * the real ones before it goes live: `npm run check:launch` lists them and fails while any is
 * left, and the server logs them once at start on a public address.
 */
export type Placeholder = { field: string; value: string; replaceWith: string };

/** Addresses reserved for documentation (RFC 2606, RFC 6761): they never reach anyone. */
const reservedDomain = /@([a-z0-9-]+\.)*(example|test|invalid|localhost)(\.[a-z]+)?$|@example\.(com|net|org)$/i;
/** A number made of zeros only ("B00000000", "tomo 0000"). */
const zerosOnly = (value: string) => /\d/.test(value) && !/[1-9]/.test(value.replace(/^\+\d{2}/, ""));
const sayExample = /\b(ejemplo|example|placeholder|fictional|ficticio)\b/i;

/** The facts the check reads (the rest of site configuration is real). */
type CompanyFacts = {
  legalName: string;
  taxId: string;
  registry: string;
  phone: { display: string; href: string };
  email: string;
};

/**
 * Each fact still made up: those of site configuration, then each certificate the data sheet
 * quotes (app/site/certificates.ts) and each EPD its carbon figures come from
 * (app/site/declarations.ts) whose number or issuer says it is an example.
 */
export function launchPlaceholders(
  config: CompanyFacts = siteConfig,
  certificates: HeldCertificates = heldCertificates,
  declarations: Partial<Record<string, Partial<Record<string, ProductDeclaration>>>> = productDeclarations,
): Placeholder[] {
  const checks: { field: string; value: string; fictional: boolean; replaceWith: string }[] = [
    {
      field: "legalName",
      value: config.legalName,
      fictional: sayExample.test(config.legalName),
      replaceWith: "the company's registered name (razón social)",
    },
    {
      field: "taxId",
      value: config.taxId,
      fictional: zerosOnly(config.taxId) || sayExample.test(config.taxId),
      replaceWith: "the company's tax id (NIF/CIF)",
    },
    {
      field: "registry",
      value: config.registry,
      fictional: zerosOnly(config.registry) || sayExample.test(config.registry),
      replaceWith: "the commercial registry entry (registry, tomo, folio, hoja)",
    },
    {
      field: "phone.display",
      value: config.phone.display,
      fictional: /(0\D*){6}$/.test(config.phone.display),
      replaceWith: "the company's phone number, as shown",
    },
    {
      field: "phone.href",
      value: config.phone.href,
      fictional: /0{6}$/.test(config.phone.href),
      replaceWith: "the same number as a tel: link",
    },
    {
      field: "email",
      value: config.email,
      fictional: reservedDomain.test(config.email),
      replaceWith: "the company's public e-mail address",
    },
    ...Object.entries(certificates).map(([name, certificate]) => ({
      field: `certificates.${name}`,
      value: certificate.number,
      fictional: [certificate.number, certificate.date, certificate.body].some((fact) => sayExample.test(fact)),
      replaceWith: "the certificate's number, date and issuing body (app/site/certificates.ts), or remove it",
    })),
    ...Object.entries(declarations).flatMap(([technique, piles]) =>
      Object.entries(piles ?? {}).map(([pile, declaration]) => ({
        field: `declarations.${technique}.${pile}`,
        value: declaration?.number ?? "",
        fictional: [declaration?.number ?? "", declaration?.programmeOperator ?? ""].some((fact) =>
          sayExample.test(fact),
        ),
        replaceWith:
          "the EPD's A1-A3 figure per m², registration number, programme operator and validity (app/site/declarations.ts), or remove it",
      })),
    ),
  ];
  return checks
    .filter((check) => check.fictional)
    .map(({ field, value, replaceWith }) => ({ field, value, replaceWith }));
}

/** True when the site's public address is this machine (a developer's or a test run). */
export function isLocalSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host);
}

/** The list as an operator reads it, one line a placeholder. */
export function describePlaceholders(placeholders: readonly Placeholder[]): string {
  if (placeholders.length === 0)
    return "Site configuration (app/site/config.ts, certificates.ts, declarations.ts) holds no fictional placeholder.";
  return [
    `Site configuration (app/site/config.ts, certificates.ts, declarations.ts) still holds ${placeholders.length} fictional placeholder(s):`,
    ...placeholders.map((p) => `  - ${p.field}: "${p.value}" -> ${p.replaceWith}`),
  ].join("\n");
}
