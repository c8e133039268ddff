import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { now } from "#app/utils/clock";
import { enqueueAcknowledgement } from "./acknowledgement-email.server";
import { enqueueLeadAlert } from "#app/features/lead-alerts/lead-alert-email.server";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { assigneeById, nextCounsellor, type Assignee } from "#app/features/admins/counsellor-line.server";
import { addLeadEvent } from "./lead-timeline.server";
import { recordConsent, type ConsentChange } from "./consent-ledger.server";
import {
  PRIVACY_NOTICE_VERSION,
  type Applicant,
  type ConsentPurpose,
  type LeadFormId,
  type UtmKey,
  UTM_KEYS,
} from "./lead-fields";
import { enquiryLinks } from "./withdraw-link.server";
import { enquiryChoices } from "./enquiry-choices.server";
import { mailRecipients, RECIPIENT_COLUMNS } from "./lead-recipients";
import { LEADS_LOCK, matchEnquiry, type EnquiryMatch } from "./lead-identity.server";
import { firstCallDueAt } from "#app/features/settings/first-call-clock";
import { isOwnAddress, reopenedBy } from "./lead-reopening.server";
import type { Locale } from "#app/utils/i18n/locale";

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
  /** Who sent it ("I am ..."), and a minor's parent or guardian. */
  applicant?: Applicant | null;
  /**
   * The language of the page it was sent from ("hi" for /hi/…): a new lead keeps it, the
   * counsellor sees "Prefers Hindi", and the acknowledgement is written in it. English by default.
   */
  language?: Locale;
  guardianName?: string | null;
  guardianPhone?: string | null;
  /** A minor's guardian's e-mail: the acknowledgement goes there too (lead-recipients.ts). */
  guardianEmail?: string | null;
  userAgent?: string | null;
  ipHash?: string | null;
  submissionId?: string | null;
  /**
   * Where the withdrawal link points (this site's origin) and the secret that signs it: with
   * them, the acknowledgement e-mail and the webhook carry the link.
   */
  links?: { origin: string; secret: Buffer };
  /** A row of an imported file (features/imports/store-imported.server.ts). */
  imported?: ImportedFrom;
  /**
   * Who a new lead goes to instead of the next in round-robin: the counsellor a student booked a
   * session with (features/counselling). A repeat keeps its lead's assignee, as every repeat does.
   */
  assigneeId?: number;
  /** What the acknowledgement names as asked about: the catalogue's words, never the visitor's (ADR 080). */
  askedAbout?: { course: string | null; college: string | null } | null;
}

/** Where an imported enquiry came from, and when the file says it was received. */
export interface ImportedFrom {
  importId: number;
  fileName: string;
  /** The row's mapped values hashed: unique, so the same row imported again adds nothing. */
  fingerprint: string;
  /** UTC ISO; null: the file did not say, and the enquiry is dated when it is imported. */
  receivedAt: string | null;
}

/**
 * Work that belongs to the enquiry and must be stored with it or not at all (a booked session):
 * it runs inside the enquiry's transaction, and what it throws undoes the enquiry too.
 */
export type WithEnquiry<T> = (
  trx: DB,
  stored: StoredEnquiry & { assignee: Assignee | null; enquiryId: number },
) => Promise<T>;

/** What storing an enquiry did: the lead it belongs to, and whether it was new, a repeat or a resend. */
export interface StoredEnquiry {
  /** The lead (the person) the enquiry is on. */
  id: number;
  /** The same submission again (a double click, a retried request): nothing new was stored. */
  duplicate: boolean;
  /** A new enquiry on a lead that was already open (same phone and e-mail: lead-identity.server.ts). */
  repeat: boolean;
}

/**
 * Stores an enquiry. A second submit with the same submission id stores nothing and reports the
 * first one, so a double click or a retried request never makes two. The work is one
 * serialised transaction (see receiveEnquiry), so two enquiries from one person at once still
 * make one lead.
 */
export async function createLead(db: DB, lead: NewLead): Promise<StoredEnquiry> {
  return serialisedTransaction(db, [LEADS_LOCK], (trx) => createLeadInLock(trx, lead));
}

/**
 * Work on a lead's belongings that must not interleave with an enquiry joining that lead: moving a
 * counselling session checks the person's other sessions (features/counselling/sessions-per-person.server.ts)
 * under the same lock as a booking, which runs in createLeadWith.
 */
export function inLeadsLock<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return serialisedTransaction(db, [LEADS_LOCK], work);
}

/**
 * createLead's work, for a caller that writes more in the same step: `trx` must be a
 * serialisedTransaction on LEADS_LOCK (the intake API records its idempotency answer beside the
 * lead, so two retries at once store one lead and get one answer).
 */
export async function createLeadInLock(trx: DB, lead: NewLead): Promise<StoredEnquiry> {
  return (await resent(trx, lead)) ?? receiveEnquiry(trx, lead);
}

