import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openStorage } from "../../app/platform/db/db.server";
import { expect, test, visitorAddress } from "./fixtures";
import { dataDir } from "./mail-files";

/** `npm run backup` against the running e2e server's SQLite database, then a restore of the copy. */
test("npm run backup copies the running site's database, and the copy restores with the latest lead", async ({
  request,
}) => {
  const email = `backup.${Date.now().toString(36)}@cliente.example`;
  const posted = await request.post("/contacto", {
    form: { _form: "contact", _started: "", name: "Ana", email, message: "Hola" },
    headers: { "X-Forwarded-For": visitorAddress() },
  });
  expect(posted.status()).toBe(200);

  const { stdout, stderr } = await promisify(execFile)("npm", ["run", "--silent", "backup"], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const file = stdout.trim();
  expect(file).toMatch(/backups[\\/]site-.+\.db$/);
  expect(existsSync(file)).toBe(true);
  expect(stderr).toContain("Backed up the database to");

  const restored = mkdtempSync(path.join(tmpdir(), "site-restored-"));
  try {
    copyFileSync(file, path.join(restored, "site.db"));
    const storage = await openStorage({ dataDir: restored });
    const lead = await storage.db.selectFrom("leads").select("form").where("email", "=", email).executeTakeFirst();
    expect(lead?.form).toBe("contact");
    await storage.close();
  } finally {
    rmSync(restored, { recursive: true, force: true });
    rmSync(file, { force: true });
  }
});
