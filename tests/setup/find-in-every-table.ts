import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";

/** Where a value was found: the table, and the row as JSON. */
export interface Sighting {
  table: string;
  row: string;
}

/**
 * Every row of every table that holds any of `needles` (case-insensitively) anywhere in its
 * text, bytes included: the tables are listed from the database itself (sqlite_master, information_schema), so a
 * table added later, by anyone, is searched too. For proving an erasure left nothing behind.
 */
export async function findInEveryTable(db: DB, needles: readonly string[]): Promise<Sighting[]> {
  const wanted = needles.map((needle) => needle.toLowerCase());
  const sightings: Sighting[] = [];
  for (const table of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      // Bytes (an import's file, a document) are read as text: JSON would show them as numbers.
      const text = JSON.stringify(row, (_key, value: unknown) => bytesAsText(value) ?? value);
      if (wanted.some((needle) => text.toLowerCase().includes(needle))) sightings.push({ table, row: text });
    }
  }
  return sightings;
}

/** The names of every table of the database (on PostgreSQL, of the schema the connection uses). */
async function tableNames(db: DB): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`
    : sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** A column of bytes as text: as a driver returns it, or as JSON.stringify has already turned a Buffer. */
function bytesAsText(value: unknown): string | undefined {
  if (value instanceof Uint8Array) return Buffer.from(value).toString("latin1");
  const json = value as { type?: unknown; data?: unknown } | null;
  if (typeof json === "object" && json !== null && json.type === "Buffer" && Array.isArray(json.data))
    return Buffer.from(json.data as number[]).toString("latin1");
  return undefined;
}