/**
 * Stores an enquiry and, in the same transaction, the work that comes with it (`withEnquiry`).
 * A resent submission (the same submission id) stores nothing and runs nothing: it answers the
 * lead it made the first time, with `resent` set.
 */
export async function createLeadWith<T>(
  db: DB,
  lead: NewLead,
  withEnquiry: WithEnquiry<T>,
): Promise<{ lead: StoredEnquiry; resent: true } | { lead: StoredEnquiry; resent: false; result: T }> {
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const stored = await resent(trx, lead);
    if (stored) return { lead: stored, resent: true as const };
    const received = await receiveEnquiryWithAssignee(trx, lead);
    return { lead: received, resent: false as const, result: await withEnquiry(trx, received) };
  });
}

/**
 * Stores an enquiry unless `limit` enquiries already came from its IP hash in the last hour. The
 * count and the insert are one serialised transaction (app/db/serialised-transaction.server.ts),
 * so a burst of parallel submissions cannot all count the same few and all be stored. A resent
 * submission that is already stored is reported as the duplicate it is, never refused.
 */
export async function createLeadWithinLimit(
  db: DB,
  lead: NewLead & { ipHash: string },
  limit: number,
): Promise<StoredEnquiry | { limited: true }> {
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const stored = await resent(trx, lead);
    if (stored) return stored;
    if ((await countRecentLeadsFromIp(trx, lead.ipHash)) >= limit) return { limited: true } as const;
    return receiveEnquiry(trx, lead);
  });
}

async function resent(trx: DB, lead: NewLead): Promise<StoredEnquiry | undefined> {
  if (!lead.submissionId) return undefined;
  const stored = await trx
    .selectFrom("lead_enquiries")
    .select("lead_id")
    .where("submission_id", "=", lead.submissionId)
    .executeTakeFirst();
  return stored ? { id: stored.lead_id, duplicate: true, repeat: false } : undefined;
}

/**
 * An enquiry is a claim (lead-identity.server.ts). One that matches an open lead by phone and
 * e-mail goes on that lead as a repeat: it keeps its own page, form, course and tags, and the
 * lead moves to the top of the queue, but nothing on the lead changes: not its name, contact
 * details, "I am" or guardian, not its consents, and not a withdrawal (staff see "New enquiry
 * after withdrawal" and may call about that enquiry only). Anyone else gets a new lead, assigned
 * round-robin, marked "Possible duplicate of #N" when it shares a phone or an e-mail with one.
 *
 * Updates are only "requested" until the person confirms them by the link in the
 * acknowledgement, or tells a counsellor on a call. Every enquiry with an e-mail gets the same
 * acknowledgement, whether or not a lead existed, so it tells a stranger nothing. The timeline,
 * the alerts and the acknowledgement are written in this same transaction.
 */
async function receiveEnquiry(trx: DB, lead: NewLead): Promise<StoredEnquiry> {
  const { assignee: _assignee, enquiryId: _enquiryId, ...stored } = await receiveEnquiryWithAssignee(trx, lead);
  return stored;
}

