import crypto from "node:crypto";
import { deleteEmail } from "#app/features/outbox/enqueue.server";
import { pathIn, type Locale } from "#app/utils/i18n/locale";
import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { purposeMac, sameMac } from "#app/utils/purpose-mac.server";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { enqueuePrivacyCode, privacyCodeEventKey } from "./privacy-code-email.server";
import { leadsOfPerson, personData, type PersonLead } from "#app/features/privacy/person-data.server";
import { withdrawConsent } from "#app/features/leads/consent-ledger.server";
import { erasePersonalData } from "#app/features/privacy/lead-erasure.server";
import type { RequestKind, RequestStatus } from "./request-schema";

/**
 * Rights requests (DPDP Act §§11–13, docs/privacy.md#rights-requests). A person proves who they
 * are with a one-time code sent to the e-mail on their enquiry; with only a phone number, the
 * request waits for staff to call them. Seeing their data happens at once; erasing and
 * withdrawing once they confirm on the page; a correction goes to staff. Every request is in the
 * owners' queue with its 90-day deadline and a log.
 */

const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_CODE_TRIES = 5;
/** How long after verifying the page may still erase or withdraw without a new code. */
const PROOF_TTL_MS = 30 * 60 * 1000;
/** Requests a contact may start in an hour: enough for a typo or a lost e-mail, too few to flood an inbox. */
const REQUESTS_PER_CONTACT_PER_HOUR = 3;
/**
 * Requests one connection (IP hash) may start in an hour: a family sharing a phone's connection
 * fits; a script sending code e-mails to address after address, or filling the owners' queue,
 * does not.
 */
const REQUESTS_PER_IP_PER_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;
/** The Rules' outer limit for an answer. */
const DEADLINE_DAYS = 90;

export interface RequestLinks {
  origin: string;
  secret: Buffer;
}

type LogEntry = { at: string; by: string; text: string };

const subjectOf = (id: number) => `privacy_request:${id}`;

const keyed = (secret: Buffer, purpose: string, value: string) =>
  purposeMac(secret, purpose, value).toString("base64url");

function appendLog(log: string, entry: LogEntry): string {
  return JSON.stringify([...(JSON.parse(log) as LogEntry[]), entry]);
}

/**
 * Stores a request and, for an e-mail, writes the code e-mail into the outbox. Returns its page's
 * id. Refused (429) past either hourly limit, per connection or per contact: each is counted and
 * the request stored in one serialised transaction, so parallel requests cannot all pass.
 */
