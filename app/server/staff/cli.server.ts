import { createInterface } from "node:readline";
import { type Io, processIo, withConfiguredStorage } from "../operator-storage.server";
import { addStaff, listStaff, removeStaff, resetSecondFactor } from "./accounts.server";
import { minPasswordLength } from "./password.server";

const usage = `Usage:
  npm run staff -- add <email>         create an account (password typed at the prompt or piped in)
  npm run staff -- remove <email>      delete an account and sign it out everywhere
  npm run staff -- reset-2fa <email>   forget its authenticator (a lost phone): enrol again at next sign-in
  npm run staff -- list                every account, with its last sign-in`;

/**
 * Reads the new password: typed at a prompt that does not echo it (twice, to catch a typo) when
 * standard input is a terminal, otherwise the first line piped in (`echo "$PW" | npm run staff -- add ...`).
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += chunk;
    return text.split(/\r?\n/)[0] ?? "";
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input, output: process.stderr, terminal: true });
      const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) =>
        write.call(rl, text.startsWith(question) ? text : "");
      rl.question(question, (answer) => {
        rl.close();
        process.stderr.write("\n");
        resolve(answer);
      });
    });
  const first = await ask(`Password (at least ${minPasswordLength} characters): `);
  const second = await ask("The same password again: ");
  return first === second ? first : "\u0000mismatch";
}

/**
 * `npm run staff`: the back office's accounts, managed by the operator from a shell, with the
 * server's configuration (DATABASE_URL, DATA_DIR) and code. Answers the exit code.
 */
export async function runStaffCommand(
  args: readonly string[],
  io: Io = processIo,
  password: () => Promise<string> = () => readPassword(),
): Promise<number> {
  const [command, address, ...rest] = args;
  const needsAddress = command === "add" || command === "remove" || command === "reset-2fa";
  if (
    !(needsAddress || command === "list") ||
    (needsAddress && address === undefined) ||
    (command === "list" && address !== undefined) ||
    rest.length > 0
  ) {
    io.err(usage);
    return 2;
  }
  return withConfiguredStorage(io, async (storage) => {
    if (command === "list") {
      const accounts = await listStaff(storage);
      if (accounts.length === 0) io.err("No staff accounts yet. Create one with: npm run staff -- add <email>");
      for (const account of accounts) {
        io.out(
          `${account.email}\tcreated ${account.createdAt}\t${account.enrolled ? "authenticator enrolled" : "not signed in yet"}\tlast sign-in ${account.lastSignInAt ?? "never"}`,
        );
      }
      return 0;
    }
    const email = address ?? "";
    if (command === "remove") {
      if (await removeStaff(storage, email)) {
        io.err(`Removed ${email}; its sessions are ended.`);
        return 0;
      }
      io.err(`No account for ${email}.`);
      return 1;
    }
    if (command === "reset-2fa") {
      if (await resetSecondFactor(storage, email)) {
        io.err(`${email} will enrol a new authenticator at its next sign-in; its sessions are ended.`);
        return 0;
      }
      io.err(`No account for ${email}.`);
      return 1;
    }
    const typed = await password();
    if (typed === "\u0000mismatch") {
      io.err("The two passwords differ; nothing was created.");
      return 2;
    }
    const result = await addStaff(storage, email, typed);
    if (result.added) {
      io.err(`Created ${email}. At the first sign-in at /admin it enrols an authenticator app.`);
      return 0;
    }
    io.err(
      {
        invalidEmail: `Not an e-mail address: "${email}".`,
        shortPassword: `The password must have at least ${minPasswordLength} characters; nothing was created.`,
        exists: `${email} already has an account.`,
      }[result.reason],
    );
    return result.reason === "exists" ? 1 : 2;
  });
}
