import { z } from "zod";

/** Configuration, read and validated once (ARCHITECTURE.md, Configuration). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** Set when a proxy or load balancer in front of the site writes X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(["", "0", "1", "false", "true"], { message: "use true or false" })
    .default("")
    .transform((value) => value === "1" || value === "true"),
  /** postgres://... stores leads in PostgreSQL (several instances); unset: SQLite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// URL")
    .optional(),
  /** smtp://user:pass@host:port (smtps:// for TLS); unset: e-mails are written to DATA_DIR/outbox/. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
    .optional(),
  /** Who receives lead notifications, and who the site's e-mails come from. */
  LEADS_TO: z.email().default("ventas@nudo.example"),
  MAIL_FROM: z.string().min(3).default("Nudo <no-reply@nudo.example>"),
  /** The digital catalogue (a PDF) sent to whoever asks for it; unset: the catalogues page. */
  CATALOGUE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * An analytics script (a self-hosted Plausible or Matomo), loaded only with analytics consent.
   * Pre-rendered pages carry it, so `npm start` rebuilds when it changes.
   */
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Another MMDB country database for the region check (default: the bundled CC0 one). */
  GEOIP_DB: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration in the environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}
