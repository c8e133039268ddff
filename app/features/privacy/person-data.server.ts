import type { ExpressionBuilder } from "kysely";
import type { DB } from "#app/db/db.server";
import type { Database } from "#app/db/schema";
import type { ApplicationStatus, DocumentStatus, LeadStatus, SessionStatus, StepKind } from "#app/db/column-values";
import type { PaymentMode } from "#app/features/admissions/payment-schema";
import { consentHistory, currentConsent } from "#app/features/leads/consent-ledger.server";

/**
 * The e-mail address or phone number a person proved (a code sent to it, or a call to it). An
 * e-mail matches case-insensitively; a phone exactly, as every form stores it normalised to ten
 * digits (lead-schema.ts normalisePhone).
 */
export interface PersonContact {
  email?: string;
  phone?: string;
}

/**
 * The one rule by which a person's data is found: an enquiry is theirs when it was sent with the
 * contact they proved. Each enquiry is matched, not the lead's first contact only, since a lead
 * gathers enquiries (a banner enquiry by phone, then a /Contact one with an e-mail). Erased
 * enquiries carry no contact, so they never match.
 */
function sentWith(eb: ExpressionBuilder<Database, "lead_enquiries">, contact: PersonContact) {
  return eb.or([
    // lower(email): the lead_enquiries_email_lower_idx expression index serves it.
    ...(contact.email ? [eb(eb.fn("lower", ["lead_enquiries.email"]), "=", contact.email.toLowerCase())] : []),
    ...(contact.phone ? [eb("lead_enquiries.phone", "=", contact.phone)] : []),
  ]);
}

/**
 * What we hold about one person, for their rights request (features/privacy): the leads holding
 * an enquiry sent with the e-mail or phone they proved (a person may have enquired again after an
 * earlier lead was closed). Erased leads hold nothing and are left out.
 */
export async function leadsOfPerson(db: DB, contact: PersonContact): Promise<number[]> {
  if (!contact.email && !contact.phone) return [];
  const rows = await db
    .selectFrom("lead_enquiries")
    .innerJoin("leads", "leads.id", "lead_enquiries.lead_id")
    .select("lead_enquiries.lead_id")
    .distinct()
    .where("leads.erased_at", "is", null)
    .where("lead_enquiries.erased_at", "is", null)
    .where((eb) => sentWith(eb, contact))
    .orderBy("lead_enquiries.lead_id")
    .execute();
  return rows.map((row) => row.lead_id);
}

/** An enquiry an erasure takes: which, on which lead, and the details it carries (to find their copies). */
export interface PersonEnquiry {
  id: number;
  lead_id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The enquiries an erasure of this person takes: every one sent with the contact they proved,
 * and every one whose contacts are all among those they gave us on those (a banner enquiry by
 * phone only, from the phone they gave with their e-mail on /Contact, under the same name).
 * Nothing on such an enquiry points to anyone else; one that also carries another e-mail or
 * phone, or by an unproved phone another name, is someone else's and stays.
 * Seeing one's data is stricter (personData): only the enquiries sent with the proved contact.
 */
export async function enquiriesOfPerson(db: DB, contact: PersonContact): Promise<PersonEnquiry[]> {
  if (!contact.email && !contact.phone) return [];
  const live = () =>
    db
      .selectFrom("lead_enquiries")
      .select(["id", "lead_id", "name", "email", "phone"])
      .where("lead_enquiries.erased_at", "is", null);
  const sent = await live()
    .where((eb) => sentWith(eb, contact))
    .execute();
  const emails = new Set(sent.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])));
  const phones = new Set(sent.flatMap((row) => (row.phone ? [row.phone] : [])));
  if (contact.email) emails.add(contact.email.toLowerCase());
  if (contact.phone) phones.add(contact.phone);
  const given = { emails: [...emails], phones: [...phones] };
  const alsoTheirs = await live()
    .where("id", "not in", sent.length > 0 ? sent.map((row) => row.id) : [0])
    .where((eb) =>
      eb.or([
        ...(given.emails.length > 0 ? [eb(eb.fn("lower", ["email"]), "in", given.emails)] : []),
        ...(given.phones.length > 0 ? [eb("phone", "in", given.phones)] : []),
      ]),
    )
    .execute();
  const names = new Set(sent.map((row) => nameKey(row.name)));
  const onlyGiven = (row: PersonEnquiry) => {
    if (row.email && !emails.has(row.email.toLowerCase())) return false;
    if (row.phone && !phones.has(row.phone)) return false;
    // Found by a phone the person did not prove, with no e-mail of its own: only under the same
    // name. Anyone can type someone's phone beside their own e-mail and prove the e-mail; the
    // name the phone's owner gave is what a stranger is least likely to type too.
    const byUnprovedPhone = !row.email && row.phone !== contact.phone;
    return !byUnprovedPhone || names.has(nameKey(row.name));
  };
  return [...sent, ...alsoTheirs.filter(onlyGiven)].sort((a, b) => a.id - b.id);
}

