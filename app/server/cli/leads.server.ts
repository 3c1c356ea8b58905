import { eraseSubject, exportSubject } from "~/leads/server/privacy.server";
import { parseEmail } from "~/platform/db/email-address.server";
import { type Io, processIo, withConfiguredStorage } from "./operator-storage.server";

const usage = `Usage:
  npm run leads -- export <email>   print as JSON everything stored about that address
  npm run leads -- erase <email>    delete all of it (leads, e-mails, .eml files) and record the erasure`;

/**
 * `npm run leads`: a data subject's access and erasure requests, from the operator's shell. It
 * reads the same environment as the server (DATABASE_URL, DATA_DIR) and uses the same storage
 * code, on SQLite or PostgreSQL. Answers the process's exit code.
 */
export async function runLeadsCommand(args: readonly string[], io: Io = processIo): Promise<number> {
  const [command, address, ...rest] = args;
  if ((command !== "export" && command !== "erase") || address === undefined || rest.length > 0) {
    io.err(usage);
    return 2;
  }
  const email = parseEmail(address);
  if (!email) {
    io.err(
      `Not an e-mail address: "${address}". Give the address exactly as the person wrote it, e.g. ana@example.com.`,
    );
    return 2;
  }
  return withConfiguredStorage(io, async (storage, env) => {
    if (command === "export") {
      io.out(JSON.stringify(await exportSubject(storage, email), null, 2));
      return 0;
    }
    const record = await eraseSubject(storage, env.DATA_DIR, email, "command line");
    io.out(
      JSON.stringify(
        { erased: { leads: record.leads, emails: record.emails, emlFiles: record.emlFiles }, record },
        null,
        2,
      ),
    );
    io.err(
      record.leads === 0
        ? `Nothing was stored for ${email}; the erasure is recorded.`
        : `Erased ${record.leads} lead(s) and ${record.emails} e-mail(s) of ${email}; the erasure is recorded.`,
    );
    return 0;
  });
}
