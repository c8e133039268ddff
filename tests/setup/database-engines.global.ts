import pg from "pg";
import { testPostgresUrl } from "./postgres-url";
import { engines } from "./test-engines";

/**
 * Says, once per run, which engines the database tests run on. A configured PostgreSQL that
 * does not answer fails the run here, rather than every test failing one by one.
 */
export default async function setup() {
  // A mistake in TEST_ENGINES fails the run here, once.
  const chosen = engines();
  const url = chosen.includes("postgres") ? testPostgresUrl() : undefined;
  if (!url) {
    console.log(
      testPostgresUrl()
        ? "\nDatabase tests: SQLite only (TEST_ENGINES=sqlite).\n"
        : "\nDatabase tests: SQLite only. Set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db to run every one on PostgreSQL too.\n",
    );
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    const postgres = `PostgreSQL ${rows[0]?.server_version} (TEST_DATABASE_URL)`;
    console.log(`\nDatabase tests: ${chosen.includes("sqlite") ? `SQLite and ${postgres}` : `${postgres} only`}.\n`);
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
