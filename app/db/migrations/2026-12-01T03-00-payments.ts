import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Payments and receipts, and the commission on an admission (issue 24, part 5;
 * docs/decisions/048-payments-and-receipts.md). Frozen in time.
 *
 * - `payments`: money received from a student, in paise, with its receipt number. A receipt is an
 *   accounting record: it stays with its lead (no cascade), and an erasure blanks only the name
 *   and reference on it. The application it was for goes to null when the application goes.
 * - `receipt_counters`: the last receipt number of each Indian financial year, raised in the
 *   payment's own transaction, so two processes never take the same number.
 * - `application_commissions`: what a college is expected to pay on an admission and what it paid.
 *   It names the college and intake itself, so an erasure that takes the application leaves the
 *   consultancy's own figures.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const id = (col: any) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  await db.schema
    .createTable("receipt_counters")
    .addColumn("financial_year", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id"))
    .addColumn("application_id", "integer", (c) => c.references("lead_applications.id").onDelete("set null"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("number_in_year", "integer", (c) => c.notNull())
    .addColumn("receipt_number", "text", (c) => c.notNull().unique())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("received_from", "text", (c) => c.notNull())
    .addColumn("gstin", "text")
    .addColumn("gst_rate", "integer")
    .addColumn("taxable_paise", "integer")
    .addColumn("tax_paise", "integer")
    .addColumn("recorded_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("payments_year_number_unique", ["financial_year", "number_in_year"])
    .execute();
  await db.schema.createIndex("payments_lead_idx").on("payments").columns(["lead_id", "id"]).execute();
  await db.schema.createIndex("payments_application_idx").on("payments").column("application_id").execute();
  await db.schema
    .createTable("application_commissions")
    .addColumn("id", "integer", id)
    .addColumn("application_id", "integer", (c) => c.unique().references("lead_applications.id").onDelete("set null"))
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("restrict"))
    .addColumn("intake", "integer", (c) => c.notNull())
    .addColumn("expected_paise", "integer")
    .addColumn("received_on", "text")
    .addColumn("received_paise", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_commissions_college_idx")
    .on("application_commissions")
    .column("college_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("application_commissions").execute();
  await db.schema.dropTable("payments").execute();
  await db.schema.dropTable("receipt_counters").execute();
}
