import { createInterface } from "node:readline";
import type { Storage } from "~/platform/db/db.server";
import { type StaffRole, staffRoles } from "~/platform/db/schema.server";
import { addStaff, listStaff, removeStaff, resetSecondFactor, setStaffRole } from "../staff/accounts.server";
import { minPasswordLength } from "../staff/password.server";
import { type Io, processIo, withConfiguredStorage } from "./operator-storage.server";

const usage = `Usage:
  npm run staff -- add <email> [--role sales|editor|admin]
                                       create an account (password typed at the prompt or piped in);
                                       sales (the default) works the leads, editor the content, admin both
  npm run staff -- role <email> <role> give an account another role (sales, editor or admin)
  npm run staff -- remove <email>      delete an account and sign it out everywhere
  npm run staff -- reset-2fa <email>   forget its authenticator (a lost phone): enrol again at next sign-in
  npm run staff -- list                every account, with its role and last sign-in`;

const isStaffRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** A command of the line, its role as typed (`Role` string) or once known to be one (StaffRole). */
type StaffCommandOf<Role> =
  | { command: "list" }
  | { command: "add" | "role"; email: string; role: Role }
  | { command: "remove" | "reset-2fa"; email: string };
type StaffCommand = StaffCommandOf<StaffRole>;

/** `add`'s arguments: one address and, before or after it, `--role <role>` or `--role=<role>` (sales when absent). */
function parseAdd(rest: readonly string[]): { email: string; role: string } | null {
  const words = rest.flatMap((arg) => (arg.startsWith("--role=") ? ["--role", arg.slice("--role=".length)] : [arg]));
  const at = words.indexOf("--role");
  const [, role] = at >= 0 ? words.splice(at, 2) : [];
  if (at >= 0 && role === undefined) return null;
  const [email, ...extra] = words;
  return email !== undefined && extra.length === 0 ? { email, role: role ?? "sales" } : null;
}

/** The command line's words, or null when they are not a command (answered with the usage). */
function parseWords(args: readonly string[]): StaffCommandOf<string> | null {
  const [command, ...rest] = args;
  if (command === "list") return rest.length === 0 ? { command } : null;
  if (command === "add") {
    const add = parseAdd(rest);
    return add ? { command, ...add } : null;
  }
  const [email, role, ...extra] = rest;
  if (email === undefined || extra.length > 0) return null;
  if (command === "role") return role === undefined ? null : { command, email, role };
  if ((command === "remove" || command === "reset-2fa") && role === undefined) return { command, email };
  return null;
}

/**
 * The command line as a command, or the message that refuses it (exit code 2). A wrong role is
 * refused before anything else: no password typed for nothing, nothing created or changed.
 */
function parseCommand(args: readonly string[]): StaffCommand | string {
  const words = parseWords(args);
  if (!words) return usage;
  if (!("role" in words)) return words;
  return isStaffRole(words.role)
    ? { ...words, role: words.role }
    : `Unknown role "${words.role}": use ${staffRoles.join(", ")}. Nothing was created or changed.`;
}

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
  const parsed = parseCommand(args);
  if (typeof parsed === "string") {
    io.err(parsed);
    return 2;
  }
  return withConfiguredStorage(io, async (storage) => {
    switch (parsed.command) {
      case "list":
        return listAccounts(storage, io);
      case "add":
        return addAccount(storage, io, parsed.email, parsed.role, password);
      case "role":
        return changed(
          io,
          parsed.email,
          await setStaffRole(storage, parsed.email, parsed.role),
          `${parsed.email} is now ${parsed.role}; it applies from its next page, without signing in again.`,
        );
      case "remove":
        return changed(
          io,
          parsed.email,
          await removeStaff(storage, parsed.email),
          `Removed ${parsed.email}; its sessions are ended.`,
        );
      case "reset-2fa":
        return changed(
          io,
          parsed.email,
          await resetSecondFactor(storage, parsed.email),
          `${parsed.email} will enrol a new authenticator at its next sign-in; its sessions are ended.`,
        );
    }
  });
}

async function listAccounts(storage: Storage, io: Io): Promise<number> {
  const accounts = await listStaff(storage);
  if (accounts.length === 0) io.err("No staff accounts yet. Create one with: npm run staff -- add <email>");
  for (const account of accounts) {
    io.out(
      `${account.email}\tcreated ${account.createdAt}\trole ${account.role}\t${account.enrolled ? "authenticator enrolled" : "not signed in yet"}\tlast sign-in ${account.lastSignInAt ?? "never"}`,
    );
  }
  return 0;
}

async function addAccount(
  storage: Storage,
  io: Io,
  email: string,
  role: StaffRole,
  password: () => Promise<string>,
): Promise<number> {
  const typed = await password();
  if (typed === "\u0000mismatch") {
    io.err("The two passwords differ; nothing was created.");
    return 2;
  }
  const result = await addStaff(storage, email, typed, new Date(), role);
  if (result.added) {
    io.err(`Created ${email} (${role}). At the first sign-in at /admin it enrols an authenticator app.`);
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
}

/** The answer to a change of one account: what was done (0), or that there is no such account (1). */
function changed(io: Io, email: string, done: boolean, report: string): number {
  io.err(done ? report : `No account for ${email}.`);
  return done ? 0 : 1;
}
