import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION, type ConsentPurpose } from "./lead-fields";
import { addLeadEvent } from "./lead-timeline.server";
import { mayCall } from "./lead-contact";
import { type ConsentState } from "#app/db/column-values";
export { type ConsentState };

/**
 * The consent ledger (DPDP Act §6): every purpose a person gave, refused or withdrew, with the
 * notice version they were shown and where it happened. Rows are only ever added; the lead's
 * consent_purposes column is the current state, kept in step here, for lists and the export.
 */

export interface ConsentChange {
  purpose: ConsentPurpose;
  state: ConsentState;
  /** "form:/engineering", "withdraw-link", "confirm-link", "rights-request", "staff". */
  source: string;
  actorId?: number | null;
}

/** Appends the changes to the ledger (in the caller's transaction). */
export async function recordConsent(trx: DB, leadId: number, changes: ConsentChange[]): Promise<void> {
  if (changes.length === 0) return;
  const at = now();
  await trx
    .insertInto("consent_records")
    .values(
      changes.map((change) => ({
        lead_id: leadId,
        purpose: change.purpose,
        state: change.state,
        notice_version: PRIVACY_NOTICE_VERSION,
        source: change.source,
        actor_id: change.actorId ?? null,
        created_at: at,
      })),
    )
    .execute();
}

/** A lead's ledger, oldest first, with who recorded each row (null: the person themselves). */
export async function consentHistory(db: DB, leadId: number) {
  return db
    .selectFrom("consent_records")
    .leftJoin("admins", "admins.id", "consent_records.actor_id")
    .select([
      "consent_records.id",
      "consent_records.purpose",
      "consent_records.state",
      "consent_records.notice_version",
      "consent_records.source",
      "consent_records.contact",
      "consent_records.created_at",
      "admins.name as actor_name",
    ])
    .where("consent_records.lead_id", "=", leadId)
    .orderBy("consent_records.id")
    .execute();
}

/**
 * Each purpose's latest state; a purpose never asked about is absent. A request (an enquiry's
 * ticked box, not yet confirmed) never hides consent already given: it changes nothing in force.
 */
export function currentConsent(
  history: readonly { purpose: string; state: ConsentState; contact?: string | null }[],
): Partial<Record<ConsentPurpose, ConsentState>> {
  const current: Partial<Record<ConsentPurpose, ConsentState>> = {};
  for (const row of history) {
    if (!Object.hasOwn(CONSENT_PURPOSES, row.purpose)) continue;
    // A guardian's own rows are about their address (withdrawGuardianEmail), not the lead's person.
    if (row.contact === "guardian") continue;
    const purpose = row.purpose as ConsentPurpose;
    if (row.state === "requested" && current[purpose] === "given") continue;
    current[purpose] = row.state;
  }
  return current;
}

/**
 * Each purpose as it stands now: its latest ledger state; for a lead from before the ledger, the
 * purposes its row lists count as given; anything else was never asked.
 */
export function consentNow(
  history: readonly { purpose: string; state: ConsentState; contact?: string | null }[],
  leadPurposes: readonly string[],
): Record<ConsentPurpose, ConsentState | "not asked"> {
  const current = currentConsent(history);
  const state = (purpose: ConsentPurpose) =>
    current[purpose] ?? (leadPurposes.includes(purpose) ? ("given" as const) : ("not asked" as const));
  return { contact: state("contact"), updates: state("updates") };
}

/**
 * Withdraws purposes that are not already withdrawn: the ledger, the lead's current purposes,
 * the timeline. Withdrawing "contact" means no contact at all, so it takes "updates" with it.
 * Returns the purposes it withdrew (none: nothing was left to withdraw).
 */
