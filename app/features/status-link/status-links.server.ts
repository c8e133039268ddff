import { studentEn } from "#app/utils/i18n/en/student";
import crypto from "node:crypto";
import { messagesFor } from "#app/utils/i18n/messages";
import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { mayCall } from "#app/features/leads/lead-contact";
import { contactAddress, mailRecipients, MAIL_CONTACTS, type MailContact } from "#app/features/leads/lead-recipients";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { touchLead } from "#app/features/leads/lead-work.server";
import { enqueueStatusLinkEmail } from "./status-link-email.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { now } from "#app/utils/clock";
import { formatIndiaDayIn, indiaDay } from "#app/utils/india-time";
import { hitRateLimits, type RateLimit } from "#app/utils/rate-limit.server";
import { Refusal } from "#app/utils/refusal";
import { tokenDigest } from "#app/utils/token-digest.server";
import { applicationLabel, type ApplicationStatus } from "#app/features/admissions/application-schema";
import { stepKindLabel, stepWhen, type StepKind } from "#app/features/admissions/application-step-schema";
import { leadSteps } from "#app/features/admissions/application-steps.server";
import { leadApplications, workableLead, type Viewer } from "#app/features/admissions/applications.server";
import {
  leadDocuments,
  missingDocuments,
  uploadDocument,
  type MissingDocument,
} from "#app/features/admissions/documents.server";
import {
  leadPayments,
  leadReceipt,
  receiptIssuer,
  type Receipt,
  type ReceiptIssuer,
} from "#app/features/admissions/payments.server";
import { firstName } from "#app/utils/first-name";
import { daysAway, MAX_ACTIVE_STATUS_LINKS, STATUS_LINK_DAYS, statusTone } from "./status-link-schema";
import { linksWithLead } from "./status-link-content.server";
import { STATUS_TOKEN, statusLinkToken, statusLinkUrl } from "./status-link-token.server";
import { stepEndsAt } from "#app/features/admissions/step-reminders";

/**
 * The student's status link (docs/decisions/049-status-link.md): `/status/<token>`, a page the
 * student and their parents open without signing in, showing the applications, their status in
 * plain words and the steps ahead. Sent by e-mail through the outbox (in the link's transaction)
 * and shown once to the counsellor to send on WhatsApp; it works for 30 days, can be revoked, and
 * a new one leaves the older ones working (a parent may hold one). Only while the student may be
 * contacted (lead-contact.ts).
 */

/** Opening status pages from one address: enough for a family, not for guessing or scraping. */
export const STATUS_PAGE_PER_ADDRESS: RateLimit = { limit: 30, windowMs: 10 * 60_000 };
/** Opening one link, from anywhere: a link posted somewhere public can't be read without end. */
export const STATUS_PAGE_PER_LINK: RateLimit = { limit: 60, windowMs: 60 * 60_000 };
/** Uploads through one link: a family's documents in a sitting, not a way to fill the database. */
export const STATUS_UPLOADS_PER_LINK: RateLimit = { limit: 20, windowMs: 60 * 60_000 };

const DAY_MS = 86_400_000;

/** A lead's links that still work (not revoked, not ended), newest first, as its page lists them. */
export async function activeStatusLinks(db: DB, leadId: number, at = new Date(now())) {
  return db
    .selectFrom("status_links")
    .leftJoin("admins", "admins.id", "status_links.sent_by")
    .select([
      "status_links.id",
      "status_links.created_at",
      "status_links.expires_at",
      "status_links.emailed",
      "status_links.opened_on",
      "admins.name as sent_by_name",
    ])
    .where("status_links.lead_id", "=", leadId)
    .where("status_links.revoked_at", "is", null)
    .where("status_links.expires_at", ">", at.toISOString())
    .orderBy("status_links.id", "desc")
    .execute();
}

/** What the counsellor is shown once, right after sending: the link itself and a WhatsApp message with it. */
export interface SentStatusLink {
  url: string;
  whatsApp: string | null;
  /** The addresses it was e-mailed to ("a@x.in and b@y.in"), or null. */
  emailedTo: string | null;
  /** The lead has an address, but e-mail to it is off (lead-contact.ts mayEmail): not e-mailed. */
  emailOff: boolean;
  expiresAt: string;
}

