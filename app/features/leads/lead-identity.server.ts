import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { CLOSED_STATUSES } from "./lead-status";

/**
 * Who an enquiry is from, as far as the site can tell without proof (docs/decisions/034-enquiries-are-claims.md).
 *
 * Anyone can type anyone's phone number or e-mail address, so an enquiry is a claim. It joins an
 * open lead only when its phone and e-mail agree with that lead's: the same phone with the same
 * e-mail, or with no e-mail on one side; or the same e-mail with the same phone, or with no phone
 * on one side. "The lead's" phones and e-mails are those of the lead and of every enquiry on it,
 * so an address that arrived on a later enquiry counts as much as the first.
 *
 * An enquiry that shares only one of the two with an open lead (a phone with another e-mail) is
 * a look-alike: it becomes a new lead marked as a possible duplicate of the older one, and staff
 * decide whether to merge (lead-merge.server.ts). So nobody can add their enquiry to, or learn
 * anything about, a lead by knowing one of its contact details.
 */
/**
 * One lock for every change to who a lead is: matching an enquiry to an open lead, round-robin
 * assignment, and merging or unmerging two leads are all check-then-write. Enquiries arrive a
 * few a minute, so one queue costs nothing.
 */
export const LEADS_LOCK = "leads:receive";

export type EnquiryMatch =
  | {
      kind: "same";
      lead: { id: number; assignee_id: number | null; contact_withdrawn_at: string | null; email_key: string | null };
    }
  | { kind: "look-alike"; leadId: number }
  | { kind: "new" };

export async function matchEnquiry(trx: DB, phone: string | null, emailKey: string | null): Promise<EnquiryMatch> {
  if (!phone && !emailKey) return { kind: "new" };
  return chooseMatch(await knownLeadsSharing(trx, phone ? [phone] : [], emailKey ? [emailKey] : []), phone, emailKey);
}

/** An open lead with every phone and e-mail it holds (its own and its enquiries'). */
export interface KnownLead {
  id: number;
  assignee_id: number | null;
  contact_withdrawn_at: string | null;
  email_key: string | null;
  phones: Set<string>;
  emails: Set<string>;
}

/**
 * The match among open leads: the newest that is the same person, else the newest look-alike
 * (one that shares a phone or an e-mail), else new. The import's dry run calls this too, with
 * the leads its earlier rows would have made beside those in the database (features/imports).
 */
export function chooseMatch(leads: readonly KnownLead[], phone: string | null, emailKey: string | null): EnquiryMatch {
  const sharing = leads
    .filter((lead) => (phone && lead.phones.has(phone)) || (emailKey && lead.emails.has(emailKey)))
    .sort((a, b) => b.id - a.id);
  const same = sharing.find((lead) => samePerson(lead, phone, emailKey));
  if (same) {
    const { id, assignee_id, contact_withdrawn_at, email_key } = same;
    return { kind: "same", lead: { id, assignee_id, contact_withdrawn_at, email_key } };
  }
  return sharing.length > 0 ? { kind: "look-alike", leadId: sharing[0]!.id } : { kind: "new" };
}

/**
 * The open leads that hold any of these phones or (lower-cased) e-mails, each with all its
 * contacts. One read for a whole batch of an import's rows; an enquiry asks for its own two.
 */
export async function knownLeadsSharing(
  trx: DB,
  phones: readonly string[],
  emailKeys: readonly string[],
): Promise<KnownLead[]> {
  if (phones.length === 0 && emailKeys.length === 0) return [];
  const candidates = await openLeadsSharing(trx, phones, emailKeys);
  if (candidates.length === 0) return [];
  const contacts = await contactsOf(
    trx,
    candidates.map((lead) => lead.id),
  );
  return candidates.map((lead) => ({
    ...lead,
    ...(contacts.get(lead.id) ?? { phones: new Set(), emails: new Set() }),
  }));
}

/** The rule itself: one contact detail in common, and the other the same or missing on a side. */
export function samePerson(
  known: { phones: ReadonlySet<string>; emails: ReadonlySet<string> },
  phone: string | null,
  emailKey: string | null,
): boolean {
  const emailAgrees = !emailKey || known.emails.size === 0 || known.emails.has(emailKey);
  const phoneAgrees = !phone || known.phones.size === 0 || known.phones.has(phone);
  const shared = Boolean((phone && known.phones.has(phone)) || (emailKey && known.emails.has(emailKey)));
  return shared && emailAgrees && phoneAgrees;
}

/**
 * Open leads (not Admitted or Closed, not erased, not merged away) whose own phone or e-mail, or
 * one of whose enquiries', is one of these: newest first.
 */
async function openLeadsSharing(trx: DB, phones: readonly string[], emailKeys: readonly string[]) {
  // One branch per index (leads.phone, leads.email_key, lead_enquiries.phone and lower(email)),
  // joined by UNION: an OR over them, with an import's 500 rows of each, made PostgreSQL scan.
  const branches = [
    ...(phones.length ? [trx.selectFrom("leads").select("id").where("phone", "in", phones)] : []),
    ...(emailKeys.length ? [trx.selectFrom("leads").select("id").where("email_key", "in", emailKeys)] : []),
    ...(phones.length ? [trx.selectFrom("lead_enquiries").select("lead_id as id").where("phone", "in", phones)] : []),
    ...(emailKeys.length
      ? [
          trx
            .selectFrom("lead_enquiries")
            .select("lead_id as id")
            .where(sql<string>`lower(email)`, "in", emailKeys),
        ]
      : []),
  ];
  const sharing = branches.slice(1).reduce((union, branch) => union.union(branch), branches[0]!);
  return (
    trx
      .selectFrom("leads")
      .select(["id", "assignee_id", "contact_withdrawn_at", "email_key"])
      .where("status", "not in", CLOSED_STATUSES)
      .where("erased_at", "is", null)
      .where("merged_into", "is", null)
      .where("id", "in", sharing)
      // No limit: a stranger who plants look-alikes of a phone must not push its real lead out of
      // the candidates (each still needs a matching phone or e-mail, and enquiries are rate-limited).
      .orderBy("id", "desc")
      .execute()
  );
}

/** Every phone and (lower-cased) e-mail each lead holds, on itself and on its enquiries. */
async function contactsOf(trx: DB, leadIds: number[]) {
  const [leads, enquiries] = await Promise.all([
    trx
      .selectFrom("leads")
      .select(["id as lead_id", "phone", "email_key as email"])
      .where("id", "in", leadIds)
      .execute(),
    trx
      .selectFrom("lead_enquiries")
      .select(["lead_id", "phone", sql<string | null>`lower(email)`.as("email")])
      .where("lead_id", "in", leadIds)
      .execute(),
  ]);
  const contacts = new Map<number, { phones: Set<string>; emails: Set<string> }>();
  for (const row of [...leads, ...enquiries]) {
    let known = contacts.get(row.lead_id);
    if (!known) contacts.set(row.lead_id, (known = { phones: new Set(), emails: new Set() }));
    if (row.phone) known.phones.add(row.phone);
    if (row.email) known.emails.add(row.email);
  }
  return contacts;
}
