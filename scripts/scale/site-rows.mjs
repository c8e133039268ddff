// Rows the synthetic seeders (catalogue and leads) write the same way: big inserts in chunks,
// and their markers in site_settings.

/** Rows per INSERT: 1,000 rows of up to 25 columns stays under SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 1000;

export async function insertInChunks(db, table, rows) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}

/** A site_settings value, parsed; undefined when the row is missing. */
export async function readSetting(db, key) {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

export async function writeSetting(db, key, value) {
  const row = { key, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db
    .insertInto("site_settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
