import { beforeEach, expect, it } from "vitest";
import type { Storage } from "~/platform/db/db.server";
import { staffPassword as password } from "../../../tests/support/staff-sign-in";
import { describeStorage } from "../../../tests/support/storage";
import { addStaff } from "./accounts.server";
import { createSession, readSession, sessionIdleMs } from "./sessions.server";

describeStorage("staff accounts and sign-in on $name", (test) => {
  let storage: Storage;
  const t0 = new Date("2026-11-24T09:00:00Z");
  beforeEach(() => {
    storage = test.storage;
  });

  it("ends a session after 12 hours idle, keeps it while used, and a half sign-in after 10 minutes", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const staff = await storage.db.selectFrom("staff").select("id").executeTakeFirstOrThrow();
    const token = await createSession(storage, staff.id, "active", t0);
    const eleven = new Date(t0.getTime() + 11 * 3600_000);
    expect(await readSession(storage, token, eleven)).not.toBeNull();
    expect(await readSession(storage, token, new Date(eleven.getTime() + 11 * 3600_000))).not.toBeNull();
    expect(
      await readSession(storage, token, new Date(eleven.getTime() + 11 * 3600_000 + sessionIdleMs + 1)),
    ).toBeNull();
    const half = await createSession(storage, staff.id, "password", t0, "JBSWY3DPEHPK3PXP");
    expect(await readSession(storage, half, new Date(t0.getTime() + 11 * 60_000))).toBeNull();
    expect(await readSession(storage, "forged-token", t0)).toBeNull();
  });
});
