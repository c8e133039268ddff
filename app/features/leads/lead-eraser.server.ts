import type { DB } from "#app/db/db.server";
import { ERASED_NAME, type Eraser, type ErasedEnquiries } from "#app/utils/erasure";
import { refreshEmailReopened } from "./lead-reopening.server";

/** The personal columns a lead and its enquiries share, as an erasure leaves them. */
const PERSONAL_ERASED = {
  name: ERASED_NAME,
  email: null,
  phone: null,
  message: null,
  utm_term: null,
  utm_content: null,
  user_agent: null,
  ip_hash: null,
  submission_id: null,
  guardian_name: null,
  guardian_phone: null,
  guardian_email: null,
};

/**
 * The leads' own part of an erasure (app/utils/erasure.ts): the lead, its enquiries and what its
 * timeline says of the person. Kept as they are, on purpose: the consent ledger (purpose, state,
 * notice version, source and time: no personal details), and the intake API's idempotency
 * records (the caller's key, a hash of the body and the lead's id, gone after a day).
 */
export const leadEraser: Eraser = {
  name: "leads",
  tables: ["leads", "lead_enquiries", "lead_events", "consent_records", "api_idempotency"],
  eraseLead: anonymiseLead,
  eraseEnquiries: anonymiseSomeEnquiries,
};

/** The whole lead: it and every enquiry lose their details; notes and call notes go. */
async function anonymiseLead(trx: DB, leadId: number, at: string): Promise<void> {
  await trx
    .updateTable("leads")
    .set({ ...PERSONAL_ERASED, email_key: null, notes: "", next_follow_up_at: null, erased_at: at, updated_at: at })
    .where("id", "=", leadId)
    .execute();
  await trx
    .updateTable("lead_enquiries")
    .set({ ...PERSONAL_ERASED, erased_at: at })
    .where("lead_id", "=", leadId)
    .where("erased_at", "is", null)
    .execute();
  // Notes and call notes are staff's words about the person; an application's event names where they applied.
  await trx
    .updateTable("lead_events")
    .set({ data: JSON.stringify({ erased: true }) })
    .where("lead_id", "=", leadId)
    .where("kind", "in", [
      "note_added",
      "call_logged",
      "application_added",
      "application_changed",
      "step_added",
      "step_removed",
      "step_done",
      "document_changed",
      "document_uploaded",
      "document_replaced",
      "document_version_deleted",
    ])
    .execute();
  // The status changes an admission made keep their from and to, not the college.
  const admissions = await trx
    .selectFrom("lead_events")
    .select(["id", "data"])
    .where("lead_id", "=", leadId)
    .where("kind", "=", "status_changed")
    .execute();
  for (const event of admissions) {
    const { admittedTo, ...rest } = JSON.parse(event.data) as Record<string, unknown>;
    if (admittedTo === undefined) continue;
    await trx
      .updateTable("lead_events")
      .set({ data: JSON.stringify(rest) })
      .where("id", "=", event.id)
      .execute();
  }
}

/**
 * Some enquiries of a lead that keeps others: those lose their details; the lead's own copy of the
 * details is taken from the oldest enquiry left (the first person's copy may have been the one
 * erased), and "I am" with the parent from the newest that says; the notes keep their words but
 * lose the erased names, phones and e-mails that no remaining enquiry shares.
 */
async function anonymiseSomeEnquiries(trx: DB, leadId: number, erased: ErasedEnquiries): Promise<void> {
  const { at, redact } = erased;
  await trx
    .updateTable("lead_enquiries")
    .set({ ...PERSONAL_ERASED, erased_at: at })
    .where("id", "in", [...erased.enquiryIds])
    .execute();
  const remaining = await trx
    .selectFrom("lead_enquiries")
    .select(["name", "email", "phone", "message", "utm_term", "utm_content", "user_agent", "ip_hash"])
    .select(["applicant", "guardian_name", "guardian_phone", "guardian_email"])
    .where("lead_id", "=", leadId)
    .where("erased_at", "is", null)
    .orderBy("id")
    .execute();
  const oldest = remaining[0]!;
  const who = remaining.findLast((enquiry) => enquiry.applicant);
  const lead = await trx.selectFrom("leads").select("notes").where("id", "=", leadId).executeTakeFirstOrThrow();
  await trx
    .updateTable("leads")
    .set({
      name: oldest.name,
      email: oldest.email,
      email_key: oldest.email?.toLowerCase() ?? null,
      phone: oldest.phone,
      message: oldest.message,
      utm_term: oldest.utm_term,
      utm_content: oldest.utm_content,
      user_agent: oldest.user_agent,
      ip_hash: oldest.ip_hash,
      submission_id: null,
      applicant: who?.applicant ?? null,
      guardian_name: who?.guardian_name ?? null,
      guardian_phone: who?.guardian_phone ?? null,
      guardian_email: who?.guardian_email ?? null,
      notes: redact(lead.notes),
      updated_at: at,
    })
    .where("id", "=", leadId)
    .execute();
  // The address may be another now, and the enquiry that reopened e-mail may be gone (ADR 062).
  await refreshEmailReopened(trx, leadId);
  const notes = await trx
    .selectFrom("lead_events")
    .select(["id", "data"])
    .where("lead_id", "=", leadId)
    .where("kind", "in", ["note_added", "call_logged"])
    .execute();
  for (const event of notes) {
    const data = JSON.parse(event.data) as { note?: unknown };
    if (typeof data.note !== "string" || redact(data.note) === data.note) continue;
    await trx
      .updateTable("lead_events")
      .set({ data: JSON.stringify({ ...data, note: redact(data.note) }) })
      .where("id", "=", event.id)
      .execute();
  }
}
