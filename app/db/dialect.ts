import { PostgresAdapter, type Kysely } from "kysely";

/** True when this Kysely instance talks to PostgreSQL (used where the two engines' SQL differs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
