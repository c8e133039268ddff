import { sql } from "kysely";
import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { declaredSchema, type DeclaredSchema } from "../setup/declared-schema";
import { describeEachEngine } from "../setup/test-database";

/** Read when the file loads, outside the tests' time limit (the TypeScript program takes seconds). */
const DECLARED = declaredSchema();

/** Kysely's own bookkeeping, which schema.ts does not type. */
const MIGRATOR_TABLES = ["kysely_migration", "kysely_migration_lock"];

interface DatabaseColumn {
  table: string;
  column: string;
  nullable: boolean;
}

/**
 * Every column of every table, as the migrated database has it: information_schema on PostgreSQL
 * (the connection's schema), pragma table_info on SQLite. On SQLite a primary key column counts as
 * not null: an INTEGER PRIMARY KEY is the rowid, which cannot be null, and the text keys are
 * always written (SQLite alone would allow a null there; PostgreSQL does not). SQLite's full-text
 * index (leads_search, FTS5) and its shadow tables are an index, not tables schema.ts types.
 */
async function databaseColumns(db: DB): Promise<DatabaseColumn[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ table: string; column: string; is_nullable: string }>`
      select c.table_name as "table", c.column_name as "column", c.is_nullable
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
    return rows.map((row) => ({ table: row.table, column: row.column, nullable: row.is_nullable === "YES" }));
  }
  const { rows } = await sql<{ table: string; column: string; notnull: number; pk: number }>`
    select m.name as "table", c.name as "column", c."notnull" as "notnull", c.pk as pk
    from sqlite_master m, pragma_table_info(m.name) c
    where m.type = 'table' and m.name not like 'sqlite_%'
      and m.name in (select name from pragma_table_list where type = 'table')`.execute(db);
  return rows.map((row) => ({ table: row.table, column: row.column, nullable: row.notnull === 0 && row.pk === 0 }));
}

/** The database's tables and columns in the declared schema's shape, for one comparison. */
function asSchema(columns: DatabaseColumn[]): DeclaredSchema {
  const schema: DeclaredSchema = new Map();
  for (const { table, column, nullable } of columns) {
    if (MIGRATOR_TABLES.includes(table)) continue;
    if (!schema.has(table)) schema.set(table, new Map());
    schema.get(table)!.set(column, { nullable });
  }
  return schema;
}

/** Sorted plain objects, so a failure prints the table and column that differ. */
function sorted(schema: DeclaredSchema) {
  return Object.fromEntries(
    [...schema.keys()].sort().map((table) => {
      const columns = schema.get(table)!;
      return [table, Object.fromEntries([...columns.keys()].sort().map((column) => [column, columns.get(column)!]))];
    }),
  );
}

describeEachEngine("schema.ts against the migrated database", (db) => {
  test("the same tables; each with the columns its type names; a column typed `| null` is the nullable one", async () => {
    const actual = asSchema(await databaseColumns(db()));
    expect([...actual.keys()].sort()).toEqual([...DECLARED.keys()].sort());
    expect(sorted(actual)).toEqual(sorted(DECLARED));
  });
});
