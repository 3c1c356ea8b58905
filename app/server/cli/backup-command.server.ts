import { backupDatabase } from "~/platform/db/backup.server";
import { type Io, processIo, withConfiguredStorage } from "./operator-storage.server";

/** `npm run backup`: a consistent copy of the site's SQLite database, taken while it runs. */
export function runBackupCommand(io: Io = processIo): Promise<number> {
  return withConfiguredStorage(io, async (storage, env) => {
    try {
      const started = performance.now();
      const { file, bytes } = await backupDatabase(storage, env.DATA_DIR);
      io.out(file);
      io.err(
        `Backed up the database to ${file} (${(bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s).`,
      );
      return 0;
    } catch (error) {
      io.err((error as Error).message);
      return 1;
    }
  });
}
