import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { now } from "#app/utils/clock";
import { enqueueAcknowledgement, enqueueLeadAlert } from "#app/features/outbox/enqueue.server";
import { assigneeById, nextCounsellor, type Assignee } from "./assignment.server";
import { addLeadEvent } from "./lead-timeline.server";
import { recordConsent, type ConsentChange } from "./consent-ledger.server";
import {
  PRIVACY_NOTICE_VERSION,
  type Applicant,
  type ConsentPurpose,
  type LeadFormId,
  type UtmKey,
} from "./lead-schema";
import { withdrawUrl } from "./withdraw-link.server";
import { CLOSED_STATUSES } from "./lead-status";

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
  guardianName?: string | null;
  guardianPhone?: string | null;
  userAgent?: string | null;
  ipHash?: string | null;
  submissionId?: string | null;
  /**
   * Where the withdrawal link points (this site's origin) and the secret that signs it: with
   * them, the acknowledgement e-mail and the webhook carry the link.
   */
  links?: { origin: string; secret: Buffer };
}

/** What storing an enquiry did: the lead it belongs to, and whether it was new, a repeat or a resend. */
export interface StoredEnquiry {
  /** The lead (the person) the enquiry is on. */
  id: number;
  /** The same submission again (a double click, a retried request): nothing new was stored. */
  duplicate: boolean;
  /** A new enquiry on a lead that was already open (same phone or e-mail). */
  repeat: boolean;
}

/**
 * Stores an enquiry. A second submit with the same submission id stores nothing and reports the
 * first one, so a double click or a retried request never makes two. The work is one
 * serialised transaction (see receiveEnquiry), so two enquiries from one person at once still
 * make one lead.
 */
export async function createLead(db: DB, lead: NewLead): Promise<StoredEnquiry> {
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => (await resent(trx, lead)) ?? receiveEnquiry(trx, lead));
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

/**
 * One lock for every enquiry: matching a person to their open lead and round-robin assignment
 * are both check-then-write. Enquiries arrive a few a minute, so one queue costs nothing.
 */
const LEADS_LOCK = "leads:receive";

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
 * A new enquiry from someone whose lead is open (same 10-digit phone, or same e-mail) goes on
 * that lead: it keeps its own page, form, course and tags, the lead moves to the top of the
 * queue, and its assignee is told. Anyone else gets a new lead, assigned round-robin. Either way
 * the timeline gets the event and the outbox its alerts, in this same transaction.
 */