async function receiveEnquiryWithAssignee(
  trx: DB,
  lead: NewLead,
): Promise<StoredEnquiry & { assignee: Assignee | null; enquiryId: number }> {
  const timestamp = now();
  const emailKey = lead.email ? lead.email.toLowerCase() : null;
  const match = await matchEnquiry(trx, lead.phone ?? null, emailKey);
  const landing =
    match.kind === "same"
      ? await repeatOnLead(trx, match.lead, emailKey, timestamp)
      : await insertLead(trx, lead, match, emailKey, timestamp);
  const { leadId, assignee, kind } = landing;
  const enquiry = await trx
    .insertInto("lead_enquiries")
    .values({ ...enquiryColumns(lead), lead_id: leadId, created_at: timestamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A repeat's ticked box is recorded only from the lead's own address: from anyone else it is
  // their claim, kept on their enquiry, and must not show on the lead as a pending request.
  const ownAddress = match.kind === "same" && isOwnAddress(match.lead, emailKey);
  await recordConsent(trx, leadId, consentChanges(lead, { first: kind === "created", ownAddress }));
  const event = await addLeadEvent(trx, {
    leadId,
    kind,
    data: {
      enquiryId: enquiry.id,
      form: lead.form,
      page: lead.page,
      ...(match.kind === "look-alike" ? { duplicateOf: match.leadId } : {}),
    },
  });
  if (kind === "created" && assignee) {
    await addLeadEvent(trx, {
      leadId,
      kind: "assigned",
      data: { assigneeId: assignee.id, assignee: assignee.name, by: lead.assigneeId ? "booking" : "round-robin" },
    });
  }
  await enqueueEnquiryEmails(trx, lead, {
    landing,
    duplicateOf: match.kind === "look-alike" ? match.leadId : null,
    eventId: event.id,
    enquiryId: enquiry.id,
    timestamp,
  });
  return { id: leadId, duplicate: false, repeat: match.kind === "same", assignee, enquiryId: enquiry.id };
}

/**
 * Where an enquiry lands: the lead, its counsellor, what the timeline calls it, the purposes in
 * force, and for a repeat the lead as held (its alert carries it beside what the enquiry said).
 */
interface Landing {
  leadId: number;
  assignee: Assignee | null;
  kind: "created" | "repeat_enquiry" | "enquiry_after_withdrawal";
  consent: ConsentPurpose[];
  held?: Awaited<ReturnType<typeof heldLead>>;
}

/** A repeat on an open lead: it moves to the top of the queue, and a withdrawn one is reopened for this enquiry. */
async function repeatOnLead(
  trx: DB,
  matched: Extract<EnquiryMatch, { kind: "same" }>["lead"],
  emailKey: string | null,
  timestamp: string,
): Promise<Landing> {
  const leadId = matched.id;
  const assignee = matched.assignee_id ? await assigneeById(trx, matched.assignee_id) : null;
  const withdrawn = Boolean(matched.contact_withdrawn_at);
  await trx
    .updateTable("leads")
    .set({
      last_enquiry_at: timestamp,
      updated_at: timestamp,
      ...(withdrawn ? reopenedBy(timestamp, isOwnAddress(matched, emailKey)) : {}),
    })
    .where("id", "=", leadId)
    .execute();
  const held = await heldLead(trx, leadId);
  const kind = withdrawn ? "enquiry_after_withdrawal" : "repeat_enquiry";
  return { leadId, assignee, kind, consent: held.consent, held };
}

/** A new lead: assigned (the booking's counsellor, else round-robin), its first-call clock started. */
async function insertLead(
  trx: DB,
  lead: NewLead,
  match: Exclude<EnquiryMatch, { kind: "same" }>,
  emailKey: string | null,
  timestamp: string,
): Promise<Landing> {
  const assignee = lead.assigneeId ? await assigneeById(trx, lead.assigneeId) : await nextCounsellor(trx);
  // Sending the form is the request to be contacted; updates wait for the person's confirmation.
  const consent: ConsentPurpose[] = ["contact"];
  const inserted = await trx
    .insertInto("leads")
    .values({
      ...enquiryColumns(lead),
      consent_purposes: JSON.stringify(consent),
      email_key: emailKey,
      assignee_id: assignee?.id ?? null,
      duplicate_of: match.kind === "look-alike" ? match.leadId : null,
      consent_at: timestamp,
      last_enquiry_at: timestamp,
      // A new lead's first-call clock starts now (first-call-escalation.server.ts watches it).
      first_call_due_at: firstCallDueAt(lead.form, timestamp, await getFirstCallClock(trx)),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { leadId: inserted.id, assignee, kind: "created", consent };
}

/** The enquiry's alert to staff, and its acknowledgement to the person (with an e-mail and links). */
async function enqueueEnquiryEmails(
  trx: DB,
  lead: NewLead,
  {
    landing: { leadId, assignee, kind, consent, held },
    duplicateOf,
    eventId,
    enquiryId,
    timestamp,
  }: { landing: Landing; duplicateOf: number | null; eventId: number; enquiryId: number; timestamp: string },
): Promise<void> {
  const language = lead.language ?? "en";
  const links = lead.links ? enquiryLinks(lead.links, enquiryId, language) : null;
  await enqueueLeadAlert(trx, {
    ...(held ? { lead: held.details } : {}),
    leadId,
    eventId,
    event: kind === "created" ? "created" : "repeat_enquiry",
    at: timestamp,
    name: lead.name,
    phone: lead.phone ?? null,
    email: lead.email ?? null,
    course: lead.course || null,
    college: lead.college_name ?? null,
    form: lead.form,
    page: lead.page,
    utm: Object.fromEntries(Object.entries(lead.utm).filter(([, value]) => value)) as Record<string, string>,
    // What the lead may be sent now, not what the form asked for: a CRM must not send updates
    // nobody confirmed, or call a person who withdrew.
    consent: kind === "enquiry_after_withdrawal" ? [] : consent,
    applicant: lead.applicant ?? null,
    language: lead.language ?? "en",
    duplicateOf,
    afterWithdrawal: kind === "enquiry_after_withdrawal",
    withdrawUrl: links?.withdrawUrl ?? null,
    assignee,
  });
  if (!lead.links) return;
  // A booking's confirmation carries these same choices: an address it goes to gets no
  // acknowledgement besides (one e-mail per event, ADR 080); one it does not (a phone-only lead's) still does.
  const confirmed = lead.form === "booking" ? await bookingAddresses(trx, leadId) : [];
  // To each address the enquiry gave (lead-recipients.ts): the guardian's with their own
  // withdrawal link, and without updates to confirm (a minor is never offered them).
  for (const { contact, to } of enquiryRecipients(lead)) {
    const guardian = contact === "guardian" && lead.applicant === "minor";
    if (confirmed.includes(to.toLowerCase())) continue;
    await enqueueAcknowledgement(trx, {
      leadId,
      eventId,
      to,
      contact: guardian ? "guardian" : null,
      ...enquiryChoices(lead.links, {
        enquiryId,
        language,
        guardianOfMinor: guardian,
        updatesAsked: lead.consentPurposes.includes("updates"),
      }),
      // In the language of the page the enquiry came from: what the person wrote to us in.
      language,
      askedAbout: lead.askedAbout ?? null,
    });
  }
}

/** Where a booking's confirmation goes: the lead's contacts as stored (features/counselling/session-emails.server.ts). */
async function bookingAddresses(trx: DB, leadId: number): Promise<string[]> {
  const held = await trx
    .selectFrom("leads")
    .select(RECIPIENT_COLUMNS)
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  return mailRecipients(held).map(({ to }) => to.toLowerCase());
}

/** The addresses an enquiry itself gave: its acknowledgement goes to whatever was typed, as every enquiry's does. */
function enquiryRecipients(lead: NewLead) {
  return mailRecipients({
    email: lead.email ?? null,
    applicant: lead.applicant ?? null,
    guardian_email: lead.guardianEmail ?? null,
    guardian_email_withdrawn_at: null,
    erased_at: null,
    contact_withdrawn_at: null,
    enquiry_after_withdrawal_at: null,
    email_reopened_at: null,
  });
}

/**
 * The ledger rows of an enquiry. A new lead's contact is given by sending the form; a repeat
 * changes nothing that is in force. A ticked updates box is a request until confirmed; an
 * unticked one on a first enquiry is a refusal. A minor is never offered updates, so nothing
 * is recorded for them.
 */
export function consentChanges(
  lead: NewLead,
  { first, ownAddress }: { first: boolean; ownAddress: boolean },
): ConsentChange[] {
  const source = lead.imported ? `import:${lead.imported.fileName.slice(0, 200)}` : `form:${lead.page.slice(0, 200)}`;
  const changes: ConsentChange[] = [];
  if (first) changes.push({ purpose: "contact", state: "given", source });
  // A file cannot show that a person asked for updates, or refused them: nothing is recorded.
  if (lead.imported) return changes;
  if (lead.consentPurposes.includes("updates") && (first || ownAddress))
    changes.push({ purpose: "updates", state: "requested", source });
  else if (first && lead.applicant !== "minor") changes.push({ purpose: "updates", state: "refused", source });
  return changes;
}

/**
 * A lead as held, read once for a repeat enquiry: the purposes in force, and its own details as
 * the alert carries them (not what the repeat enquiry said).
 */
async function heldLead(trx: DB, leadId: number) {
  const row = await trx
    .selectFrom("leads")
    .select([
      "consent_purposes",
      "name",
      "phone",
      "email",
      "course",
      "college_name",
      "form",
      "page",
      "applicant",
      "language",
      ...UTM_KEYS,
    ])
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, row[key]]).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  return {
    consent: JSON.parse(row.consent_purposes) as ConsentPurpose[],
    details: {
      name: row.name,
      phone: row.phone,
      email: row.email,
      course: row.course,
      college: row.college_name,
      form: row.form,
      page: row.page,
      utm,
      applicant: row.applicant,
      language: row.language,
    },
  };
}

function whoColumns(lead: NewLead) {
  return {
    applicant: lead.applicant ?? null,
    guardian_name: lead.guardianName ?? null,
    guardian_phone: lead.guardianPhone ?? null,
    guardian_email: lead.guardianEmail ?? null,
  };
}

/** The columns a lead and its enquiry share: what the visitor sent, from where. */
export function enquiryColumns(lead: NewLead) {
  return {
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
    consent_purposes: JSON.stringify(lead.consentPurposes),
    consent_notice_version: PRIVACY_NOTICE_VERSION,
    ...whoColumns(lead),
    language: lead.language ?? "en",
    user_agent: lead.userAgent?.slice(0, 300) ?? null,
    ip_hash: lead.ipHash ?? null,
    submission_id: lead.submissionId ?? null,
  };
}

/** Enquiries stored from this IP in the last hour: the rate limit holds across processes because it counts rows. */
export async function countRecentLeadsFromIp(db: DB, ipHash: string, withinMs = 60 * 60 * 1000): Promise<number> {
  const since = new Date(Date.now() - withinMs).toISOString();
  const row = await db
    .selectFrom("lead_enquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ip_hash", "=", ipHash)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