/**
 * Makes a new status link for the lead, e-mails it to the student when the lead has an e-mail
 * that may be written to now, and answers with the link and a WhatsApp message carrying it (shown
 * once: only its hash and salt are kept). Refused while the student may not be contacted, and
 * past MAX_ACTIVE_STATUS_LINKS links working at once.
 */
export async function sendStatusLink(
  db: DB,
  input: { leadId: number; secret: Buffer; origin: string; to?: MailContact | "both" },
  viewer: Viewer,
): Promise<SentStatusLink> {
  const only = !input.to || input.to === "both" ? MAIL_CONTACTS : [input.to];
  return serialisedTransaction(db, [`status-links:lead:${input.leadId}`], async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    if (!mayCall(lead)) throw new Refusal({ code: "status_links.no_contact" });
    const at = now();
    const active = await activeStatusLinks(trx, lead.id, new Date(at));
    if (active.length >= MAX_ACTIVE_STATUS_LINKS) {
      throw new Refusal({ code: "status_links.too_many", max: MAX_ACTIVE_STATUS_LINKS });
    }
    const salt = crypto.randomBytes(32).toString("base64url");
    const token = statusLinkToken(input.secret, salt);
    const expiresAt = new Date(Date.parse(at) + STATUS_LINK_DAYS * DAY_MS).toISOString();
    // E-mail only while it is open (lead-contact.ts): after a withdrawal, an enquiry by phone opens
    // a call and WhatsApp about it, not the address the person withdrew (ADR 062).
    // To each contact chosen who may be e-mailed now (lead-recipients.ts).
    const recipients = mailRecipients(lead, only);
    const emailedTo = recipients.map((recipient) => recipient.to).join(" and ") || null;
    const { id } = await trx
      .insertInto("status_links")
      .values({
        lead_id: lead.id,
        salt,
        token_hash: tokenDigest(token),
        sent_by: viewer.id,
        emailed: emailedTo ? 1 : 0,
        created_at: at,
        expires_at: expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (emailedTo) {
      await enqueueStatusLinkEmail(trx, {
        linkId: id,
        leadId: lead.id,
        contacts: recipients.map((recipient) => recipient.contact),
      });
    }
    await touchLead(trx, lead.id, at);
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "status_link_sent",
      actorId: viewer.id,
      at,
      data: {
        linkId: id,
        emailed: Boolean(emailedTo),
        to: recipients.map((recipient) => recipient.contact),
        until: expiresAt,
      },
    });
    // The page and the message in the lead's language: the one the student wrote to us in.
    const language = lead.language === "hi" ? "hi" : "en";
    const url = statusLinkUrl(input.origin, token, language);
    const { brandName } = await getSiteSettings(trx);
    const text = messagesFor(language).emails.statusLink.whatsApp(
      firstName(lead.name) ?? "",
      brandName,
      url,
      formatIndiaDayIn(language, indiaDay(expiresAt)),
    );
    return {
      url,
      // The lead's phone is 10 Indian digits; wa.me takes it with the country code.
      whatsApp: lead.phone ? `https://wa.me/91${lead.phone}?text=${encodeURIComponent(text)}` : null,
      emailedTo,
      emailOff: !emailedTo && only.some((contact) => contactAddress(lead, contact)),
      expiresAt,
    };
  });
}

/** Revokes one of the lead's links: its page answers 404 from now on, and its e-mail, if not gone yet, is not sent. */
export async function revokeStatusLink(
  db: DB,
  input: { leadId: number; linkId: number },
  viewer: Viewer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const at = now();
    const result = await trx
      .updateTable("status_links")
      .set({ revoked_at: at })
      .where("id", "=", input.linkId)
      .where("lead_id", "=", lead.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new Refusal({ code: "status_links.not_there" }, { status: 404 });
    }
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "status_link_revoked",
      actorId: viewer.id,
      at,
      data: { linkId: input.linkId },
    });
  });
}

