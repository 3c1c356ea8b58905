import { rm } from "node:fs/promises";
import path from "node:path";

/**
 * Where the file transport writes each e-mail: `<dataDir>/outbox/<outbox id>.eml`. Files kept
 * beside the database, one per outbox row: the mail transport writes them, the leads' retention
 * and erasure delete them with their rows.
 */
export function emlFile(dataDir: string, outboxId: string): string {
  return path.join(dataDir, "outbox", `${outboxId}.eml`);
}

/** Deletes the .eml files of these outbox rows; answers how many existed. */
export async function deleteEmlFiles(dataDir: string, outboxIds: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const id of outboxIds) {
    try {
      await rm(emlFile(dataDir, id));
      deleted++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return deleted;
}
