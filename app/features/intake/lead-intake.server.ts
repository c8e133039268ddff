import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { leadSubject, recordAudit } from "#app/features/audit/audit-log.server";
import { now } from "#app/utils/clock";
import { localeOfScript } from "#app/utils/i18n/locale";
import type { ConsentPurpose } from "#app/features/leads/lead-fields";
import type { IntakeLead } from "./lead-intake-schema";
import { LEADS_LOCK } from "#app/features/leads/lead-identity.server";
import { createLeadInLock, type NewLead } from "#app/features/leads/leads.server";
import { leadWho } from "#app/features/leads/lead-schema";

/**
 * A lead sent by another system to POST /api/leads (docs/decisions/055-intake-api.md): stored
 * as a web enquiry is (createLead: the identity rules, round-robin, alerts, the acknowledgement),
 * with form `api`, in the audit log under the key that sent it, and, when the call carried an
 * Idempotency-Key, with its answer kept for a day so a retry gets the same answer and stores
 * nothing. The lookup, the lead and the record are one serialised step on the leads' lock, so
 * two retries at once, in one process or two, store one lead.
 */

/** How long an Idempotency-Key's answer is kept (Stripe keeps theirs 24 hours too). */
const IDEMPOTENCY_HOURS = 24;

export interface IntakeCall {
  /** The key the call authenticated with. */
  caller: { id: number; name: string; prefix: string };
  lead: IntakeLead;
  /** The Idempotency-Key header and the body as parsed, when the call sent the header. */
  idempotency?: { key: string; body: unknown };
  /** The site's origin and secret, for the acknowledgement's withdrawal link. */
  links: { origin: string; secret: Buffer };
}

export type IntakeAnswer =
  | { kind: "stored" | "replayed"; status: number; body: { id: number }; newLead: boolean }
  /** The Idempotency-Key was used before with another body. */
  | { kind: "key-reused" };

export async function receiveApiLead(db: DB, call: IntakeCall): Promise<IntakeAnswer> {
  const requestHash = call.idempotency ? canonicalHash(call.idempotency.body) : "";
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const at = now();
    if (call.idempotency) {
      await trx.deleteFrom("api_idempotency").where("expires_at", "<=", at).execute();
      const prior = await trx
        .selectFrom("api_idempotency")
        .select(["request_hash", "status", "answer"])
        .where("api_key_id", "=", call.caller.id)
        .where("idempotency_key", "=", call.idempotency.key)
        .executeTakeFirst();
      if (prior && prior.request_hash !== requestHash) return { kind: "key-reused" } as const;
      if (prior) {
        const body = JSON.parse(prior.answer) as { id: number };
        return { kind: "replayed", status: prior.status, body, newLead: false } as const;
      }
    }
    const stored = await createLeadInLock(trx, newLeadFrom(call));
    const body = { id: stored.id };
    await recordAudit(trx, {
      actor: null,
      action: "lead.received_by_api",
      subject: leadSubject(stored.id),
      details: { apiKeyId: call.caller.id, apiKey: call.caller.prefix, repeat: stored.repeat },
    });
    if (call.idempotency) {
      const expires = new Date(Date.parse(at) + IDEMPOTENCY_HOURS * 3_600_000).toISOString();
      await trx
        .insertInto("api_idempotency")
        .values({
          api_key_id: call.caller.id,
          idempotency_key: call.idempotency.key,
          request_hash: requestHash,
          lead_id: stored.id,
          status: 201,
          answer: JSON.stringify(body),
          created_at: at,
          expires_at: expires,
        })
        .execute();
    }
    return { kind: "stored", status: 201, body, newLead: !stored.repeat } as const;
  });
}

/**
 * The enquiry as a web form's would be: form `api`, the source from the body or else the key's
 * name, the language the call named or else the one its name is written in (a Devanagari name
 * is written to in Hindi), which the acknowledgement is written in and the counsellor is told.
 */
function newLeadFrom({ caller, lead, links }: IntakeCall): NewLead {
  // Who sent it, when the call says: a minor's guardian kept, and no updates offered to a minor.
  const who = lead.applicant
    ? leadWho({
        applicant: lead.applicant,
        guardian_name: lead.guardian_name,
        guardian_phone: lead.guardian_phone,
        guardian_email: lead.guardian_email,
        consent_updates: lead.consent?.includes("updates") ? "on" : undefined,
      })
    : undefined;
  const consentPurposes: ConsentPurpose[] = ["contact"];
  if (who ? who.updates : lead.consent?.includes("updates")) consentPurposes.push("updates");
  return {
    form: "api",
    page: "/api/leads",
    name: lead.name,
    phone: lead.phone,
    email: lead.email ?? null,
    course: lead.course ?? null,
    college_name: lead.college ?? null,
    message: lead.message ?? null,
    utm: {
      utm_source: lead.source ?? caller.name,
      ...(lead.campaign ? { utm_campaign: lead.campaign } : {}),
    },
    consentPurposes,
    ...(who && {
      applicant: who.applicant,
      guardianName: who.guardianName,
      guardianPhone: who.guardianPhone,
      guardianEmail: who.guardianEmail,
    }),
    language: lead.language ?? localeOfScript(lead.name),
    links,
  };
}

/** SHA-256 of the body with its object keys sorted: the same call sent again hashes the same. */
function canonicalHash(body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify(sorted(body)))
    .digest("hex");
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, sorted(inner)]));
}
