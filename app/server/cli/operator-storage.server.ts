import { openStorage, type Storage } from "~/platform/db/db.server";
import { type Env, getEnv } from "~/platform/env.server";

export type Io = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** A file written to standard output as it is (no newline added); default: process.stdout. */
  write?: (text: string) => void;
};

export const processIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  write: (text) => process.stdout.write(text),
};

/**
 * Runs an operator command against the database the server uses (the same environment:
 * DATABASE_URL, DATA_DIR), closing it after. A configuration or connection problem is printed
 * and answers exit code 2 or 1; otherwise the command's own code.
 */
export async function withConfiguredStorage(
  io: Io,
  command: (storage: Storage, env: Env) => Promise<number>,
): Promise<number> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  let storage: Storage;
  try {
    storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    io.err(`Could not open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    return await command(storage, env);
  } finally {
    await storage.close();
  }
}