export async function withdrawConsent(
  trx: DB,
  leadId: number,
  input: { purposes: ConsentPurpose[]; source: string; actorId?: number | null },
): Promise<ConsentPurpose[]> {
  const purposes: ConsentPurpose[] = input.purposes.includes("contact") ? ["updates", "contact"] : input.purposes;
  const lead = await trx
    .selectFrom("leads")
    .select(["consent_purposes", "contact_withdrawn_at", "enquiry_after_withdrawal_at", "erased_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return [];
  const given = JSON.parse(lead.consent_purposes) as ConsentPurpose[];
  const state = consentNow(await consentHistory(trx, leadId), given);
  // A pending request is withdrawn too, so a later click on its confirmation link does nothing.
  const withdrawn = purposes.filter((purpose) => state[purpose] === "given" || state[purpose] === "requested");
  // Contact already withdrawn may be withdrawn again: after a new enquiry made the lead callable
  // about it (lead-contact.ts), a second withdrawal ends that too.
  if (purposes.includes("contact") && mayCall(lead) && !withdrawn.includes("contact")) withdrawn.push("contact");
  if (withdrawn.length === 0) return [];
  const at = now();
  await recordConsent(
    trx,
    leadId,
    withdrawn.map((purpose) => ({ purpose, state: "withdrawn", source: input.source, actorId: input.actorId })),
  );
  await trx
    .updateTable("leads")
    .set({
      consent_purposes: JSON.stringify(given.filter((purpose) => !withdrawn.includes(purpose))),
      consent_at: at,
      // No contact: the lead leaves the follow-up queues too.
      ...(withdrawn.includes("contact")
        ? {
            contact_withdrawn_at: at,
            enquiry_after_withdrawal_at: null,
            email_reopened_at: null,
            next_follow_up_at: null,
          }
        : {}),
    })
    .where("id", "=", leadId)
    .execute();
  await addLeadEvent(trx, {
    leadId,
    kind: "consent_changed",
    actorId: input.actorId ?? null,
    data: { withdrawn, source: input.source },
    at,
  });
  return withdrawn;
}

/**
 * Updates start: the person confirmed by the link in their acknowledgement, or told a
 * counsellor on a call (`actorId`). Only on a lead whose person has not withdrawn contact, and
 * only once: returns false when there was nothing to confirm.
 */
export async function confirmUpdates(
  trx: DB,
  leadId: number,
  input: { source: string; actorId?: number | null; onlyIfRequested?: boolean },
): Promise<boolean> {
  const lead = await trx
    .selectFrom("leads")
    .select(["consent_purposes", "contact_withdrawn_at", "erased_at", "applicant"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead || lead.erased_at || lead.contact_withdrawn_at || lead.applicant === "minor") return false;
  const given = JSON.parse(lead.consent_purposes) as ConsentPurpose[];
  if (given.includes("updates")) return false;
  if (input.onlyIfRequested && currentConsent(await consentHistory(trx, leadId)).updates !== "requested") return false;
  const at = now();
  await recordConsent(trx, leadId, [
    { purpose: "updates", state: "given", source: input.source, actorId: input.actorId },
  ]);
  await trx
    .updateTable("leads")
    .set({ consent_purposes: JSON.stringify([...given, "updates"]), consent_at: at, updated_at: at })
    .where("id", "=", leadId)
    .execute();
  await addLeadEvent(trx, {
    leadId,
    kind: "updates_confirmed",
    actorId: input.actorId ?? null,
    data: { source: input.source },
    at,
  });
  return true;
}

/**
 * A minor's guardian withdraws their own address through the link in their copy of an e-mail
 * (issue 43, item 3): no more mail to it on each lead that holds it, the ledger's row is the
 * guardian's (`contact`), and the student's own contact is untouched. Returns the leads it
 * withdrew on (none: the address was withdrawn already, or is on no lead any more).
 */
export async function withdrawGuardianEmail(trx: DB, address: string, source: string): Promise<number[]> {
  const leads = await guardianLeads(trx, address)
    .select("id")
    .where("guardian_email_withdrawn_at", "is", null)
    .execute();
  if (leads.length === 0) return [];
  const at = now();
  const ids = leads.map((lead) => lead.id);
  await trx.updateTable("leads").set({ guardian_email_withdrawn_at: at }).where("id", "in", ids).execute();
  for (const leadId of ids) {
    await trx
      .insertInto("consent_records")
      .values({
        lead_id: leadId,
        purpose: "contact",
        state: "withdrawn",
        notice_version: PRIVACY_NOTICE_VERSION,
        source,
        actor_id: null,
        contact: "guardian",
        created_at: at,
      })
      .execute();
    await addLeadEvent(trx, {
      leadId,
      kind: "consent_changed",
      data: { withdrawn: ["contact"], source, contact: "guardian" },
      at,
    });
  }
  return ids;
}

/** The live leads whose minor's guardian has this address (compared lower-cased). */
export function guardianLeads(db: DB, address: string) {
  return db
    .selectFrom("leads")
    .where(sql<string>`lower(guardian_email)`, "=", address.toLowerCase())
    .where("applicant", "=", "minor")
    .where("erased_at", "is", null)
    .where("merged_into", "is", null);
}
