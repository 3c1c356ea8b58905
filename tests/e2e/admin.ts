import type { APIRequestContext } from "@playwright/test";
import { expect, test, visitorAddress } from "./fixtures";
import { dataDir } from "./mail-files";
import { createStaff, type StaffAccount } from "./staff-accounts";

/**
 * What the back-office specs share: the staff command's configuration, unique markers, and leads
 * posted as visitors post them.
 */
export const env = { DATA_DIR: dataDir };
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * Each test of the calling spec signs in from an address of its own (the server trusts one proxy
 * hop), so one test's failed sign-ins never lock another's.
 */
export function signInFromAddressesOfTheirOwn() {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  });
}

/**
 * A sales account of its own for each test of the calling describe, read inside the test with
 * the function returned: a code works once, so two sign-ins of one account in the same 30 s would
 * wait.
 */
export function anAccountPerTest(): () => StaffAccount {
  let account: StaffAccount | undefined;
  test.beforeEach(async () => {
    account = await createStaff(env, "equipo");
  });
  return () => {
    if (!account) throw new Error("The test's account exists only while the test runs: read it inside the test.");
    return account;
  };
}

/** A lead posted the way a browser without JavaScript posts it, from an address of its own. */
export async function postLead(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, {
    // Posted as a page without JavaScript posts it: the start time empty.
    form: { _started: "", ...form },
    headers: { "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

export const contactLead = (marker: string, extra: Partial<Record<string, string>> = {}) => ({
  _form: "contact",
  name: "José Martínez",
  email: `jose.${unique()}@cliente.example`,
  message: `Busco una alfombra para un hotel ${marker}`,
  ...extra,
});