async function receiveEnquiry(trx: DB, lead: NewLead): Promise<StoredEnquiry> {
  const timestamp = now();
  const emailKey = lead.email ? lead.email.toLowerCase() : null;
  const open = await findOpenLead(trx, lead.phone ?? null, emailKey);
  let leadId: number;
  let assignee: Assignee | null;
  if (open) {
    leadId = open.id;
    assignee = open.assignee_id ? await assigneeById(trx, open.assignee_id) : null;
    // A new enquiry is a new request to be contacted; a ticked box adds updates, an unticked
    // one takes nothing away (only a withdrawal does).
    const purposes = new Set([...(JSON.parse(open.consent_purposes) as ConsentPurpose[]), ...lead.consentPurposes]);
    await trx
      .updateTable("leads")
      .set({
        last_enquiry_at: timestamp,
        updated_at: timestamp,
        consent_purposes: JSON.stringify([...purposes]),
        consent_notice_version: PRIVACY_NOTICE_VERSION,
        contact_withdrawn_at: null,
        ...(lead.applicant ? whoColumns(lead) : {}),
      })
      .where("id", "=", leadId)
      .execute();
  } else {
    assignee = await nextCounsellor(trx);
    const inserted = await trx
      .insertInto("leads")
      .values({
        ...enquiryColumns(lead),
        email_key: emailKey,
        assignee_id: assignee?.id ?? null,
        consent_at: timestamp,
        last_enquiry_at: timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    leadId = inserted.id;
  }
  const enquiry = await trx
    .insertInto("lead_enquiries")
    .values({ ...enquiryColumns(lead), lead_id: leadId, created_at: timestamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordConsent(trx, leadId, consentChanges(lead, Boolean(open)));
  const kind = open ? "repeat_enquiry" : "created";
  const event = await addLeadEvent(trx, {
    leadId,
    kind,
    data: { enquiryId: enquiry.id, form: lead.form, page: lead.page },
  });
  if (!open && assignee) {
    await addLeadEvent(trx, {
      leadId,
      kind: "assigned",
      data: { assigneeId: assignee.id, assignee: assignee.name, by: "round-robin" },
    });
  }
  await enqueueLeadAlert(trx, {
    leadId,
    eventId: event.id,
    event: kind,
    at: timestamp,
    name: lead.name,
    phone: lead.phone ?? null,
    email: lead.email ?? null,
    course: lead.course || null,
    college: lead.college_name ?? null,
    form: lead.form,
    page: lead.page,
    utm: Object.fromEntries(Object.entries(lead.utm).filter(([, value]) => value)) as Record<string, string>,
    consent: lead.consentPurposes,
    applicant: lead.applicant ?? null,
    withdrawUrl: lead.links ? withdrawUrl(lead.links, leadId) : null,
    assignee,
  });
  // The acknowledgement carries the lead's withdrawal link, so it goes only to the lead's own
  // address: a repeat enquiry matched by phone with another e-mail must not get a link that
  // withdraws someone else's consent.
  const ownAddress = !open || open.email_key === emailKey;
  if (lead.email && lead.links && ownAddress) {
    await enqueueAcknowledgement(trx, {
      leadId,
      eventId: event.id,
      to: lead.email,
      name: lead.name,
      withdrawUrl: withdrawUrl(lead.links, leadId),
      privacyUrl: new URL("/privacy", lead.links.origin).toString(),
      rightsUrl: new URL("/privacy/request", lead.links.origin).toString(),
    });
  }
  return { id: leadId, duplicate: false, repeat: Boolean(open) };
}

/**
 * The ledger rows of an enquiry: contact is given by sending the form; updates are given when
 * ticked, and refused when a first enquiry leaves the box unticked. A minor is never offered
 * updates, so nothing is recorded for them.
 */
function consentChanges(lead: NewLead, repeat: boolean): ConsentChange[] {
  const source = `form:${lead.page.slice(0, 200)}`;
  const changes: ConsentChange[] = [{ purpose: "contact", state: "given", source }];
  if (lead.consentPurposes.includes("updates")) changes.push({ purpose: "updates", state: "given", source });
  else if (!repeat && lead.applicant !== "minor") changes.push({ purpose: "updates", state: "refused", source });
  return changes;
}

function whoColumns(lead: NewLead) {
  return {
    applicant: lead.applicant ?? null,
    guardian_name: lead.guardianName ?? null,
    guardian_phone: lead.guardianPhone ?? null,
  };
}

/** The columns a lead and its enquiry share: what the visitor sent, from where. */
function enquiryColumns(lead: NewLead) {
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
    user_agent: lead.userAgent?.slice(0, 300) ?? null,
    ip_hash: lead.ipHash ?? null,
    submission_id: lead.submissionId ?? null,
  };
}

/** The newest open lead with this phone or e-mail (converted and closed leads are finished). */
async function findOpenLead(trx: DB, phone: string | null, emailKey: string | null) {
  if (!phone && !emailKey) return undefined;
  return trx
    .selectFrom("leads")
    .select(["id", "assignee_id", "consent_purposes", "email_key"])
    .where("status", "not in", CLOSED_STATUSES)
    .where("erased_at", "is", null)
    .where((eb) => {
      const matches = [];
      if (phone) matches.push(eb("phone", "=", phone));
      if (emailKey) matches.push(eb("email_key", "=", emailKey));
      return eb.or(matches);
    })
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
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