/** A name as two enquiries of one person would both have it: any case, spaces collapsed. */
const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * One lead as its person sees it: their enquiries, their consents, and who looks after them.
 * Statuses, kinds and modes are their codes: the page words each in its language
 * (features/privacy/verified-answer.tsx; docs/decisions/069-messages-by-code.md).
 */
export interface PersonLead {
  id: number;
  receivedAt: string;
  status: LeadStatus;
  /** The assigned counsellor's first name only: enough to know who calls, nothing more about staff. */
  counsellor: string | null;
  applicant: string | null;
  guardian: { name: string | null; phone: string | null; email: string | null } | null;
  enquiries: {
    at: string;
    page: string;
    name: string;
    email: string | null;
    phone: string | null;
    course: string | null;
    college: string | null;
    message: string | null;
  }[];
  /** The colleges applied to for them (features/admissions), with the status of each. */
  applications: {
    college: string;
    course: string;
    intake: number;
    applicationNumber: string;
    status: ApplicationStatus;
    /** Its dated steps: the kind (with the note of an "other"), the day and the time. */
    steps: { kind: StepKind; note: string; onDate: string; atTime: string | null }[];
    /** Its documents: the item, its status and the name of its file. The files themselves are not in this answer. */
    documents: { name: string; status: DocumentStatus; fileName: string | null }[];
  }[];
  /** The status links sent to them (features/admissions): when, until when, and whether each still works. */
  statusLinks: { sentAt: string; until: string; state: "working" | "revoked" | "ended" }[];
  /** Their counselling sessions (features/counselling): when, with whom (first name), what about, and how it stands. */
  sessions: { at: string; counsellor: string | null; topic: string; status: SessionStatus }[];
  /** Their payments and receipts (features/admissions): amounts in paise. */
  payments: { receiptNumber: string; paidOn: string; amountPaise: number; mode: PaymentMode; reference: string }[];
  consents: { purpose: string; state: string; at: string; source: string; noticeVersion: string | null }[];
  currentConsent: ReturnType<typeof currentConsent>;
}

/**
 * The leads' data as the person may see it. `contact` is the e-mail or phone they proved: only
 * the enquiries sent with it are listed, and "I am" and the parent come from the newest of those,
 * since a lead can also hold enquiries someone else sent (a sibling's, a parent's).
 */
export async function personData(db: DB, leadIds: readonly number[], contact: PersonContact): Promise<PersonLead[]> {
  const result: PersonLead[] = [];
  for (const leadId of leadIds) {
    const lead = await db
      .selectFrom("leads")
      .leftJoin("admins", "admins.id", "leads.assignee_id")
      .select(["leads.id", "leads.created_at", "leads.status", "leads.erased_at", "admins.name as counsellor"])
      .where("leads.id", "=", leadId)
      .executeTakeFirst();
    if (!lead || lead.erased_at) continue;
    const enquiries = await enquiriesSentWith(db, leadId, contact);
    if (enquiries.length === 0) continue;
    const who = enquiries.findLast((enquiry) => enquiry.applicant);
    const consents = await consentHistory(db, leadId);
    result.push({
      id: lead.id,
      receivedAt: lead.created_at,
      status: lead.status,
      counsellor: lead.counsellor ? lead.counsellor.split(/\s+/)[0]! : null,
      applicant: who?.applicant ?? null,
      guardian:
        who?.applicant === "minor"
          ? { name: who.guardian_name, phone: who.guardian_phone, email: who.guardian_email }
          : null,
      enquiries: enquiries.map((enquiry) => ({
        at: enquiry.created_at,
        page: enquiry.page,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        course: enquiry.course,
        college: enquiry.college_name,
        message: enquiry.message,
      })),
      applications: await personApplications(db, leadId),
      statusLinks: await personStatusLinks(db, leadId),
      sessions: await personSessions(db, leadId),
      payments: await personPayments(db, leadId),
      consents: consents.map((row) => ({
        purpose: row.purpose,
        state: row.state,
        at: row.created_at,
        source: row.source,
        noticeVersion: row.notice_version,
      })),
      currentConsent: currentConsent(consents),
    });
  }
  return result;
}

/** The lead's enquiries sent with the contact the person proved, oldest first. */
function enquiriesSentWith(db: DB, leadId: number, contact: PersonContact) {
  return db
    .selectFrom("lead_enquiries")
    .select([
      "created_at",
      "page",
      "name",
      "email",
      "phone",
      "course",
      "college_name",
      "message",
      "applicant",
      "guardian_name",
      "guardian_phone",
      "guardian_email",
    ])
    .where("lead_id", "=", leadId)
    .where("erased_at", "is", null)
    .where((eb) => sentWith(eb, contact))
    .orderBy("id")
    .execute();
}

