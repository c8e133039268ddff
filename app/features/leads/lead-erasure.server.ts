import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { dropNotifications, goneContacts, type Forgotten, type GoneContacts } from "./erasure-copies.server";
import { eraseFromImports } from "./import/import-erasure.server";
import { forgetMerges } from "./lead-merge.server";
import { addLeadEvent } from "./lead-timeline.server";
import { refreshFunnelFacts } from "./funnel-stages.server";
import { enquiriesOfPerson, type PersonContact, type PersonEnquiry } from "./person-data.server";
import { refreshEmailReopened } from "./lead-reopening.server";

/** What an erased lead is called in lists: it still counts, but it is nobody any more. */
export const ERASED_NAME = "Erased";

/** What a rights request's contact reads once the person's details are erased. */
export const ERASED_CONTACT = "(erased)";

/** Why a lead was erased: the person asked, the retention period ran out, or an owner did it. */
export type ErasureReason = "request" | "retention" | "owner";

/**
 * What to erase: a whole lead (an owner's erasure, the retention job), or one person, found by
 * the e-mail or phone they proved (a rights request), on whichever leads their enquiries are.
 */
export type ErasureTarget = { leadId: number } | { person: PersonContact };

/** What an erasure did: the leads it touched and the enquiries it anonymised. */
export interface Erasure {
  leads: number;
  enquiries: number;
}

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
};

/**
 * The one erasure (DPDP Act §8(7), §12), for a request, an owner and the retention job alike.
 *
 * Each enquiry of the target goes: its name, phone, e-mail, guardian, message, browser and IP
 * hash. A lead left with no enquiry of anyone else is anonymised whole: its own copy of those,
 * the notes, what the call notes said. A lead that still holds someone else's enquiries keeps
 * them, takes its details from the oldest of them, and loses the person's details from its notes.
 * Then every other copy of the person's contact goes, once nothing left carries it: their rights
 * requests' contact, correction text and IP hash, and the notifications that name them
 * (erasure-copies.server.ts): alerts, acknowledgements, code e-mails, digest lines.
 *
 * What stays is what the statistics count (day, form, page, campaign source, course, status) and
 * the consent ledger, which holds no personal details. The timeline records that an erasure
 * happened, not what was erased. Run it in a transaction.
 */
export async function erasePersonalData(
  trx: DB,
  target: ErasureTarget,
  input: { reason: ErasureReason; actorId?: number | null },
): Promise<Erasure> {
  const at = now();
  const byLead = new Map<number, PersonEnquiry[]>();
  if ("leadId" in target) {
    const lead = await liveLead(trx, target.leadId);
    if (!lead) return { leads: 0, enquiries: 0 };
    byLead.set(lead.id, await liveEnquiries(trx, lead.id));
  } else {
    for (const enquiry of await enquiriesOfPerson(trx, target.person))
      byLead.set(enquiry.lead_id, [...(byLead.get(enquiry.lead_id) ?? []), enquiry]);
  }
  const forgotten: Forgotten = {
    wholeLeads: [],
    touchedLeads: [...byLead.keys()],
    enquiryIds: [...byLead.values()].flat().map((enquiry) => enquiry.id),
    contacts: "person" in target ? [target.person] : [],
  };
  for (const [leadId, theirs] of byLead) {
    const taken = new Set(theirs.map((enquiry) => enquiry.id));
    const others = (await liveEnquiries(trx, leadId)).filter((enquiry) => !taken.has(enquiry.id));
    forgotten.contacts.push(...theirs.map(contactOf));
    if (others.length === 0) {
      const lead = await liveLead(trx, leadId);
      if (lead) forgotten.contacts.push({ email: lead.email_key ?? undefined, phone: lead.phone ?? undefined });
      await anonymiseLead(trx, leadId, at);
      forgotten.wholeLeads.push(leadId);
    } else {
      await anonymiseSomeEnquiries(trx, leadId, theirs, others, at);
      // The student's status links may have gone to the address erased: they stop working too.
      await deleteStatusLinks(trx, leadId);
    }
    await addLeadEvent(trx, {
      leadId,
      kind: "erased",
      actorId: input.actorId ?? null,
      at,
      data: others.length === 0 ? { reason: input.reason } : { reason: input.reason, enquiries: theirs.length },
    });
  }
  await forgetMergedLeads(trx, forgotten, at);
  const gone = await goneContacts(trx, forgotten.contacts);
  await forgetRequests(trx, gone);
  await dropNotifications(trx, forgotten, gone);
  // Every contact the erasure took, shared or not: a row of a file not yet imported is no one's
  // lead yet, and the owner can upload the file again.
  await eraseFromImports(trx, forgotten.contacts);
  return { leads: byLead.size, enquiries: forgotten.enquiryIds.length };
}

