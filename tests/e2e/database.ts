import { randomBytes } from "node:crypto";
import pg from "pg";
import { testDatabaseUrl } from "../support/database-url";

/**
 * A PostgreSQL schema of a spec's own in the machine's test database, for instances that share
 * one database: its address for `DATABASE_URL`, queries run as the test's administrator, and its
 * making and dropping.
 */
export function testSchema() {
  const schema = `e2e_${randomBytes(6).toString("hex")}`;
  const query = async <Row = Record<string, unknown>>(text: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  return {
    schema,
    databaseUrl: `${testDatabaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    query,
    create: () => query(`CREATE SCHEMA ${schema}`),
    drop: () => query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}
