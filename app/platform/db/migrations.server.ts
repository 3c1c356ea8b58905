import type { Migration, MigrationProvider } from "kysely/migration";
import { backOfficeMigrations } from "./migrations-back-office.server";
import { contentMigrations } from "./migrations-content.server";
import { leadMigrations } from "./migrations-leads.server";
import { selectionMigrations } from "./migrations-selection.server";

/**
 * Migrations in code, applied in name order at start; never edit one that has shipped. Each is
 * kept with the storage it builds (the leads', the back office's, the content's, the specifier's
 * project's): a new one goes in its area's module, named after the last by date.
 */
const migrationGroups: readonly Record<string, Migration>[] = [
  leadMigrations,
  backOfficeMigrations,
  contentMigrations,
  selectionMigrations,
];

/** Every migration by name; a name given twice is an error, not one migration hiding another. */
function allMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const group of migrationGroups)
    for (const [name, migration] of Object.entries(group)) {
      if (name in all) throw new Error(`the migration ${name} is defined twice`);
      all[name] = migration;
    }
  return all;
}

const migrations = allMigrations();

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
