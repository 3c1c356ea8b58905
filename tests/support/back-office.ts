import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Express } from "express";
import { afterEach, beforeEach } from "vitest";
import type { StaffRole } from "../../app/platform/db/schema.server";
import { parseEnv } from "../../app/platform/env.server";
import { adminRouter } from "../../app/server/admin/router.server";
import type { LivePages } from "../../app/server/http/live-pages.server";
import { replyEmailParts } from "../../app/server/mail/emails/reply-mail.server";
import { hashPassword } from "../../app/server/staff/password.server";
import { createSession, formToken } from "../../app/server/staff/sessions.server";
import type { CurrentStorage } from "./storage";

/**
 * The accounts' password, hashed once for the test file: a hash is made to be slow (scrypt, 32 MB),
 * and every account of every test paid for one (adding accounts is tested in app/server/staff/).
 */
let hashed: Promise<string> | undefined;
const passwordHash = () => {
  hashed ??= hashPassword("a long enough password");
  return hashed;
};

/**
 * The back office at /admin on a port of its own over the running test's storage, for a
 * `describeStorage` body (started before each test, after the body's earlier hooks; closed after).
 * `signedIn` gives a staff member of a role whose session is made directly: signing in through
 * the screens is tested in app/server/staff/.
 */
export function backOffice(
  test: CurrentStorage,
  options: { livePages?: LivePages; app?: (app: Express) => void; env?: Record<string, string> } = {},
) {
  let server: Server;
  let base = "";
  beforeEach(async () => {
    const app = express();
    app.use(
      "/admin",
      adminRouter({
        env: parseEnv({ DATA_DIR: test.dataDir, ...options.env }),
        storage: test.storage,
        now: () => new Date(),
        outbox: { wake: () => {} },
        writeReply: replyEmailParts,
        livePages: options.livePages,
      }),
    );
    options.app?.(app);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const signedIn = async (role: StaffRole) => {
    const email = `${role}@nudo.example`;
    // A role asked for twice in a test is the same account, as when it was added by the command.
    await test.storage.db
      .insertInto("staff")
      .values({
        id: randomUUID(),
        email,
        password_hash: await passwordHash(),
        totp_secret: null,
        totp_last_step: null,
        created_at: new Date().toISOString(),
        last_sign_in_at: null,
        role,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .execute();
    const staff = await test.storage.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const token = await createSession(test.storage, staff.id, "active", new Date());
    const headers = (lang: string) => ({ Cookie: `staff_session=${token}`, "Accept-Language": lang });
    return {
      email,
      /** A document's revision now: what its editor's form carries when opened (a save names it). */
      revision: async (id: string) =>
        String(
          (
            await test.storage.db
              .selectFrom("content_documents")
              .select("revision")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).revision,
        ),
      /** The session's cookie, for a browser that opens the pages. */
      cookie: `staff_session=${token}`,
      /** The session's form token, for a request made by hand (a script's JSON post). */
      formToken: formToken(token),
      /** Any request with the session's cookie, as a script of the page would send it. */
      send: (path: string, init: RequestInit = {}) =>
        fetch(`${base}${path}`, {
          ...init,
          headers: { ...headers("es"), ...(init.headers as Record<string, string> | undefined) },
          redirect: "manual",
        }),
      get: (path: string, lang = "es") => fetch(`${base}${path}`, { headers: headers(lang), redirect: "manual" }),
      /** A form as the browser posts it, with the session's form token; fields in order, names may repeat. */
      post: (path: string, fields: Record<string, string> | [string, string][] = {}, lang = "es") =>
        fetch(`${base}${path}`, {
          method: "POST",
          headers: { ...headers(lang), "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams([
            ["_token", formToken(token)],
            ...(Array.isArray(fields) ? fields : Object.entries(fields)),
          ]),
          redirect: "manual",
        }),
      /** A multipart form (an upload), with the session's form token first. */
      postMultipart: (
        path: string,
        fill: (form: FormData) => void,
        lang = "es",
        extra: Record<string, string> = {},
      ) => {
        const form = new FormData();
        form.append("_token", formToken(token));
        fill(form);
        return fetch(`${base}${path}`, {
          method: "POST",
          headers: { ...headers(lang), ...extra },
          body: form,
          redirect: "manual",
        });
      },
    };
  };
  return { signedIn, base: () => base };
}
