import { sql } from "kysely";
import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { ERASERS } from "#app/erasers.server";
import { describeEachEngine } from "../setup/test-database";

/**
 * Erasure asks each feature to erase its own rows (docs/decisions/066-erasers.md): a table that
 * holds a lead id and that no registered eraser names would keep the person after an erasure.
 * The tables are listed from the database itself, so a table added later, by anyone, is checked.
 */
describeEachEngine("erasers", (db) => {
  test("every table holding a lead id is named by a registered eraser", async () => {
    const declared = new Set<string>(ERASERS.flatMap((eraser) => eraser.tables));
    const holding = await tablesHoldingLeadIds(db());
    // The listing itself works: these hold lead ids today.
    expect(holding).toEqual(expect.arrayContaining(["leads", "lead_enquiries", "lead_merges", "outbox", "payments"]));
    expect(
      holding.filter((table) => !declared.has(table)),
      "tables with a lead id and no eraser",
    ).toEqual([]);
  });

  test("every table an eraser names exists, and only one eraser names it", async () => {
    const tables = new Set(await tableNames(db()));
    const named = ERASERS.flatMap((eraser) => eraser.tables);
    expect(
      named.filter((table) => !tables.has(table)),
      "named by an eraser, not in the database",
    ).toEqual([]);
    expect(
      named.filter((table, index) => named.indexOf(table) !== index),
      "named by two erasers",
    ).toEqual([]);
    expect(new Set(ERASERS.map((eraser) => eraser.name)).size).toBe(ERASERS.length);
  });
});

/**
 * The tables that hold a lead's id: `leads` itself, every table with a column named `lead_id` or
 * `lead_ids`, and every table with a foreign key to `leads` (a merge's `survivor_id`).
 */
async function tablesHoldingLeadIds(db: DB): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ name: string }>`
        select table_name as name from information_schema.columns
          where table_schema = current_schema() and column_name in ('lead_id', 'lead_ids')
        union
        select tc.table_name as name from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
            and ccu.table_name = 'leads'`
    : sql<{ name: string }>`
        select m.name as name from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and c.name in ('lead_id', 'lead_ids')
        union
        select m.name as name from sqlite_master m join pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."table" = 'leads'`;
  const names = (await query.execute(db)).rows.map((row) => row.name);
  return [...new Set(["leads", ...names])].sort();
}

async function tableNames(db: DB): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`
    : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(db)).rows.map((row) => row.name);
}
