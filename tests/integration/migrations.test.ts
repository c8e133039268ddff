import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "#app/db/migrate.server";
import { declaredSchema } from "../setup/declared-schema";
import { createTestDatabase, engines, type TestDatabase } from "../setup/test-database";

/** The tables app/db/schema.ts types (tests/integration/schema-types.test.ts compares their columns too). */
const TABLES = [...declaredSchema().keys()].sort();

/** On SQLite, the leads' trigram index (FTS5, ADR 084): its virtual table and the shadow tables FTS5 keeps. */
const SQLITE_SEARCH_INDEX = [
  "leads_search",
  "leads_search_config",
  "leads_search_data",
  "leads_search_docsize",
  "leads_search_idx",
];

for (const engine of engines()) {
  describe(`migrations [${engine}]`, () => {
    const opened: TestDatabase[] = [];
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.dispose();
    });

    test("create every table of the schema on an empty database", async () => {
      const database = await createTestDatabase(engine, { migrate: false });
      opened.push(database);
      expect(await migrateToLatest(database.db)).toEqual(MIGRATION_NAMES);
      expect(MIGRATION_NAMES[0]).toBe("2026-11-22T00-00-initial-schema");
      // PostgreSQL's introspection lists every schema on the server: other workers' test schemas too.
      const own =
        engine === "postgres"
          ? (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s
          : undefined;
      const tables = (await database.db.introspection.getTables())
        .filter((table) => own === undefined || table.schema === own)
        .map((table) => table.name)
        .sort();
      expect(tables).toEqual(engine === "sqlite" ? [...TABLES, ...SQLITE_SEARCH_INDEX].sort() : TABLES);
    });

    test("running them again changes nothing", async () => {
      const database = await createTestDatabase(engine);
      opened.push(database);
      expect(await migrateToLatest(database.db)).toEqual([]);
    });

    test("two migrators racing on one database both succeed and apply each migration once", async () => {
      const database = await createTestDatabase(engine, { migrate: false });
      opened.push(database);
      // On PostgreSQL the two run on separate pooled connections and meet at the advisory lock;
      // on SQLite they share one connection. Two real processes are raced in tests/e2e/server.
      await Promise.all([migrateToLatest(database.db), migrateToLatest(database.db)]);
      const rows = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(database.db);
      expect(Number(rows.rows[0]?.n)).toBe(MIGRATION_NAMES.length);
    });

    test("the IP hash key that older versions kept in site_settings is deleted", async () => {
      const database = await createTestDatabase(engine, { migrate: false });
      opened.push(database);
      const last = "2026-11-23T00-00-ip-hash-key-out-of-database";
      // A database as the previous version left it: the key row, and this migration not yet run.
      await migrateTo(database.db, MIGRATION_NAMES[MIGRATION_NAMES.indexOf(last) - 1]!);
      await database.db
        .insertInto("site_settings")
        .values({ key: "lead_ip_hash_key", value: JSON.stringify("ab".repeat(32)), updated_at: "2026-11-22T00:00:00Z" })
        .execute();
      expect(await migrateToLatest(database.db)).toContain(last);
      const row = await database.db
        .selectFrom("site_settings")
        .select("key")
        .where("key", "=", "lead_ip_hash_key")
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    test("foreign keys are enforced", async () => {
      const database = await createTestDatabase(engine);
      opened.push(database);
      await expect(
        database.db
          .insertInto("courses")
          .values({ college_id: 999, name: "X", duration: "1 year", fee_inr: 1, semesters: 2, created_at: "now" })
          .execute(),
      ).rejects.toThrow();
    });

    test("college slugs are unique", async () => {
      const database = await createTestDatabase(engine);
      opened.push(database);
      const insert = (name: string) =>
        sql`insert into colleges (slug, name, created_at, updated_at) values ('same', ${name}, 't', 't')`.execute(
          database.db,
        );
      await insert("A");
      await expect(insert("B")).rejects.toThrow();
    });
  });
}