/** The status page as its student and parents see it. */
export interface StatusPage {
  firstName: string | null;
  counsellor: string | null;
  expiresAt: string;
  /** `status` and `meaning` in English words; `statusKey` the status itself, for a page in another language. */
  applications: {
    id: number;
    name: string;
    status: string;
    statusKey: ApplicationStatus;
    tone: ReturnType<typeof statusTone>;
    meaning: string;
  }[];
  /** `what`, `when` and `away` in English words; the step's kind, note, day and time, for a page in another language. */
  nextSteps: {
    id: number;
    what: string;
    application: string;
    when: string;
    away: string;
    kind: StepKind;
    note: string;
    onDate: string;
    atTime: string | null;
  }[];
  /** The documents still needed (issue 24, part 3), each with its upload form on the page. */
  documents: MissingDocument[];
  /** The document just uploaded from the page (the address names it), now on file; null when none. */
  uploaded: { documentId: number; name: string } | null;
  /** The fees paid, oldest first, each with its receipt number (issue 44). */
  payments: { id: number; receiptNumber: string; amountPaise: number; paidOn: string; application: string | null }[];
  contact: { phone: string; whatsappNumber: string };
}

/** The steps the page lists at most: what is coming, not the whole season. */
const MAX_STEPS = 12;

/**
 * Opens the page a token names: counted against the address's and the link's limits first (a
 * refusal says when to try again), then undefined for anything that is not a working link
 * (malformed, unknown, revoked, ended, or the lead erased), which the route answers with the
 * site's 404. The first opening of an India day is on the lead's timeline.
 */
export async function openStatusPage(
  db: DB,
  input: { token: string; ipHash: string; uploadedDocumentId?: number },
  at = new Date(now()),
): Promise<StatusPage | { retryAfterSeconds: number } | undefined> {
  const gate = await passGate(db, input, "page", at);
  if (!gate || "retryAfterSeconds" in gate) return gate;
  const { digest } = gate;
  const link = await workingLink(db, digest, at);
  if (!link) return undefined;
  await recordOpened(db, link, at);
  const today = indiaDay(at);
  // Independent reads: on PostgreSQL they go out together.
  const [applications, allSteps, documents, payments, settings, uploaded] = await Promise.all([
    leadApplications(db, link.lead_id),
    leadSteps(db, link.lead_id),
    missingDocuments(db, link.lead_id),
    leadPayments(db, link.lead_id),
    getSiteSettings(db),
    input.uploadedDocumentId ? uploadedDocument(db, link.lead_id, input.uploadedDocumentId) : null,
  ]);
  const named = new Map(applications.map((application) => [application.id, applicationLabel(application)]));
  // What is coming: a step staff marked done is behind the student, whatever its date.
  const steps = allSteps.filter((step) => !step.done_at && stepEndsAt(step) > at.toISOString());
  return {
    firstName: firstName(link.name),
    counsellor: firstName(link.counsellor),
    expiresAt: link.expires_at,
    applications: applications.map((application) => {
      const words = studentEn.status.statuses[application.status];
      return {
        id: application.id,
        name: applicationLabel(application),
        status: words?.label ?? application.status,
        statusKey: application.status,
        tone: statusTone(application.status),
        meaning: words?.meaning ?? "",
      };
    }),
    nextSteps: steps.slice(0, MAX_STEPS).map((step) => ({
      id: step.id,
      what: stepKindLabel(step),
      application: named.get(step.application_id) ?? "",
      when: stepWhen(step),
      away: daysAway(step.on_date, today),
      kind: step.kind,
      note: step.note,
      onDate: step.on_date,
      atTime: step.at_time,
    })),
    documents,
    uploaded,
    // The fees paid, each with the receipt number a parent can quote and its receipt's page (openStatusReceipt).
    payments: payments.map((payment) => ({
      id: payment.id,
      receiptNumber: payment.receipt_number,
      amountPaise: payment.amount_paise,
      paidOn: payment.paid_on,
      application: payment.application,
    })),
    contact: { phone: settings.phone, whatsappNumber: settings.whatsappNumber },
  };
}

/** A document of the lead's that has its file now (the upload's thank-you names it); null otherwise. */
async function uploadedDocument(db: DB, leadId: number, documentId: number) {
  const item = (await leadDocuments(db, leadId)).find((row) => row.id === documentId && row.file_id !== null);
  return item ? { documentId: item.id, name: item.name } : null;
}

/**
 * One receipt of the link's lead (issue 44, ADR 083): the same gate as the page (counted against
 * the same limits, a wait when one is reached), and undefined, the site's 404, for a link that
 * does not work or a payment that is not its lead's.
 */
