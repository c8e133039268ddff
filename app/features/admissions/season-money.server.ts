import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import type { Viewer } from "./applications.server";

/**
 * The season page's money (docs/decisions/048-payments-and-receipts.md, 050-season.md): fees
 * received from students during the season (1 October before the intake to 30 September of it,
 * by the payment's India date), and, for owners, the commission expected and received on the
 * intake's admissions. Receipts and commissions outlive an erasure, so they count here still.
 */

/** The India days a season's fees are counted over: 1 Oct of the year before the intake to 30 Sep of it. */
export function seasonDays(intake: number): { from: string; to: string } {
  return { from: `${intake - 1}-10-01`, to: `${intake}-09-30` };
}

/** A sum as a number of paise (PostgreSQL sums integers into a bigint, which the driver gives as text). */
const paise = (value: string | number | null | undefined) => Number(value ?? 0);

export async function seasonMoney(db: DB, viewer: Viewer, intake: number) {
  const days = seasonDays(intake);
  let fees = db
    .selectFrom("payments")
    .innerJoin("leads", "leads.id", "payments.lead_id")
    .select([
      sql<string | number | null>`sum(payments.amount_paise)`.as("total"),
      (eb) => eb.fn.countAll<number>().as("count"),
    ])
    .where("payments.paid_on", ">=", days.from)
    .where("payments.paid_on", "<=", days.to);
  if (viewer.role !== "owner") fees = fees.where("leads.assignee_id", "=", viewer.id);
  const received = await fees.executeTakeFirstOrThrow();
  const commission =
    viewer.role === "owner"
      ? await db
          .selectFrom("application_commissions")
          .select([
            sql<string | number | null>`sum(expected_paise)`.as("expected"),
            sql<string | number | null>`sum(received_paise)`.as("received"),
          ])
          .where("intake", "=", intake)
          .executeTakeFirstOrThrow()
      : undefined;
  return {
    days,
    feesPaise: paise(received.total),
    payments: Number(received.count),
    // Counsellors don't see the consultancy's margin.
    commission: commission
      ? { expectedPaise: paise(commission.expected), receivedPaise: paise(commission.received) }
      : null,
  };
}
