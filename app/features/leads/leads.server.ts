import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { now } from "#app/utils/clock";
import type { ConsentPurpose, LeadFormId, UtmKey } from "./lead-schema";

export interface NewLead {
  form: LeadFormId;
  page: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  course?: string | null;
  stream?: string | null;
  college_name?: string | null;
  message?: string | null;
  utm: Partial<Record<UtmKey, string>>;
  consentPurposes: ConsentPurpose[];
  userAgent?: string | null;
  ipHash?: string | null;
  submissionId?: string | null;
}

/**
 * Stores a lead. A second submit with the same submission id stores nothing and reports the
 * first one, so a double click or a retried request never makes two leads.
 */
export async function createLead(db: DB, lead: NewLead): Promise<{ id: number; duplicate: boolean }> {
  const timestamp = now();
  const inserted = await db
    .insertInto("leads")
    .values({
      form: lead.form,
      page: lead.page.slice(0, 500),
      name: lead.name,
      email: lead.email ?? null,
      phone: lead.phone ?? null,
      course: lead.course || null,
      stream: lead.stream || null,
      college_name: lead.college_name ?? null,
      message: lead.message || null,
      utm_source: lead.utm.utm_source ?? null,
      utm_medium: lead.utm.utm_medium ?? null,
      utm_campaign: lead.utm.utm_campaign ?? null,
      utm_term: lead.utm.utm_term ?? null,
      utm_content: lead.utm.utm_content ?? null,
      consent_at: lead.consentPurposes.length > 0 ? timestamp : null,
      consent_purposes: JSON.stringify(lead.consentPurposes),
      user_agent: lead.userAgent?.slice(0, 300) ?? null,
      ip_hash: lead.ipHash ?? null,
      submission_id: lead.submissionId ?? null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) => oc.column("submission_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, duplicate: false };
  const existing = await db
    .selectFrom("leads")
    .select("id")
    .where("submission_id", "=", lead.submissionId!)
    .executeTakeFirstOrThrow();
  return { id: existing.id, duplicate: true };
}

/**
 * Stores a lead unless `limit` leads already came from its IP hash in the last hour. The count
 * and the insert are one serialised transaction per IP hash (app/db/serialised-transaction.server.ts),
 * so a burst of parallel submissions cannot all count the same few leads and all be stored.
 * A resent submission that is already stored is reported as the duplicate it is, never refused.
 */
export async function createLeadWithinLimit(
  db: DB,
  lead: NewLead & { ipHash: string },
  limit: number,
): Promise<{ id: number; duplicate: boolean } | { limited: true }> {
  return serialisedTransaction(db, [`leads:ip:${lead.ipHash}`], async (trx) => {
    if (lead.submissionId) {
      const stored = await trx
        .selectFrom("leads")
        .select("id")
        .where("submission_id", "=", lead.submissionId)
        .executeTakeFirst();
      if (stored) return { id: stored.id, duplicate: true };
    }
    if ((await countRecentLeadsFromIp(trx, lead.ipHash)) >= limit) return { limited: true } as const;
    return createLead(trx, lead);
  });
}

/** Leads stored from this IP in the last hour: the rate limit holds across processes because it counts rows. */
export async function countRecentLeadsFromIp(db: DB, ipHash: string, withinMs = 60 * 60 * 1000): Promise<number> {
  const since = new Date(Date.now() - withinMs).toISOString();
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ip_hash", "=", ipHash)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
