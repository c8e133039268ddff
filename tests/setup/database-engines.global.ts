import pg from "pg";
import { testPostgresUrl } from "./postgres-url";

/**
 * Says, once per run, which engines the database tests run on. A configured PostgreSQL that
 * does not answer fails the run here, rather than every test failing one by one.
 */
export default async function setup() {
  const url = testPostgresUrl();
  if (!url) {
    console.log(
      "\nDatabase tests: SQLite only. Set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db to run every one on PostgreSQL too.\n",
    );
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    console.log(`\nDatabase tests: SQLite and PostgreSQL ${rows[0]?.server_version} (TEST_DATABASE_URL).\n`);
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
