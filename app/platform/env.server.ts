import { z } from "zod";
import { defaultDataPolicy } from "~/site/data-policy";

/** Standard base64 with its padding, as the Standard Webhooks libraries decode a `whsec_` key. */
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A loop this late is too busy to take more work that can wait: posts and pages rendered on
 * request are shed, pre-rendered pages go on.
 */
export const maxEventLoopLagMs = 200;

/** Configuration, read and validated once at start (the variables: docs/operating.md, Configuration). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /**
   * How many proxies in front of the site append to X-Forwarded-For (`true` = 1). The client is
   * the entry that many hops from the right; whatever a visitor writes to the left is ignored.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value) =>
      value === "true" ? 1 : value === "" || value === "false" ? 0 : /^\d+$/.test(value) ? Number(value) : Number.NaN,
    )
    .pipe(z.number({ error: "use the number of proxy hops (0 to 10), true or false" }).int().min(0).max(10)),
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
  /**
   * Who a reply written on a lead's page comes from: one address, with or without a name
   * ("Nudo · Ventas <ventas@nudo.example>"). The visitor's answer goes to LEADS_TO (Reply-To).
   */
  SALES_FROM: z
    .string()
    .default("Nudo · Ventas <ventas@nudo.example>")
    .transform((value, ctx) => {
      const named = /^\s*([^<>"\r\n]*?)\s*<([^<>\s]+)>\s*$/.exec(value);
      const address = named ? named[2] : value.trim();
      if (!address || !z.email().safeParse(address).success) {
        ctx.addIssue({ code: "custom", message: "one address, such as Nudo · Ventas <ventas@nudo.example>" });
        return z.NEVER;
      }
      return named?.[1] ? { name: named[1], address } : { address };
    }),
  /** The hour (Madrid, 0-23) from which each staff member's morning e-mail of due follow-ups is queued. */
  FOLLOW_UPS_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** How often each server process checks whether the day's follow-ups e-mails are due, in seconds. */
  FOLLOW_UPS_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The digital catalogue (a PDF) sent to whoever asks for it; unset: the catalogues page. */
  CATALOGUE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * An analytics script (a self-hosted Plausible or Matomo), loaded only with analytics consent.
   * Pre-rendered pages carry it, so `npm start` rebuilds when it changes.
   */
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Leads (with their e-mails and .eml files) are deleted this many days after they arrived. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultDataPolicy.leadRetentionDays),
  /** The bodies of sent e-mails are blanked this many days after sending (status and times stay). */
  OUTBOX_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultDataPolicy.outboxKeepDays),
  /** Who may read /metrics: a request with `Authorization: Bearer <token>`; unset: /metrics is off. */
  METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
  /** Server processes to run (each with its own event loop); default: one per core of the machine. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Form posts one process works on at once; past this, or while its event loop lags, a post is
   * answered 503 with Retry-After (nothing stored, the visitor's values kept). 0 refuses every
   * post (maintenance).
   */
  FORM_POSTS_IN_FLIGHT: z.coerce.number().int().min(0).max(1000).default(20),
  /**
   * How late (ms) the event loop may run, kept up over two 50 ms ticks, before form posts and
   * pages rendered on request are answered 503. Raise it where the machine's cores are shared
   * with other busy work.
   */
  FORM_POSTS_MAX_LAG_MS: z.coerce.number().int().min(50).max(60_000).default(maxEventLoopLagMs),
  /**
   * How long an e-mail taken by an instance that then died waits before another instance sends
   * it. Longer than any one send can take (SMTP time-outs: 10 s to connect, 10 s to greet, 30 s idle).
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Another MMDB country database for the region check (default: the bundled CC0 one). */
  GEOIP_DB: z.string().min(1).optional(),
  /** Where every new lead is POSTed as a signed JSON event (the CRM); unset: no webhook. */
  LEADS_WEBHOOK_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/^[a-z]+:\/\/[^/?#]*@/i.test(url), { error: "no user or password in the address" })
    .optional(),
  /**
   * The key the webhook's signature is made with: `whsec_` and base64 (the key's bytes, as the
   * Standard Webhooks libraries take it), or any other text of at least 16 characters.
   */
  LEADS_WEBHOOK_SECRET: z
    .string()
    .min(16, "at least 16 characters")
    .refine((secret) => !secret.startsWith("whsec_") || base64.test(secret.slice("whsec_".length)), {
      error: "whsec_ must be followed by the key in base64",
    })
    .optional(),
  /**
   * The key review links are signed with (at least 32 characters); unset: a random key the server
   * makes once and keeps in the database, so every instance accepts the others' links. Changing
   * it makes every review link already sent stop opening.
   */
  REVIEW_LINK_SECRET: z.string().min(32, "at least 32 characters").optional(),
});

/** A webhook URL needs its secret: the receiver could not tell our events from anyone's. */
const configSchema = envSchema.superRefine(
  (env, ctx) => {
    if (env.LEADS_WEBHOOK_URL !== undefined && env.LEADS_WEBHOOK_SECRET === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["LEADS_WEBHOOK_SECRET"],
        message: "required when LEADS_WEBHOOK_URL is set (at least 16 characters)",
      });
    }
  },
  // Checked even when another variable is wrong, so one message names every problem.
  { when: () => true },
);

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Reads configuration from `source`; throws one message naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration in the environment:\n${problems}`);
  }
  return parsed.data;
}

/** The process's configuration, read from its environment once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Forgets the configuration read so far, so that the next `getEnv()` reads the environment again:
 * for the unit tests, whose files share a process and set the environment of their own (an
 * operator command's database) in turn (tests/setup/fresh-environment.ts).
 */
export function forgetEnv(): void {
  cached = undefined;
}
