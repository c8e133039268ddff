import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * A trigram index for the inbox's search box (issue 45, item 4;
 * docs/decisions/084-trigram-lead-search.md): part of a name, an e-mail or a phone number is found
 * at a million leads without reading every lead.
 *
 * SQLite: `leads_search`, an FTS5 table with the trigram tokenizer over the lead's own name, e-mail
 * and phone (external content: the text stays in `leads`, the index alone is kept here), kept in
 * step by triggers, so every writer of `leads` (a form, an import, an edit, a merge, an erasure)
 * keeps it right without knowing of it. `secure-delete` makes a deleted or changed lead's
 * trigrams leave the index at once, rather than stay behind a tombstone until the next merge of
 * its segments: an erased name must not linger in `leads_search_data`.
 *
 * PostgreSQL: `pg_trgm`'s GIN indexes on the very expressions the search compares (lower(name),
 * lower(coalesce(email, '')), coalesce(phone, '')), which PostgreSQL uses for LIKE '%…%'. The
 * extension is trusted (PostgreSQL 13+): the database's owner may create it. It goes in the
 * schema it is already in, or in `public`, never in the connection's own schema: the tests' schemas
 * are dropped with CASCADE, which would take the extension, and every other schema's indexes
 * on it, along.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return postgres(db);
  await sql`create virtual table leads_search using fts5(
    name, email, phone, content = 'leads', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`insert into leads_search (leads_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);
  const added = sql.raw(
    `insert into leads_search (rowid, name, email, phone) values (new.id, new.name, new.email, new.phone);`,
  );
  const removed = sql.raw(
    `insert into leads_search (leads_search, rowid, name, email, phone) values ('delete', old.id, old.name, old.email, old.phone);`,
  );
  await sql`create trigger leads_search_insert after insert on leads begin ${added} end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin ${removed} end`.execute(db);
  await sql`create trigger leads_search_update after update of name, email, phone on leads
    begin ${removed} ${added} end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgres(db: Kysely<any>): Promise<void> {
  // Two processes (or test workers) migrating at once: one creates the extension, the other waits.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const ops = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
  await sql`create index leads_name_trgm_idx on leads using gin (lower(name) ${ops})`.execute(db);
  await sql`create index leads_email_trgm_idx on leads using gin (lower(coalesce(email, '')) ${ops})`.execute(db);
  await sql`create index leads_phone_trgm_idx on leads using gin (coalesce(phone, '') ${ops})`.execute(db);
}