export async function receiveRequest(
  db: DB,
  input: {
    kind: RequestKind;
    email: string;
    phone: string;
    details: string;
    ipHash: string;
    /** The language of the page the request was made on: its code's e-mail and page follow it. */
    language?: Locale;
  },
  links: RequestLinks,
): Promise<{ publicId: string }> {
  const publicId = crypto.randomBytes(16).toString("base64url");
  const at = now();
  const byEmail = Boolean(input.email);
  const contact = byEmail ? input.email.toLowerCase() : input.phone;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const locks = [`privacy-request:ip:${input.ipHash}`, `privacy-request:contact:${contact}`];
  await serialisedTransaction(db, locks, async (trx) => {
    await refuseOverLimits(trx, { ipHash: input.ipHash, contact });
    const leadIds = byEmail ? [] : await leadsOfPerson(trx, { phone: input.phone });
    const row = await trx
      .insertInto("privacy_requests")
      .values({
        public_id: publicId,
        kind: input.kind,
        channel: byEmail ? "email" : "phone",
        contact,
        details: input.details || null,
        ip_hash: input.ipHash,
        status: (byEmail ? "awaiting_code" : "verify_by_phone") satisfies RequestStatus,
        code_hash: byEmail ? keyed(links.secret, "privacy-code", `${publicId}:${code}`) : null,
        code_expires_at: byEmail ? new Date(Date.now() + CODE_TTL_MS).toISOString() : null,
        lead_ids: JSON.stringify(leadIds),
        log: JSON.stringify([
          {
            at,
            by: "requester",
            text: byEmail ? "Request received; code sent by e-mail" : "Request received; verify by phone",
          },
        ] satisfies LogEntry[]),
        due_at: new Date(Date.now() + DEADLINE_DAYS * 24 * 60 * 60 * 1000).toISOString(),
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (byEmail) {
      await enqueuePrivacyCode(trx, {
        requestId: row.id,
        to: contact,
        code,
        // The request's page in the language it was made in; the code's e-mail follows it.
        pageUrl: new URL(pathIn(input.language ?? "en", `/privacy/request/${publicId}`), links.origin).toString(),
      });
    }
    await recordAudit(trx, {
      actor: null,
      action: "privacy_request.received",
      subject: subjectOf(row.id),
      details: { kind: input.kind, channel: byEmail ? "email" : "phone" },
    });
  });
  return { publicId };
}

/**
 * The two hourly limits, counted in the caller's serialised transaction (its locks name this
 * connection and this contact). Nobody can make the site e-mail an address over and over, and one
 * connection cannot send codes to address after address or flood the owners' queue.
 */
async function refuseOverLimits(trx: DB, request: { ipHash: string; contact: string }): Promise<void> {
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  const recent = (column: "ip_hash" | "contact", value: string) =>
    trx
      .selectFrom("privacy_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column, "=", value)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  if ((await recent("ip_hash", request.ipHash)) >= REQUESTS_PER_IP_PER_HOUR) {
    throw new Refusal({ code: "rights.too_many_from_connection" }, { status: 429 });
  }
  if ((await recent("contact", request.contact)) >= REQUESTS_PER_CONTACT_PER_HOUR) {
    throw new Refusal({ code: "rights.too_many_for_contact" }, { status: 429 });
  }
}

export async function requestByPublicId(db: DB, publicId: string) {
  if (!/^[A-Za-z0-9_-]{22}$/.test(publicId)) return undefined;
  return db.selectFrom("privacy_requests").selectAll().where("public_id", "=", publicId).executeTakeFirst();
}
export type PrivacyRequest = NonNullable<Awaited<ReturnType<typeof requestByPublicId>>>;

/** What verifying a code found: the request, what we hold, and the proof that lets the page act on it. */
export interface Verified {
  request: PrivacyRequest;
  data: PersonLead[];
  proof: string;
}

/**
 * Checks a code. A right code verifies the request and finds the person's leads by the e-mail;
 * a request to see their data is answered there and then. Wrong codes count; five end the request.
 */
export async function verifyCode(db: DB, publicId: string, code: string, secret: Buffer): Promise<Verified> {
  const request = await requestByPublicId(db, publicId);
  if (!request) throw new Refusal({ code: "rights.not_there" }, { status: 404 });
  if (request.status !== "awaiting_code") throw new Refusal({ code: "rights.verified" });
  if (!request.code_expires_at || request.code_expires_at < new Date().toISOString())
    throw new Refusal({ code: "rights.code_expired" });
  // Each try is counted before the code is compared, in one conditional update: parallel
  // guesses each take a try of their own, so no more than five are ever compared.
  const took = await db
    .updateTable("privacy_requests")
    .set((eb) => ({ code_attempts: eb("code_attempts", "+", 1) }))
    .where("id", "=", request.id)
    .where("status", "=", "awaiting_code")
    .where("code_attempts", "<", MAX_CODE_TRIES)
    .executeTakeFirst();
  if (Number(took.numUpdatedRows) === 0) throw new Refusal({ code: "rights.too_many_codes" });
  if (!sameMac(keyed(secret, "privacy-code", `${publicId}:${code}`), request.code_hash ?? "")) {
    const { code_attempts: tries } = await db
      .selectFrom("privacy_requests")
      .select("code_attempts")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    const left = Math.max(0, MAX_CODE_TRIES - tries);
    throw new Refusal(left > 0 ? { code: "rights.tries_left", tries: left } : { code: "rights.too_many_codes" });
  }
  return db.transaction().execute(async (trx) => {
    const at = now();
    const leadIds = await leadsOfPerson(trx, { email: request.contact });
    const answered = request.kind === "access";
    const status: RequestStatus = answered ? "done" : "open";
    let log = appendLog(request.log, { at, by: "requester", text: "Verified with the e-mail code" });
    if (answered)
      log = appendLog(log, { at, by: "requester", text: `Shown the data of ${leadIds.length} enquiry record(s)` });
    // Only from "awaiting_code": the same code sent twice at once verifies once.
    const updated = await trx
      .updateTable("privacy_requests")
      .set({
        status,
        verified_at: at,
        code_hash: null,
        lead_ids: JSON.stringify(leadIds),
        log,
        closed_at: answered ? at : null,
      })
      .where("id", "=", request.id)
      .where("status", "=", "awaiting_code")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new Refusal({ code: "rights.verified" });
    // The code is spent: its e-mail leaves the outbox.
    await deleteEmail(trx, privacyCodeEventKey(request.id));
    await recordAudit(trx, {
      actor: null,
      action: answered ? "privacy_request.answered" : "privacy_request.verified",
      subject: subjectOf(request.id),
      details: { kind: request.kind, leads: leadIds },
    });
    const verified = { ...request, status, verified_at: at, lead_ids: JSON.stringify(leadIds), log };
    return {
      request: verified,
      data: await personData(trx, leadIds, { email: request.contact }),
      proof: proofFor(secret, verified),
    };
  });
}

/** The page's proof that this browser verified the request just now: good for half an hour. */
function proofFor(secret: Buffer, request: { public_id: string; verified_at: string | null }): string {
  return keyed(secret, "privacy-proof", `${request.public_id}:${request.verified_at}`);
}

function checkProof(secret: Buffer, request: PrivacyRequest, proof: string): void {
  const fresh = request.verified_at && Date.now() - Date.parse(request.verified_at) < PROOF_TTL_MS;
  if (!fresh || !sameMac(proofFor(secret, request), proof)) throw new Refusal({ code: "rights.page_expired" });
}

/**
 * Carries out a verified erasure or withdrawal that the person confirmed on the page, and
 * closes the request. Erasure anonymises each of their leads (features/privacy/lead-erasure.server.ts).
 */
export async function carryOutRequest(
  db: DB,
  input: { publicId: string; proof: string; choice?: "updates" | "contact" },
  secret: Buffer,
): Promise<{ kind: RequestKind; records: number }> {
  return db.transaction().execute(async (trx) => {
    const request = await requestByPublicId(trx, input.publicId);
    if (!request) throw new Refusal({ code: "rights.not_there" }, { status: 404 });
    if (request.status !== "open" || (request.kind !== "erase" && request.kind !== "withdraw"))
      throw new Refusal({ code: "rights.completed" });
    checkProof(secret, request, input.proof);
    const done = await applyRequest(trx, request, { choice: input.choice ?? "updates", actor: null });
    return { kind: request.kind, records: done };
  });
}

/**
 * Erases or withdraws, then closes the request. An erasure takes every enquiry of the person,
 * found afresh by the contact they proved (features/privacy/lead-erasure.server.ts), and with it
 * this request's and their earlier requests' contact; a withdrawal acts on the request's leads.
 */
async function applyRequest(
  trx: DB,
  request: PrivacyRequest,
  input: { choice: "updates" | "contact"; actor: { id: number; name: string } | null },
): Promise<number> {
  const leadIds = JSON.parse(request.lead_ids) as number[];
  const at = now();
  // Closed first, and only if still open: the same button pressed twice carries it out once.
  const claimed = await trx
    .updateTable("privacy_requests")
    .set({ status: "done", closed_at: at })
    .where("id", "=", request.id)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new Refusal({ code: "rights.completed" });
  let text: string;
  let count: number;
  if (request.kind === "erase") {
    const person = request.channel === "email" ? { email: request.contact } : { phone: request.contact };
    const erased = await erasePersonalData(trx, { person }, { reason: "request", actorId: input.actor?.id ?? null });
    count = erased.enquiries;
    text = `Erased ${count} enquiry record(s)`;
  } else {
    for (const leadId of leadIds)
      await withdrawConsent(trx, leadId, {
        purposes: [input.choice],
        source: "rights-request",
        actorId: input.actor?.id ?? null,
      });
    count = leadIds.length;
    text = input.choice === "contact" ? "Withdrew all contact" : "Withdrew updates";
  }
  await trx
    .updateTable("privacy_requests")
    .set({ log: appendLog(request.log, { at, by: input.actor?.name ?? "requester", text }) })
    .where("id", "=", request.id)
    .execute();
  return count;
}

/** Requests on one page of the owners' queue. */
const QUEUE_PAGE_SIZE = 25;
const CLOSED_STATUSES: readonly RequestStatus[] = ["done", "rejected"];

/**
 * The owners' queue, a page at a time: open requests first by deadline, then closed ones, newest
 * first. Requests still waiting for their e-mailed code are left out unless asked for: nobody has
 * shown they are the person yet, anyone can start one, and the retention job drops them after a
 * day. `waiting` counts them, for the link that shows them.
 */
export async function listRequests(db: DB, options: { page?: number; withUnverified?: boolean } = {}) {
  const shown = () =>
    db
      .selectFrom("privacy_requests")
      .$if(!options.withUnverified, (qb) => qb.where("status", "!=", "awaiting_code" satisfies RequestStatus));
  const total = await shown()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const waiting = await db
    .selectFrom("privacy_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "awaiting_code" satisfies RequestStatus)
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(total.n) / QUEUE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1)), pageCount);
  const closed = sql.join(CLOSED_STATUSES.map((status) => sql.lit(status)));
  const rows = await shown()
    .selectAll()
    .orderBy(sql`case when status in (${closed}) then 1 else 0 end`)
    .orderBy(sql`case when status in (${closed}) then '' else due_at end`)
    // Open ones due together: the older first; closed ones: the newest first.
    .orderBy(sql`case when status in (${closed}) then id else -id end`, "desc")
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE)
    .execute();
  return {
    requests: rows.map((row) => ({
      ...row,
      lead_ids: JSON.parse(row.lead_ids) as number[],
      log: JSON.parse(row.log) as LogEntry[],
    })),
    page,
    pageCount,
    waiting: Number(waiting.n),
  };
}

