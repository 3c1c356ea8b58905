import path from "node:path";
import { expect, test } from "./fixtures";
import { instancesOnOneDatabase } from "./instance";
import { mailsMentioning } from "./mail-files";
import { createStaff } from "./staff-accounts";

/**
 * The morning e-mail of follow-ups on the production build, as a team runs it: two instances on
 * one PostgreSQL database, each of their processes checking every second whether the day's e-mails
 * are due (FOLLOW_UPS_HOUR 0: whatever the hour the test runs at). The sales assistant gets one.
 */
const { database, env, instances } = instancesOnOneDatabase("site-follow-ups", {
  FOLLOW_UPS_HOUR: "0",
  FOLLOW_UPS_CHECK_SECONDS: "1",
  LOG_LEVEL: "debug", // each process logs each of its checks
});

/** How many checks each process of both instances has logged so far, by process id. */
function checksByProcess() {
  const checks = new Map<number, number>();
  for (const line of instances.flatMap((instance) => instance.lines)) {
    if (!line.includes('"event":"follow_ups_checked"')) continue;
    const { process } = JSON.parse(line) as { process: number };
    checks.set(process, (checks.get(process) ?? 0) + 1);
  }
  return checks;
}

/** The .eml files the instances wrote (no SMTP configured) addressed to `address`, decoded to read. */
const mailsTo = (address: string) => mailsMentioning(`To: ${address}`, 1, path.join(env.DATA_DIR, "outbox"));

test("a sales assistant with follow-ups due gets one morning e-mail listing them, however many instances check", async () => {
  test.slow();
  expect(instances).toHaveLength(2);
  const account = await createStaff(env, "seguimientos");
  const [staff] = await database.query<{ id: string }>(
    `select id from ${database.schema}.staff where email = '${account.email}'`,
  );
  const created = new Date().toISOString();
  // Two due (one late since Monday), one won (left out), one due another day (not yet).
  await database.query(`
    insert into ${database.schema}.leads (id, form, lang, data, email, created_at, state, name, company, owner_id, follow_up_on, follow_up_note) values
      ('f1', 'contact', 'es', '{}', 'ana@cliente.example', '${created}', 'new', 'Ana Pérez', 'Hotel Sella', '${staff?.id}', '2026-01-05', 'Llamar por la visita'),
      ('f2', 'sample', 'es', '{}', 'bea@cliente.example', '${created}', 'contacted', 'Bea Ruiz', null, '${staff?.id}', '2026-01-07', null),
      ('f3', 'contact', 'es', '{}', 'carlos@cliente.example', '${created}', 'won', 'Carlos Gil', null, '${staff?.id}', '2026-01-05', null),
      ('f4', 'contact', 'es', '{}', 'dora@cliente.example', '${created}', 'new', 'Dora Vidal', null, '${staff?.id}', '2999-01-01', null)`);

  await expect.poll(() => mailsTo(account.email), { timeout: 30_000 }).toHaveLength(1);
  // Two more checks by every process of both instances: still one.
  const sent = checksByProcess();
  expect(sent.size).toBe(4);
  await expect
    .poll(() => [...checksByProcess()].every(([process, checks]) => checks >= (sent.get(process) ?? 0) + 2), {
      timeout: 30_000,
    })
    .toBe(true);
  const mails = await mailsTo(account.email);
  expect(mails).toHaveLength(1);
  const mail = mails[0] ?? "";
  expect(mail).toMatch(/^Subject: .*2 seguimientos para hoy/m);
  for (const listed of ["Ana Pérez", "Hotel Sella", "Llamar por la visita", "Bea Ruiz", "/admin/leads/f1"]) {
    expect(mail, listed).toContain(listed);
  }
  for (const left of ["Carlos Gil", "Dora Vidal"]) expect(mail, left).not.toContain(left);
  const rows = await database.query<{ kind: string; status: string; lead_id: string | null }>(
    `select kind, status, lead_id from ${database.schema}.outbox where kind = 'follow-ups'`,
  );
  expect(rows).toEqual([{ kind: "follow-ups", status: "sent", lead_id: null }]);
  expect(await database.query(`select staff_id from ${database.schema}.follow_up_digests`)).toEqual([
    { staff_id: staff?.id },
  ]);
});