export async function openStatusReceipt(
  db: DB,
  input: { token: string; ipHash: string; paymentId: number },
  at = new Date(now()),
): Promise<{ receipt: Receipt; issuer: ReceiptIssuer } | { retryAfterSeconds: number } | undefined> {
  const gate = await passGate(db, input, "page", at);
  if (!gate || "retryAfterSeconds" in gate) return gate;
  const link = await workingLink(db, gate.digest, at);
  const receipt = link ? await leadReceipt(db, link.lead_id, input.paymentId) : undefined;
  return receipt ? { receipt, issuer: await receiptIssuer(db) } : undefined;
}

/**
 * Every request to a status page, a view or an upload, counts against the address's limit and
 * then its link's (a refusal says when to try again); undefined for a token that is not even
 * well formed, which is looked up nowhere.
 */
async function passGate(
  db: DB,
  input: { token: string; ipHash: string },
  what: "page" | "upload",
  at: Date,
): Promise<{ digest: string } | { retryAfterSeconds: number } | undefined> {
  const digest = STATUS_TOKEN.test(input.token) ? tokenDigest(input.token) : undefined;
  const perLink = what === "page" ? STATUS_PAGE_PER_LINK : STATUS_UPLOADS_PER_LINK;
  const limited = await hitRateLimits(
    db,
    [
      { bucket: `status:ip:${input.ipHash}`, rule: STATUS_PAGE_PER_ADDRESS },
      ...(digest
        ? [{ bucket: `status:${what === "page" ? "link" : "upload"}:${digest.slice(0, 32)}`, rule: perLink }]
        : []),
    ],
    at,
  );
  if (!limited.ok) return { retryAfterSeconds: limited.retryAfterSeconds };
  return digest ? { digest } : undefined;
}

/** The link a token's hash names, while it works (not revoked, not ended, its lead not erased or merged away). */
function workingLink(db: DB, digest: string, at: Date) {
  return linksWithLead(db)
    .select([
      "status_links.id",
      "status_links.lead_id",
      "status_links.expires_at",
      "status_links.opened_on",
      "leads.name",
      "admins.name as counsellor",
    ])
    .where("status_links.token_hash", "=", digest)
    .where("status_links.revoked_at", "is", null)
    .where("status_links.expires_at", ">", at.toISOString())
    .where("leads.erased_at", "is", null)
    .where("leads.merged_into", "is", null)
    .executeTakeFirst();
}

/** Where an upload from a status page goes: the lead of a working link. */
export interface StatusUploadTarget {
  leadId: number;
}

/**
 * Whether a status page may take an upload, decided before its body is read: the post counts
 * against the address's limit and the link's upload limit, and the link must work. Undefined when
 * it does not (the route's 404), a wait when a limit is reached.
 */
export async function statusUploadTarget(
  db: DB,
  input: { token: string; ipHash: string },
  at = new Date(now()),
): Promise<StatusUploadTarget | { retryAfterSeconds: number } | undefined> {
  const gate = await passGate(db, input, "upload", at);
  if (!gate || "retryAfterSeconds" in gate) return gate;
  const link = await workingLink(db, gate.digest, at);
  return link ? { leadId: link.lead_id } : undefined;
}

/**
 * A document uploaded from the status page by the student or a parent (issue 24, parts 3 and 4):
 * the same checks as a staff upload (documents.server.ts uploadDocument), on an item of the link's
 * own lead (statusUploadTarget); the counsellor is told through the outbox and the timeline shows
 * it. A refused file, or a document not on this lead's list (a 404), is a Refusal.
 */
export async function uploadFromStatusPage(
  db: DB,
  target: StatusUploadTarget,
  file: { documentId: number; fileName: string; bytes: Uint8Array },
): Promise<void> {
  await uploadDocument(db, { leadId: target.leadId, ...file, uploadedBy: { kind: "student" } });
}

/**
 * "Status page opened" on the timeline, at most once per link per India day: the day is written on
 * the link first, and only the request whose write changed it adds the event, on any process.
 * (A mail scanner that opens links counts as an opening too.)
 */
async function recordOpened(db: DB, link: { id: number; lead_id: number; opened_on: string | null }, at: Date) {
  const today = indiaDay(at);
  if (link.opened_on === today) return;
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("status_links")
      .set({ opened_on: today })
      .where("id", "=", link.id)
      .where((eb) => eb.or([eb("opened_on", "is", null), eb("opened_on", "!=", today)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    await addLeadEvent(trx, {
      leadId: link.lead_id,
      kind: "status_page_opened",
      at: at.toISOString(),
      data: { linkId: link.id },
    });
  });
}
