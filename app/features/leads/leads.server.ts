import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/catalogue-error";
import type { ConsentPurpose, LeadFormId } from "./lead-schema";

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

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

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

const IP_KEY_SETTING = "lead_ip_hash_key";

/**
 * A keyed hash of the client IP. The key is random per database and shared by every process
 * through site_settings, so the hash is stable across processes but reveals nothing alone.
 */
const ipKeys = new WeakMap<DB, string>();

export async function hashIp(db: DB, ip: string): Promise<string> {
  const key = ipKeys.get(db) ?? (await loadIpKey(db));
  ipKeys.set(db, key);
  return crypto.createHmac("sha256", key).update(ip).digest("hex").slice(0, 32);
}

async function loadIpKey(db: DB): Promise<string> {
  let row = await db.selectFrom("site_settings").select("value").where("key", "=", IP_KEY_SETTING).executeTakeFirst();
  if (!row) {
    await db
      .insertInto("site_settings")
      .values({ key: IP_KEY_SETTING, value: JSON.stringify(crypto.randomBytes(32).toString("hex")), updated_at: now() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    row = await db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", IP_KEY_SETTING)
      .executeTakeFirstOrThrow();
  }
  return JSON.parse(row.value) as string;
}
