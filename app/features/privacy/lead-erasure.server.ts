import type { DB } from "#app/db/db.server";
import { ERASERS } from "#app/erasers.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import type { ErasedCopies } from "#app/utils/erasure";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { refreshFunnelFacts } from "#app/features/leads/funnel-stages.server";
import type { LeadViewer } from "#app/features/leads/leads-inbox.server";
import { contactStillHeld, enquiriesOfPerson, type PersonContact, type PersonEnquiry } from "./person-data.server";

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

/**
 * The one erasure (DPDP Act §8(7), §12), for a request, an owner and the retention job alike.
 *
 * Each enquiry of the target goes: its name, phone, e-mail, guardian, message, browser and IP
 * hash. A lead left with no enquiry of anyone else is anonymised whole: its own copy of those,
 * the notes, what the call notes said. A lead that still holds someone else's enquiries keeps
 * them, takes its details from the oldest of them, and loses the person's details from its notes.
 * Then every other copy of the person's contact goes, once nothing left carries it: their rights
 * requests' contact, correction text and IP hash, and the notifications that name them: alerts,
 * acknowledgements, code e-mails, digest lines.
 *
 * This module decides whose details go; each feature erases its own rows, through its eraser
 * (app/erasers.server.ts lists them; docs/decisions/066-erasers.md): at each lead, erased whole
 * or in part; at the links between leads (merges); and at the copies kept apart from the leads.
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
      await eraseWholeLead(trx, leadId, at);
      forgotten.wholeLeads.push(leadId);
    } else {
      const redact = redactorFor(theirs, others);
      for (const eraser of ERASERS) await eraser.eraseEnquiries?.(trx, leadId, { at, enquiryIds: [...taken], redact });
    }
    await addLeadEvent(trx, {
      leadId,
      kind: "erased",
      actorId: input.actorId ?? null,
      at,
      data: others.length === 0 ? { reason: input.reason } : { reason: input.reason, enquiries: theirs.length },
    });
  }
  await forgetLinkedLeads(trx, forgotten, at);
  const gone = await goneContacts(trx, forgotten.contacts);
  for (const eraser of ERASERS) await eraser.eraseCopies?.(trx, { ...forgotten, gone });
  return { leads: byLead.size, enquiries: forgotten.enquiryIds.length };
}

/** What an erasure took so far, for finding the copies and the linked leads that go with it. */
interface Forgotten {
  wholeLeads: number[];
  touchedLeads: number[];
  enquiryIds: number[];
  contacts: PersonContact[];
}

/**
 * A whole lead: every feature erases its rows (the leads' own first); then the lead's funnel facts
 * are counted again from what is left (the call's outcome and the applications went; an attended
 * counselling session stays).
 */
async function eraseWholeLead(trx: DB, leadId: number, at: string): Promise<void> {
  for (const eraser of ERASERS) await eraser.eraseLead?.(trx, leadId, at);
  await refreshFunnelFacts(trx, [leadId]);
}

/**
 * Links between leads keep copies: a merge (lead-merge.server.ts) keeps the survivor's details
 * before it, and the merged lead's own row, whose enquiries moved onto the survivor. Each eraser
 * with links forgets those of every touched lead; a lead linked to one erased whole is the same
 * person and is erased whole with it, as is one whose own phone or e-mail the erasure took.
 */
async function forgetLinkedLeads(trx: DB, forgotten: Forgotten, at: string): Promise<void> {
  const taken = new Set(
    forgotten.contacts.flatMap((contact) => [contact.email?.toLowerCase(), contact.phone]).filter(Boolean),
  );
  for (const leadId of [...forgotten.touchedLeads]) {
    const whole = forgotten.wholeLeads.includes(leadId);
    for (const eraser of ERASERS) {
      for (const linkedId of (await eraser.linkedLeads?.(trx, leadId)) ?? []) {
        const linked = await liveLead(trx, linkedId);
        if (!linked) continue;
        if (!whole && !taken.has(linked.email_key ?? "") && !taken.has(linked.phone ?? "")) continue;
        forgotten.contacts.push({ email: linked.email_key ?? undefined, phone: linked.phone ?? undefined });
        await eraseWholeLead(trx, linkedId, at);
        forgotten.wholeLeads.push(linkedId);
        forgotten.touchedLeads.push(linkedId);
      }
    }
  }
}

/**
 * Of the contacts an erasure took, those nothing left carries. One still on someone's enquiry (a
 * shared family phone) is not gone: its other copies stay.
 */
async function goneContacts(trx: DB, contacts: readonly PersonContact[]): Promise<ErasedCopies["gone"]> {
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const contact of contacts) {
    const email = contact.email?.toLowerCase();
    if (email && !emails.has(email) && !(await contactStillHeld(trx, { email }))) emails.add(email);
    const phone = contact.phone;
    if (phone && !phones.has(phone) && !(await contactStillHeld(trx, { phone }))) phones.add(phone);
  }
  return { emails: [...emails], phones: [...phones] };
}

const contactOf = (enquiry: PersonEnquiry): PersonContact => ({
  email: enquiry.email ?? undefined,
  phone: enquiry.phone ?? undefined,
});

/** The erased enquiries' names, phones and e-mails that no remaining enquiry of the lead shares. */
function redactorFor(theirs: readonly PersonEnquiry[], others: readonly PersonEnquiry[]): (text: string) => string {
  const kept = new Set(others.flatMap((enquiry) => [enquiry.name, enquiry.email, enquiry.phone]));
  const needles = theirs.flatMap((enquiry) => [enquiry.name, enquiry.email, enquiry.phone]);
  return redactor(needles.filter((needle): needle is string => Boolean(needle) && !kept.has(needle)));
}

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

/**
 * An owner erases a lead by hand (a request made by letter or phone): owners only. The same
 * erasure as a request's and the retention job's, so the person's requests and notifications go too.
 */
export async function eraseLeadByOwner(db: DB, input: { leadId: number }, viewer: LeadViewer): Promise<void> {
  if (viewer.role !== "owner") throw new Refusal({ code: "leads.erase_owner_only" }, { status: 403 });
  // A merged lead's enquiries are on the lead it was merged into: the erasure belongs there.
  const merged = await db.selectFrom("leads").select("merged_into").where("id", "=", input.leadId).executeTakeFirst();
  if (merged?.merged_into) throw new Refusal({ code: "leads.erase_merged", into: merged.merged_into });
  const erased = await db
    .transaction()
    .execute((trx) => erasePersonalData(trx, { leadId: input.leadId }, { reason: "owner", actorId: viewer.id }));
  if (erased.leads === 0) throw new Refusal({ code: "leads.already_erased" });
}