/**
 * Merges (lead-merge.server.ts) keep copies: the survivor's details before the merge, and the
 * merged lead's own row, whose enquiries moved onto the survivor. Every merge a touched lead took
 * part in keeps no copy and can no longer be undone; a lead merged into one erased whole is the
 * same person and is anonymised with it, as is one whose own phone or e-mail the erasure took.
 */
async function forgetMergedLeads(trx: DB, forgotten: Forgotten, at: string): Promise<void> {
  const taken = new Set(
    forgotten.contacts.flatMap((contact) => [contact.email?.toLowerCase(), contact.phone]).filter(Boolean),
  );
  for (const leadId of [...forgotten.touchedLeads]) {
    const whole = forgotten.wholeLeads.includes(leadId);
    for (const mergedId of await forgetMerges(trx, leadId)) {
      const merged = await liveLead(trx, mergedId);
      if (!merged) continue;
      if (!whole && !taken.has(merged.email_key ?? "") && !taken.has(merged.phone ?? "")) continue;
      forgotten.contacts.push({ email: merged.email_key ?? undefined, phone: merged.phone ?? undefined });
      await anonymiseLead(trx, mergedId, at);
      forgotten.wholeLeads.push(mergedId);
      forgotten.touchedLeads.push(mergedId);
    }
  }
}

/**
 * Rights requests about a gone contact: the contact reads "(erased)", the correction text and the
 * IP hash go. The request stays, as the record that we answered.
 */
async function forgetRequests(trx: DB, gone: GoneContacts): Promise<void> {
  const contacts = [...gone.emails, ...gone.phones];
  if (contacts.length === 0) return;
  await trx
    .updateTable("privacy_requests")
    .set({ contact: ERASED_CONTACT, details: null, ip_hash: null })
    .where("contact", "in", contacts)
    .execute();
}

const contactOf = (enquiry: PersonEnquiry): PersonContact => ({
  email: enquiry.email ?? undefined,
  phone: enquiry.phone ?? undefined,
});

function liveLead(trx: DB, leadId: number) {
  return trx
    .selectFrom("leads")
    .select(["id", "email_key", "phone"])
    .where("id", "=", leadId)
    .where("erased_at", "is", null)
    .executeTakeFirst();
}

function liveEnquiries(trx: DB, leadId: number): Promise<PersonEnquiry[]> {
  return trx
    .selectFrom("lead_enquiries")
    .select(["id", "lead_id", "name", "email", "phone"])
    .where("lead_id", "=", leadId)
    .where("erased_at", "is", null)
    .orderBy("id")
    .execute();
}

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
      "document_changed",
      "document_uploaded",
      "document_replaced",
      "document_version_deleted",
    ])
    .execute();
  // Where the person applied, and their application numbers (features/admissions), go whole;
  // the status changes an admission made keep their from and to, not the college.
  // Receipts are the consultancy's accounting records (docs/decisions/048-payments-and-receipts.md):
  // each keeps its number, date, amount, mode and GST for the books; the name it was received
  // from, the reference (a UPI or bank reference, a cheque number, traceable to the person) and
  // the application it was for go. A commission keeps its college, intake and amounts, not the application.
  await trx
    .updateTable("payments")
    .set({ received_from: ERASED_NAME, reference: "", application_id: null })
    .where("lead_id", "=", leadId)
    .execute();
  await trx
    .updateTable("application_commissions")
    .set({ application_id: null })
    .where("application_id", "in", (eb) =>
      eb.selectFrom("lead_applications").select("id").where("lead_id", "=", leadId),
    )
    .execute();
  // Their steps, documents and files (earlier versions too) go first (the engine's cascade would take them too).
  const documentIds = trx
    .selectFrom("application_documents")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .select("application_documents.id")
    .where("lead_applications.lead_id", "=", leadId);
  await trx.deleteFrom("document_files").where("document_id", "in", documentIds).execute();
  await trx.deleteFrom("document_file_versions").where("document_id", "in", documentIds).execute();
  await trx.deleteFrom("application_documents").where("id", "in", documentIds).execute();
  await trx
    .deleteFrom("application_steps")
    .where("application_id", "in", (eb) =>
      eb.selectFrom("lead_applications").select("id").where("lead_id", "=", leadId),
    )
    .execute();
  await trx.deleteFrom("lead_applications").where("lead_id", "=", leadId).execute();
  await deleteStatusLinks(trx, leadId);
  await eraseSessions(trx, leadId);
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
  // The call's outcome and the applications went; an attended session stays (eraseSessions).
  await refreshFunnelFacts(trx, [leadId]);
}

