/**
 * The machine's PostgreSQL for tests (TEST_DATABASE_URL, default the local `test` database), apart
 * from the Vitest helpers of storage.ts so that the end-to-end specs can read it without Vitest.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
