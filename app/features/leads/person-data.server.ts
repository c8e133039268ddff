import type { DB } from "#app/db/db.server";
import { consentHistory, currentConsent } from "./consent-ledger.server";
import { LEAD_STATUS_LABELS, type LeadStatus } from "./lead-status";

/**
 * What we hold about one person, for their rights request (features/privacy): found by the
 * e-mail or phone they proved, across every lead (a person may have enquired again after an
 * earlier lead was closed). Erased leads hold nothing and are left out.
 */
export async function leadsOfPerson(db: DB, contact: { email?: string; phone?: string }): Promise<number[]> {
  if (!contact.email && !contact.phone) return [];
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("erased_at", "is", null)
    .where((eb) =>
      eb.or([
        ...(contact.email ? [eb("email_key", "=", contact.email.toLowerCase())] : []),
        ...(contact.phone ? [eb("phone", "=", contact.phone)] : []),
      ]),
    )
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** One lead as its person sees it: their enquiries, their consents, and who looks after them. */
export interface PersonLead {
  id: number;
  receivedAt: string;
  status: string;
  /** The assigned counsellor's first name only: enough to know who calls, nothing more about staff. */
  counsellor: string | null;
  applicant: string | null;
  guardian: { name: string | null; phone: string | null } | null;
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
  consents: { purpose: string; state: string; at: string; source: string; noticeVersion: string | null }[];
  currentConsent: ReturnType<typeof currentConsent>;
}

/**
 * The leads' data as the person may see it. `contact` is the e-mail or phone they proved: only
 * the enquiries sent with it are listed, since a lead matched by phone can also hold enquiries
 * someone else sent with another address.
 */
export async function personData(
  db: DB,
  leadIds: readonly number[],
  contact: { email?: string; phone?: string },
): Promise<PersonLead[]> {
  const result: PersonLead[] = [];
  for (const leadId of leadIds) {
    const lead = await db
      .selectFrom("leads")
      .leftJoin("admins", "admins.id", "leads.assignee_id")
      .select([
        "leads.id",
        "leads.created_at",
        "leads.status",
        "leads.applicant",
        "leads.guardian_name",
        "leads.guardian_phone",
        "leads.erased_at",
        "admins.name as counsellor",
      ])
      .where("leads.id", "=", leadId)
      .executeTakeFirst();
    if (!lead || lead.erased_at) continue;
    const enquiries = await db
      .selectFrom("lead_enquiries")
      .select(["created_at", "page", "name", "email", "phone", "course", "college_name", "message"])
      .where("lead_id", "=", leadId)
      .where((eb) =>
        eb.or([
          ...(contact.email ? [eb(eb.fn("lower", ["email"]), "=", contact.email.toLowerCase())] : []),
          ...(contact.phone ? [eb("phone", "=", contact.phone)] : []),
        ]),
      )
      .orderBy("id")
      .execute();
    const consents = await consentHistory(db, leadId);
    result.push({
      id: lead.id,
      receivedAt: lead.created_at,
      status: LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status,
      counsellor: lead.counsellor ? lead.counsellor.split(/\s+/)[0]! : null,
      applicant: lead.applicant,
      guardian: lead.applicant === "minor" ? { name: lead.guardian_name, phone: lead.guardian_phone } : null,
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