/**
 * The lead's counselling sessions (features/counselling, docs/decisions/051-counselling-bookings.md):
 * what they wanted to talk about goes; a session still ahead is cancelled, so its slot is free
 * again (its unsent e-mails find an erased lead and are dropped); the counsellor, the time and an
 * attended or no-show mark stay, as the counts of the funnel. Their booking links stop working
 * with the erased lead.
 */
async function eraseSessions(trx: DB, leadId: number): Promise<void> {
  await trx.updateTable("counselling_sessions").set({ topic: "" }).where("lead_id", "=", leadId).execute();
  await trx
    .updateTable("counselling_sessions")
    .set({ status: "cancelled", cancelled_at: now() })
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .where("starts_at", ">", now())
    .execute();
}

/**
 * The lead's status links (features/admissions, docs/decisions/049-status-link.md): their pages
 * answer 404 at once, and an e-mail with one not sent yet finds no link and is dropped.
 */
async function deleteStatusLinks(trx: DB, leadId: number): Promise<void> {
  await trx.deleteFrom("status_links").where("lead_id", "=", leadId).execute();
}

/**
 * Some enquiries of a lead that keeps others: those lose their details; the lead's own copy of the
 * details is taken from the oldest enquiry left (the first person's copy may have been the one
 * erased), and "I am" with the parent from the newest that says; the notes keep their words but
 * lose the erased names, phones and e-mails that no remaining enquiry shares.
 */
async function anonymiseSomeEnquiries(
  trx: DB,
  leadId: number,
  theirs: PersonEnquiry[],
  others: PersonEnquiry[],
  at: string,
): Promise<void> {
  await trx
    .updateTable("lead_enquiries")
    .set({ ...PERSONAL_ERASED, erased_at: at })
    .where(
      "id",
      "in",
      theirs.map((enquiry) => enquiry.id),
    )
    .execute();
  const remaining = await trx
    .selectFrom("lead_enquiries")
    .select(["name", "email", "phone", "message", "utm_term", "utm_content", "user_agent", "ip_hash"])
    .select(["applicant", "guardian_name", "guardian_phone"])
    .where("lead_id", "=", leadId)
    .where("erased_at", "is", null)
    .orderBy("id")
    .execute();
  const oldest = remaining[0]!;
  const who = remaining.findLast((enquiry) => enquiry.applicant);
  const kept = new Set(others.flatMap((enquiry) => [enquiry.name, enquiry.email, enquiry.phone]));
  const needles = theirs.flatMap((enquiry) => [enquiry.name, enquiry.email, enquiry.phone]);
  const redact = redactor(needles.filter((needle): needle is string => Boolean(needle) && !kept.has(needle)));
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
      notes: redact(lead.notes),
      updated_at: at,
    })
    .where("id", "=", leadId)
    .execute();
  // The address may be another now, and the enquiry that reopened e-mail may be gone (ADR 062).
  await refreshEmailReopened(trx, leadId);
  // A receipt issued to the erased person keeps its figures, without their name or reference.
  const payments = await trx
    .selectFrom("payments")
    .select(["id", "received_from", "reference"])
    .where("lead_id", "=", leadId)
    .execute();
  for (const payment of payments) {
    const [receivedFrom, reference] = [redact(payment.received_from), redact(payment.reference)];
    if (receivedFrom === payment.received_from && reference === payment.reference) continue;
    await trx
      .updateTable("payments")
      .set({
        received_from: receivedFrom === payment.received_from ? receivedFrom : ERASED_NAME,
        reference: reference === payment.reference ? reference : "",
      })
      .where("id", "=", payment.id)
      .execute();
  }
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

/** A function that replaces each of `needles` (case-insensitively) in a text with "(erased)". */
export function redactor(needles: readonly string[]): (text: string) => string {
  const words = [...new Set(needles.map((needle) => needle.trim()).filter((needle) => needle.length > 1))];
  if (words.length === 0) return (text) => text;
  // Longest first, so "Asha Rao" goes whole before "Asha" could split it.
  const pattern = new RegExp(
    words
      .sort((a, b) => b.length - a.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|"),
    "gi",
  );
  return (text) => text.replace(pattern, "(erased)");
}

/**
 * The leads with no activity since `before` and not yet erased: the retention job erases them.
 * Activity is any change to the lead (an enquiry, a call, a note, a status), all of which move
 * updated_at.
 */
export async function leadsInactiveSince(db: DB, before: string, limit = 1000): Promise<number[]> {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("erased_at", "is", null)
    .where("updated_at", "<", before)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
