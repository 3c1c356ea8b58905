import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { operatorCommand } from "./operator";

/** A staff member's credentials, and the authenticator key once enrolled. */
export type StaffAccount = { email: string; password: string; key?: string };

/**
 * `npm run staff -- <args>` as the operator runs it, with `env` (the server's configuration) and
 * `input` piped to standard input (the password). Answers its exit code and output.
 */
export function staffCommand(args: string[], env: Record<string, string>, input = "") {
  return operatorCommand("staff", args, env, input);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A new account, created with the operator's command. */
export async function createStaff(
  env: Record<string, string>,
  name = "ventas",
  role?: "sales" | "editor" | "admin",
): Promise<StaffAccount> {
  const account = { email: `${name}.${unique()}@nudo.example`, password: `contraseña larga ${unique()}` };
  const args = ["add", account.email, ...(role ? ["--role", role] : [])];
  const result = await staffCommand(args, env, `${account.password}\n`);
  expect(result.stderr).toContain(`Created ${account.email}`);
  expect(result.code).toBe(0);
  return account;
}

/** The authenticator app's current code for `key` (an independent TOTP implementation). */
export function appCode(key: string, at = Date.now()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, "")),
    digits: 6,
    period: 30,
  }).generate({
    timestamp: at,
  });
}

/**
 * The authenticator's code for a sign-in (a code works once): the current step's, or, when this
 * account used that one already, the next step's, as a phone whose clock runs a little ahead
 * shows it (the server takes the step either side of its own, each once, never one older than
 * the last used). Only a third sign-in within one step waits for the next, as a person would.
 */
const stepMs = 30_000;
const lastStep = new Map<string, number>();
export async function freshCode(account: StaffAccount): Promise<string> {
  const used = lastStep.get(account.email) ?? Number.NEGATIVE_INFINITY;
  for (;;) {
    const step = Math.floor(Date.now() / stepMs);
    const next = [step, step + 1].find((candidate) => candidate > used);
    if (next !== undefined) {
      lastStep.set(account.email, next);
      return appCode(account.key ?? "", next * stepMs);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Signs in through the pages as a person does: e-mail and password, then (first time) the key
 * shown as text under the QR code into the app, then the app's code. Leaves the page on the inbox.
 */
export async function signIn(page: Page, account: StaffAccount, labels = spanishLabels) {
  await page.goto("/admin/sign-in");
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password).fill(account.password);
  await page.getByRole("button", { name: labels.continue }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
  const key = page.locator("#totp-key");
  if (await key.count()) {
    await expect(page.getByRole("img", { name: new RegExp(account.email.replace(/[.]/g, "\\.")) })).toBeVisible();
    account.key = ((await key.textContent()) ?? "").replace(/\s/g, "");
  }
  await page.getByLabel(labels.code).fill(await freshCode(account));
  await page.getByRole("button", { name: labels.verify }).click();
}

export const spanishLabels = {
  email: "Correo electrónico",
  password: "Contraseña",
  continue: "Continuar",
  code: "Código de verificación",
  verify: "Verificar",
};
export const englishLabels = {
  email: "E-mail address",
  password: "Password",
  continue: "Continue",
  code: "Verification code",
  verify: "Verify",
};

/** The cookie header of a `Set-Cookie` answer (name=value only). */
const cookieOf = (response: Response) => (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";

/**
 * Signs in over plain HTTP (no browser) against `base`, from `forwardedFor`: answers the session
 * cookie ("staff_session=...") or the status of the refusal.
 */
export async function signInOverHttp(
  base: string,
  account: StaffAccount,
  forwardedFor: string,
  password = account.password,
) {
  const headers = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: base,
    "X-Forwarded-For": forwardedFor,
  };
  const first = await fetch(`${base}/admin/sign-in`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ email: account.email, password }),
    redirect: "manual",
  });
  if (first.status !== 303) return { status: first.status, cookie: null };
  const halfCookie = cookieOf(first);
  const codePage = await (await fetch(`${base}/admin/sign-in/code`, { headers: { Cookie: halfCookie } })).text();
  const key = codePage.match(/id="totp-key">([A-Z2-7 ]+)</)?.[1];
  if (key) account.key = key.replace(/\s/g, "");
  const token = codePage.match(/name="_token" value="([^"]+)"/)?.[1] ?? "";
  const second = await fetch(`${base}/admin/sign-in/code`, {
    method: "POST",
    headers: { ...headers, Cookie: halfCookie },
    body: new URLSearchParams({ _token: token, code: await freshCode(account) }),
    redirect: "manual",
  });
  return { status: second.status, cookie: second.status === 303 ? cookieOf(second) : null };
}