/** The lead's applications, each with its dated steps and its documents written out. */
async function personApplications(db: DB, leadId: number): Promise<PersonLead["applications"]> {
  const applications = await db
    .selectFrom("lead_applications")
    .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
    .select([
      "colleges.name as college",
      "lead_applications.course",
      "lead_applications.intake",
      "lead_applications.application_number",
      "lead_applications.status",
      "lead_applications.id",
    ])
    .where("lead_applications.lead_id", "=", leadId)
    .orderBy("lead_applications.id")
    .execute();
  const steps = await db
    .selectFrom("application_steps")
    .innerJoin("lead_applications", "lead_applications.id", "application_steps.application_id")
    .select(["application_steps.application_id", "kind", "on_date", "at_time", "note"])
    .where("lead_applications.lead_id", "=", leadId)
    .orderBy("on_date")
    .orderBy("application_steps.id")
    .execute();
  const documents = await db
    .selectFrom("application_documents")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .leftJoin("document_files", "document_files.document_id", "application_documents.id")
    .select([
      "application_documents.application_id",
      "application_documents.name",
      "application_documents.status",
      "document_files.file_name",
    ])
    .where("lead_applications.lead_id", "=", leadId)
    .orderBy("application_documents.position")
    .orderBy("application_documents.id")
    .execute();
  return applications.map((row) => ({
    college: row.college,
    course: row.course,
    intake: row.intake,
    applicationNumber: row.application_number,
    status: row.status,
    steps: steps
      .filter((step) => step.application_id === row.id)
      .map((step) => ({ kind: step.kind, note: step.note, onDate: step.on_date, atTime: step.at_time })),
    documents: documents
      .filter((document) => document.application_id === row.id)
      .map((document) => ({ name: document.name, status: document.status, fileName: document.file_name })),
  }));
}

/** The status links sent for the lead. The links themselves are not kept (only their hashes): when each was sent and its state. */
async function personStatusLinks(db: DB, leadId: number): Promise<PersonLead["statusLinks"]> {
  const statusLinks = await db
    .selectFrom("status_links")
    .select(["created_at", "expires_at", "revoked_at"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  const checkedAt = new Date().toISOString();
  return statusLinks.map((link) => ({
    sentAt: link.created_at,
    until: link.expires_at,
    state: link.revoked_at ? "revoked" : link.expires_at <= checkedAt ? "ended" : "working",
  }));
}

/** The lead's counselling sessions, with the statuses the counselling feature shows (booked, cancelled, attended, no-show). */
async function personSessions(db: DB, leadId: number): Promise<PersonLead["sessions"]> {
  const sessions = await db
    .selectFrom("counselling_sessions")
    .leftJoin("admins", "admins.id", "counselling_sessions.admin_id")
    .select([
      "counselling_sessions.starts_at",
      "counselling_sessions.topic",
      "counselling_sessions.status",
      "admins.name",
    ])
    .where("counselling_sessions.lead_id", "=", leadId)
    .orderBy("counselling_sessions.starts_at")
    .execute();
  return sessions.map((row) => ({
    at: row.starts_at,
    counsellor: row.name ? row.name.split(/\s+/)[0]! : null,
    topic: row.topic,
    status: row.status,
  }));
}

/** The lead's payments, with each mode's name. */
async function personPayments(db: DB, leadId: number): Promise<PersonLead["payments"]> {
  const payments = await db
    .selectFrom("payments")
    .select(["receipt_number", "paid_on", "amount_paise", "mode", "reference"])
    .where("lead_id", "=", leadId)
    .orderBy("paid_on")
    .orderBy("id")
    .execute();
  return payments.map((row) => ({
    receiptNumber: row.receipt_number,
    paidOn: row.paid_on,
    amountPaise: row.amount_paise,
    mode: row.mode,
    reference: row.reference,
  }));
}

/**
 * Whether anything not erased still carries this e-mail or phone: an enquiry, or a lead's own
 * details. An erasure forgets a contact's other copies (requests, notifications) only once nothing
 * does, so erasing one old lead never blanks a live request of the same person about a newer one.
 */
export async function contactStillHeld(db: DB, contact: PersonContact): Promise<boolean> {
  const enquiry = await db
    .selectFrom("lead_enquiries")
    .select("id")
    .where("erased_at", "is", null)
    .where((eb) => sentWith(eb, contact))
    .limit(1)
    .executeTakeFirst();
  if (enquiry) return true;
  const lead = await db
    .selectFrom("leads")
    .select("id")
    .where("erased_at", "is", null)
    .where((eb) =>
      eb.or([
        ...(contact.email ? [eb("email_key", "=", contact.email.toLowerCase())] : []),
        ...(contact.phone ? [eb("phone", "=", contact.phone)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(lead);
}
