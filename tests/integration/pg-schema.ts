import pg from 'pg';

/** The machine's PostgreSQL for tests (PG_TEST_URL, default postgres@127.0.0.1:5432). */
export const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops a throw-away schema a test made (pg-boss's tables). */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