export type StaffRequestAction = "verified_by_phone" | "carry_out" | "done" | "rejected";

/**
 * What an owner does with a request: record that a phone-only requester was verified by a call
 * (which finds their leads), carry out an erasure or withdrawal, or close it as done or
 * rejected. Each step goes into the request's log and the audit log.
 */
export async function updateRequest(
  db: DB,
  input: { id: number; action: StaffRequestAction; note: string; choice?: "updates" | "contact" },
  actor: { id: number; name: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom("privacy_requests").selectAll().where("id", "=", input.id).executeTakeFirst();
    if (!request) throw new Refusal({ code: "rights.staff_not_there" }, { status: 404 });
    if (request.status === "done" || request.status === "rejected") throw new Refusal({ code: "rights.closed" });
    const at = now();
    const note = input.note ? `: ${input.note}` : "";
    let message: string;
    if (input.action === "verified_by_phone") {
      if (request.status !== "verify_by_phone") throw new Refusal({ code: "rights.not_waiting_for_call" });
      const leadIds = await leadsOfPerson(trx, { phone: request.contact });
      const verifying = await trx
        .updateTable("privacy_requests")
        .set({
          status: "open",
          verified_at: at,
          lead_ids: JSON.stringify(leadIds),
          log: appendLog(request.log, { at, by: actor.name, text: `Verified by phone${note}` }),
        })
        .where("id", "=", request.id)
        .where("status", "=", "verify_by_phone")
        .executeTakeFirst();
      if (Number(verifying.numUpdatedRows) === 0) throw new Refusal({ code: "rights.verified_already" });
      message = `Verified. ${leadIds.length} enquiry record(s) found for this number.`;
    } else if (input.action === "carry_out") {
      if (request.status !== "open") throw new Refusal({ code: "rights.verify_first" });
      if (request.kind !== "erase" && request.kind !== "withdraw")
        throw new Refusal({ code: "rights.not_carried_out_here" });
      const count = await applyRequest(trx, request, { choice: input.choice ?? "updates", actor });
      message =
        request.kind === "erase"
          ? `Erased ${count} enquiry record(s). The request is closed.`
          : "Withdrawn. The request is closed.";
    } else {
      const closing = await trx
        .updateTable("privacy_requests")
        .set({
          status: input.action,
          closed_at: at,
          log: appendLog(request.log, {
            at,
            by: actor.name,
            text: `${input.action === "done" ? "Closed as done" : "Rejected"}${note}`,
          }),
        })
        .where("id", "=", request.id)
        .where("status", "not in", ["done", "rejected"])
        .executeTakeFirst();
      if (Number(closing.numUpdatedRows) === 0) throw new Refusal({ code: "rights.closed" });
      message = input.action === "done" ? "The request is closed." : "The request is rejected.";
    }
    await recordAudit(trx, {
      actor,
      action: "privacy_request.updated",
      subject: subjectOf(request.id),
      details: { step: input.action },
    });
    return message;
  });
}
