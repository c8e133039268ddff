import type { Generated, Selectable } from "kysely";
import type {
  AccreditationBody,
  ApplicationStatus,
  ConsentState,
  DocumentStatus,
  ImportState,
  LeadEventKind,
  LeadStatus,
  NirfCategory,
  OutboxStatus,
  PaymentMode,
  RequestKind,
  RequestStatus,
  SeatCategory,
  SeatPool,
  SeatQuota,
  SessionStatus,
  StaffRole,
  StepKind,
} from "./column-values";

/**
 * Table types for Kysely. Names are spelt correctly here; the spec's spellings
 * (catagory_name, ...) live only in the API adapter.
 *
 * A status, kind or state column is typed by its values' union (column-values.ts); the database
 * keeps it as text. tests/integration/schema-types.test.ts checks these types against the migrated
 * tables: their names, their columns, and which may be null.
 *
 * Conventions, identical on SQLite and PostgreSQL:
 * - timestamps are ISO 8601 UTC strings (`new Date().toISOString()`), so they sort as text
 *   and read back the same on both engines;
 * - booleans are integers 0/1;
 * - money is whole rupees in an integer column (fees in the catalogue), or paise where a rupee is
 *   split (payments and commissions: `*_paise`).
 */

interface CategoriesTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

interface CollegesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  logo_path: string | null;
  location: string;
  address: string;
  cities: string;
  state: string;
  university: string;
  verified_by: string;
  website: string;
  study_mode: string;
  category_id: number | null;
  about: string;
  ranking: string;
  admission: string;
  placement: string;
  fee_structure: string;
  courses_overview: string;
  hostel: string;
  campus: string;
  /** The descriptive fields in Hindi, for the college's Hindi page; null: none yet (English shown). */
  about_hi: string | null;
  ranking_hi: string | null;
  admission_hi: string | null;
  placement_hi: string | null;
  fee_structure_hi: string | null;
  courses_overview_hi: string | null;
  hostel_hi: string | null;
  campus_hi: string | null;
  /** Comma-separated short names and aliases students type ("IIT Bombay, IITB"); searched like the name. */
  short_names: Generated<string>;
  /** 1 when fees and rankings are indicative sample data (the demo catalogue). */
  is_sample_data: Generated<number>;
  view_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface BranchesTable {
  id: Generated<number>;
  college_id: number;
  name: string;
  created_at: string;
}

interface CoursesTable {
  id: Generated<number>;
  college_id: number;
  name: string;
  duration: string;
  fee_inr: number;
  semesters: number;
  is_sample_data: Generated<number>;
  created_at: string;
}

interface ExamsTable {
  id: Generated<number>;
  name: string;
  /** YYYY-MM-DD */
  exam_date: string;
  category_id: number;
  created_at: string;
  /** The exam's windows, India days (YYYY-MM-DD), null until known (docs/decisions/088-exam-windows-and-facts-in-compare.md). */
  registration_opens: string | null;
  registration_closes: string | null;
  admit_card_date: string | null;
  /** The exam's last day; `exam_date` is its first. Null: one day. */
  exam_last_date: string | null;
  result_date: string | null;
  /** The conducting body's site, https only. */
  official_site: string | null;
  /** 1: the demo's sample dates; staff's edit clears it. */
  is_sample: Generated<number>;
}

/** Which entrance exams a college accepts. */
interface CollegeExamsTable {
  college_id: number;
  exam_id: number;
}

interface PlacementCompaniesTable {
  id: Generated<number>;
  college_id: number;
  company_name: string;
  created_at: string;
}

/*
 * The facts students compare on (features/college-facts, issue 46): each row names its source
 * ("NIRF 2026", "JoSAA 2026") and its year, and is_sample is 1 for the demo catalogue's made-up
 * figures. No lead id: erasure does not touch them. Deleting a college deletes its facts.
 */

/** A college's NIRF rank in one of NIRF's lists for one year: a rank, or a band ("101-150") past the ranked ones. */
interface NirfRankingsTable {
  id: Generated<number>;
  college_id: number;
  category: NirfCategory;
  year: number;
  /** Null when NIRF gives a band only. */
  rank: number | null;
  /** "101-150"; null when NIRF gives a rank. */
  rank_band: string | null;
  source: string;
  is_sample: Generated<number>;
  created_at: string;
}

/** NAAC's grade of the institution (one cycle) or NBA's accreditation of one programme. */
interface CollegeAccreditationsTable {
  id: Generated<number>;
  college_id: number;
  body: AccreditationBody;
  /** NAAC's grade ("A++"); null for NBA. */
  grade: string | null;
  /** NAAC's cycle (1, 2, 3…); null for NBA. */
  cycle: number | null;
  /** NBA's accredited programme ("B.Tech Civil Engineering"); null for NAAC. */
  programme: string | null;
  /** YYYY-MM-DD, the last day the accreditation holds; null when not known. */
  valid_until: string | null;
  /** The year it was awarded. */
  year: number;
  source: string;
  is_sample: Generated<number>;
  created_at: string;
}

/** Sanctioned seats of one course or branch in one year's admissions. */
interface CollegeIntakeTable {
  id: Generated<number>;
  college_id: number;
  /** The course or branch, as the college names it. */
  programme: string;
  year: number;
  seats: number;
  source: string;
  is_sample: Generated<number>;
  created_at: string;
}

/** One programme's placements in one year (the batch graduating that year). Packages in whole rupees per annum. */
interface CollegePlacementStatsTable {
  id: Generated<number>;
  college_id: number;
  programme: string;
  year: number;
  students_eligible: number;
  students_placed: number;
  median_package_inr: number | null;
  highest_package_inr: number | null;
  source: string;
  is_sample: Generated<number>;
  created_at: string;
}

/**
 * The opening and closing rank of one seat (exam, year, round, branch, category, quota, pool) at a
 * college: JoSAA's table, a state counselling's or a management quota's. Ranks are the exam's
 * rank list for that category (a category rank for reserved seats, as JoSAA publishes them).
 */
interface CutoffsTable {
  id: Generated<number>;
  college_id: number;
  /** The exam whose ranks these are, without a year: "JEE Advanced", "JEE Main", "NEET UG". */
  exam: string;
  year: number;
  round: number;
  /** The course or branch as the counselling body names it. */
  branch: string;
  category: SeatCategory;
  quota: SeatQuota;
  pool: SeatPool;
  opening_rank: number;
  closing_rank: number;
  source: string;
  is_sample: Generated<number>;
  created_at: string;
}

/** One row (id 1) whose version goes up, by trigger, whenever a public page's content changes. */
interface ContentVersionTable {
  id: number;
  version: number;
}

interface AdminsTable {
  id: Generated<number>;
  name: string;
  /** Stored lower-cased; unique. */
  email: string;
  mobile: string;
  password_hash: string;
  /** "owner" runs the site; "counsellor" works the leads assigned to them (features/admins/roles.ts). */
  role: Generated<string>;
  /** 1 while the person takes new leads; 0 keeps their account but stops round-robin assignment. */
  active: Generated<number>;
  /** Round-robin's counter: the turn this counsellor last got a lead (null: never); the lowest is next. */
  assignment_turn: number | null;
  created_at: string;
  /** When they last signed in (the team list shows it); null: never. */
  last_signed_in_at: string | null;
  /** Set when an owner deactivates them: no sign-in, no sessions, no leads (features/team). */
  deactivated_at: string | null;
}

/**
 * An owner's invitation to a colleague (features/team, docs/decisions/074-staff-invitations.md):
 * its link sets the colleague's password once, within 72 hours. The token is derived from the
 * server's secret and `salt`; only its SHA-256 is kept.
 */
interface StaffInvitationsTable {
  id: Generated<number>;
  name: string;
  /** Stored lower-cased. */
  email: string;
  role: StaffRole;
  salt: string;
  token_hash: string;
  /** The owner who sent it; null once they are removed. */
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  /** When the link set the password; the account made then is `admin_id`. */
  accepted_at: string | null;
  admin_id: number | null;
  /** When a newer invitation to the same address replaced it. */
  revoked_at: string | null;
}

interface AdminSessionsTable {
  /** SHA-256 of the random session token; the token itself is only in the cookie. */
  id: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

interface LeadsTable {
  id: Generated<number>;
  /** Which form took it: banner, engineering, management, medical, college, disk, contact, ... */
  form: string;
  /** Path of the page the visitor was on. */
  page: string;
  name: string;
  email: string | null;
  phone: string | null;
  course: string | null;
  stream: string | null;
  /** Name of the college the page was about, copied so a lead survives the college's deletion. */
  college_name: string | null;
  message: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  consent_at: string | null;
  status: Generated<LeadStatus>;
  notes: Generated<string>;
  user_agent: string | null;
  /** HMAC of the client IP with a per-database key: enough to rate-limit, useless to identify. */
  ip_hash: string | null;
  /** One per rendered form: a double submit of the same form stores one lead. */
  submission_id: string | null;
  /** JSON array of the purposes the visitor ticked, e.g. ["contact","updates"]. */
  consent_purposes: Generated<string>;
  /** The privacy notice version shown when the latest purposes were agreed. */
  consent_notice_version: string | null;
  /** The counsellor (or owner) who works this lead; null: in the unassigned pool. */
  assignee_id: number | null;
  /** When the assignee is to get back to the student (UTC ISO). */
  next_follow_up_at: string | null;
  /** The newest enquiry's time: a repeat enquiry moves the lead up the queue. */
  last_enquiry_at: string | null;
  /** When the first call was logged: for the dashboard's time to first call. */
  first_call_at: string | null;
  /**
   * The funnel's facts kept on the row, 0 or 1 (features/leads/funnel-stages.server.ts keeps them
   * true): a call logged as Interested or a session attended; an application; an application Admitted.
   */
  funnel_counselled: Generated<number>;
  funnel_applied: Generated<number>;
  funnel_admitted_application: Generated<number>;
  /**
   * The first-call clock (docs/decisions/052-first-call-clock.md): when the first call fell due
   * (null: no clock, a lead from before it or imported), when the job marked it overdue, when it
   * is to go to the next counsellor if still not called, and when it did.
   */
  first_call_due_at: string | null;
  first_call_overdue_at: string | null;
  first_call_reassign_at: string | null;
  first_call_reassigned_at: string | null;
  /** The e-mail lower-cased, for matching a repeat enquiry. */
  email_key: string | null;
  /** The language of the page it was sent from: "en" or "hi" (/hi/…). On a lead: its first enquiry's. */
  language: Generated<string>;
  /** Who sent it: "adult" (a student of 18 or over), "minor" (a student under 18) or "parent". */
  applicant: string | null;
  /** A minor's parent or guardian, whom the counsellor calls first. */
  guardian_name: string | null;
  guardian_phone: string | null;
  /** A minor's parent's or guardian's e-mail: mail about the lead goes there too (features/leads/lead-recipients.ts). */
  guardian_email: string | null;
  /** When the guardian's address withdrew through its own link: no more mail to it (the student's contact is untouched). */
  guardian_email_withdrawn_at: string | null;
  /** When a counsellor recorded that a minor's parent or guardian agreed, and who. */
  parent_confirmed_at: string | null;
  parent_confirmed_by: number | null;
  /** When the person asked for no contact at all. */
  contact_withdrawn_at: string | null;
  /** When the person's details were erased (the lead stays, anonymised, for the counts). */
  erased_at: string | null;
  /** A look-alike: the older lead with the same phone but another e-mail, or the reverse. */
  duplicate_of: number | null;
  /** Merged into that lead by staff (features/merges/lead-merge.server.ts): out of every list until undone. */
  merged_into: number | null;
  /** The newest enquiry that came after the person withdrew contact: staff may call about it only. */
  enquiry_after_withdrawal_at: string | null;
  /**
   * The newest enquiry after the withdrawal that carried the lead's own e-mail address: only then
   * may the person be e-mailed again (features/leads/lead-contact.ts mayEmail). Cleared by a withdrawal.
   */
  email_reopened_at: string | null;
  created_at: string;
  updated_at: string;
}

interface SiteSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

interface LoginAttemptsTable {
  id: Generated<number>;
  /** Lower-cased, as typed (the account may not exist). */
  email: string;
  ip_hash: string;
  succeeded: number;
  created_at: string;
}

/** The SHA-256 of a one-time link for creating the first admin (server start, production). */
interface AdminSetupTokensTable {
  token_hash: string;
  created_at: string;
}

/** One form a person sent: a lead has one or more (a repeat enquiry adds one). */
interface LeadEnquiriesTable {
  id: Generated<number>;
  lead_id: number;
  form: string;
  page: string;
  name: string;
  email: string | null;
  phone: string | null;
  course: string | null;
  stream: string | null;
  college_name: string | null;
  message: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** JSON array of the purposes agreed with this enquiry, e.g. ["contact","updates"]. */
  consent_purposes: Generated<string>;
  consent_notice_version: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  /** One per rendered form: a double submit of the same form stores one enquiry. */
  submission_id: string | null;
  /** The language of the page it was sent from: "en" or "hi" (/hi/…). On a lead: its first enquiry's. */
  language: Generated<string>;
  /** Who sent it: "adult" (a student of 18 or over), "minor" (a student under 18) or "parent". */
  applicant: string | null;
  /** A minor's parent or guardian, whom the counsellor calls first. */
  guardian_name: string | null;
  guardian_phone: string | null;
  guardian_email: string | null;
  /** When this enquiry's personal details were erased (with its lead's, or alone: it was one person's on a shared lead). */
  erased_at: string | null;
  created_at: string;
  /** An imported row's fingerprint (its mapped values hashed): unique, so a row imported twice is stored once. */
  import_fingerprint: string | null;
  /** The import that brought this enquiry (lead_imports), if one did. */
  import_id: number | null;
}

/** The lead's timeline: one row per change, with who (null: the visitor or the system) and when. */
interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  /** Labelled in features/leads/lead-events.ts. */
  kind: LeadEventKind;
  actor_id: number | null;
  /** JSON object with what changed. */
  data: Generated<string>;
  created_at: string;
}

/** A notification waiting to be delivered, or delivered (features/outbox). */
interface OutboxTable {
  id: Generated<number>;
  /** Unique per event and recipient, and the same on every retry: the receiver's idempotency key. */
  event_key: string;
  /** "email" or "webhook". */
  channel: string;
  lead_id: number | null;
  /** JSON: what the channel needs to send (recipient, subject and text; or the webhook body). */
  payload: string;
  /** "pending", "sent", "failed" (gave up), or "not_configured" (nowhere to send it). */
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim: others leave the row alone until then. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** An owner's last Retry: the retry window counts from then (null: from created_at). */
  retried_at: string | null;
  /** A scheduled row's due time (a step's reminder): its retry window counts from then. Null: from created_at. */
  due_at: string | null;
  /** To whom it went: an e-mail's address(es) as last written, a webhook's host. Null: not written yet. */
  recipient: string | null;
  /** An e-mail's subject as last written, a webhook's event. Null: not written yet. */
  subject: string | null;
}

/** The consent ledger: each purpose given, refused or withdrawn, with the notice shown and where. */
interface ConsentRecordsTable {
  id: Generated<number>;
  lead_id: number;
  /** "contact" or "updates" (features/leads/lead-schema.ts). */
  purpose: string;
  /** "requested": an enquiry's ticked box, not yet confirmed (features/leads/consent-ledger.server.ts). */
  state: ConsentState;
  notice_version: string | null;
  /** Where it happened: "form:/engineering", "withdraw-link", "rights-request", "staff". */
  source: string;
  /** Whose it is: null, the lead's own person; "guardian", a minor's parent's or guardian's address. */
  contact: "guardian" | null;
  /** The staff member who recorded it; null: the person themselves. */
  actor_id: number | null;
  created_at: string;
}

/** A request to see, correct, erase or withdraw (features/privacy). */
interface PrivacyRequestsTable {
  id: Generated<number>;
  /** Random: the address of the requester's page carries it. */
  public_id: string;
  kind: RequestKind;
  /** "email": proved by a one-time code; "phone": staff call to confirm. */
  channel: string;
  /** The e-mail (lower-cased) or the 10-digit phone the request is about. */
  contact: string;
  /** What to correct, in the requester's words. */
  details: string | null;
  /** Keyed hash of the requester's IP (app/utils/ip-hash.server.ts), for the per-connection limit. */
  ip_hash: string | null;
  status: RequestStatus;
  /** Keyed hash of the one-time code, its expiry and the wrong tries so far. */
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: Generated<number>;
  verified_at: string | null;
  /** JSON array of the leads the request covers, found when it was verified. */
  lead_ids: Generated<string>;
  /** JSON array of { at, by, text }: what happened to the request. */
  log: Generated<string>;
  /** The Act's outer limit for an answer: 90 days after the request. */
  due_at: string;
  created_at: string;
  closed_at: string | null;
}

/** A merge of two leads by staff, with what it takes to undo it (features/merges/lead-merge.server.ts). */
interface LeadMergesTable {
  id: Generated<number>;
  survivor_id: number;
  merged_id: number;
  actor_id: number | null;
  /** JSON: the survivor's columns the merge changed, as they were before it. */
  survivor_before: string;
  /** JSON: the same columns as the merge left them (an undo keeps what changed since). */
  survivor_after: string | null;
  /** JSON: the ids of the enquiries, events and consent records moved from the merged lead. */
  moved: string;
  created_at: string;
  undone_at: string | null;
  undone_by: number | null;
}

/**
 * A college a lead applies to, for one intake (features/admissions): its course (free text, may
 * be empty), application number ("" when none yet) and status (features/admissions/application-schema.ts).
 */
interface LeadApplicationsTable {
  id: Generated<number>;
  lead_id: number;
  college_id: number;
  course: Generated<string>;
  intake: number;
  application_number: Generated<string>;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
}

/** A dated step of an application (features/admissions/application-steps.server.ts). */
interface ApplicationStepsTable {
  id: Generated<number>;
  application_id: number;
  kind: StepKind;
  /** The India day, YYYY-MM-DD. */
  on_date: string;
  /** The India time, HH:MM; null for the whole day. */
  at_time: string | null;
  note: Generated<string>;
  created_at: string;
  /** When staff marked it done (an instant); null while it is to do. */
  done_at: string | null;
  /** Who marked it done (admins.id). */
  done_by: number | null;
  /** The amount due, in paise (a fee); null: none named. Its reminders say it. */
  amount_paise: number | null;
}

/** Who did what, when: views and exports of leads, changes, erasures, sign-ins, retention runs. */
interface AuditLogTable {
  id: Generated<number>;
  /** The staff member; null: the system, or a visitor acting on their own data. */
  actor_id: number | null;
  actor_name: string | null;
  /** e.g. "lead.viewed", "leads.exported", "lead.erased" (features/audit/audit-actions.ts). */
  action: string;
  /** What it was done to, e.g. "lead:12". */
  subject: string | null;
  /** JSON: filters, counts, what changed. Never a person's details. */
  details: Generated<string>;
  created_at: string;
}

/** A member of staff's private iCalendar feed (features/admissions/calendar-feed.server.ts). */
interface CalendarFeedsTable {
  /** One feed per admin; deleted with the admin. */
  admin_id: number;
  /** SHA-256 (hex) of the feed's token; the token itself is only in the feed's URL. */
  token_hash: string;
  created_at: string;
}

/**
 * A status link sent to a student (features/status-link/status-links.server.ts): the token is
 * derived from `salt` with a key kept outside the database; only its SHA-256 is stored.
 */
interface StatusLinksTable {
  id: Generated<number>;
  lead_id: number;
  /** Random, base64url; with the server's secret it gives the link's token. */
  salt: string;
  /** SHA-256 (hex) of the token: how an opened link is found. */
  token_hash: string;
  /** The member of staff who sent it; null once they are removed. */
  sent_by: number | null;
  /** 1 when an e-mail to the student was written into the outbox with it. */
  emailed: Generated<number>;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The India day (YYYY-MM-DD) the page was last opened: the timeline says so once a day. */
  opened_on: string | null;
}

/** The shared rate limiter's counters (app/utils/rate-limit.server.ts): hits per bucket per window. */
interface RateLimitHitsTable {
  bucket: string;
  /** ISO instant the fixed window starts at. */
  window_start: string;
  hits: number;
}

/** An item of an application's document checklist (features/admissions/documents.server.ts). */
interface ApplicationDocumentsTable {
  id: Generated<number>;
  application_id: number;
  /** "Class 12 marksheet", as the checklist in the settings named it when the application was added. */
  name: string;
  /**
   * The kind of document, one per student: the name lower-cased (documentKind). A file of one of
   * the lead's items counts for every item of the same kind (features/admissions/document-locker.server.ts).
   */
  kind: Generated<string>;
  /** 1: the student may not have one (Category certificate). */
  optional: Generated<number>;
  status: Generated<DocumentStatus>;
  /** Its place in the checklist, from 0. */
  position: number;
  created_at: string;
  updated_at: string;
}

/** The one file uploaded to a checklist item: checked, re-encoded (images), kept in the database. */
interface DocumentFilesTable {
  id: Generated<number>;
  /** One file per item, its current one; a new upload replaces it (the old one moves to document_file_versions). Gone with the item. */
  document_id: number;
  /** The name it was uploaded with, cleaned (the download's file name). */
  file_name: string;
  /** application/pdf, image/jpeg or image/png, from the content. */
  content_type: string;
  byte_size: number;
  /** SHA-256 (hex) of `data`. */
  sha256: string;
  data: Buffer;
  /** The member of staff who uploaded it (null: the student, or a removed admin). */
  uploaded_by: number | null;
  /** 1: the student uploaded it from their status link. */
  uploaded_by_student: Generated<number>;
  created_at: string;
  /** When staff first opened a student's upload (null: still to review, on My day); a staff upload's own time. */
  reviewed_at: string | null;
}

/**
 * An earlier version of an item's file, kept when staff upload a new one until staff delete it
 * (features/admissions/document-versions.server.ts; docs/decisions/061-document-file-versions.md).
 * Gone with the item.
 */
interface DocumentFileVersionsTable extends Omit<DocumentFilesTable, "created_at" | "reviewed_at"> {
  /** When it was uploaded (its `created_at` as the current file). */
  uploaded_at: string;
  /** The member of staff whose upload replaced it (null: a removed admin), and when. */
  replaced_by: number | null;
  replaced_at: string;
}

/** A college logo's bytes, served at /uploads/logos/<file_name> (features/colleges/college-logo.server.ts). */
interface CollegeLogosTable {
  /** Content-hashed: "<slug>-<16 hex>.webp", so it can be cached for a year. */
  file_name: string;
  content_type: string;
  data: Buffer;
  created_at: string;
}

/** The last receipt number given in one Indian financial year (features/admissions/payments.server.ts). */
interface ReceiptCountersTable {
  /** "2026-27": April 2026 to March 2027. */
  financial_year: string;
  last_number: number;
}

/**
 * Money received from a student, with its receipt (features/admissions/payments.server.ts).
 * Amounts are in paise. The receipt's facts are kept as they were when it was issued: the name
 * received from, the GSTIN and rate, the taxable value and tax (null without GST).
 */
interface PaymentsTable {
  id: Generated<number>;
  lead_id: number;
  /** The application it was for; null for none, or once the application is gone (an erasure). */
  application_id: number | null;
  financial_year: string;
  /** 1, 2, 3 … within the financial year. */
  number_in_year: number;
  /** e.g. "ME/2026-27/0001". */
  receipt_number: string;
  amount_paise: number;
  /** The India day it was paid, YYYY-MM-DD. */
  paid_on: string;
  mode: PaymentMode;
  /** UTR, cheque number, last 4 digits of a card; "" for none, and after an erasure. */
  reference: Generated<string>;
  /** The student's name when the receipt was issued; "Erased" after an erasure. */
  received_from: string;
  gstin: string | null;
  gst_rate: number | null;
  taxable_paise: number | null;
  tax_paise: number | null;
  recorded_by: number | null;
  created_at: string;
}

/**
 * The commission a college is expected to pay on an admission, and what it paid
 * (features/admissions/commissions.server.ts). It names its college and intake, so it outlives
 * the application (an erasure): the consultancy's figures stay.
 */
interface ApplicationCommissionsTable {
  id: Generated<number>;
  application_id: number | null;
  college_id: number;
  intake: number;
  expected_paise: number | null;
  /** The India day the college paid, YYYY-MM-DD. */
  received_on: string | null;
  received_paise: number | null;
  updated_at: string;
}

/** A key for the intake API (features/api-keys): only its hash is kept. */
interface ApiKeysTable {
  id: Generated<number>;
  /** What the owner called it ("Call centre"); also a lead's source when the call names none. */
  name: string;
  /** The key's first characters, e.g. "mk_live_Ab3d", shown so an owner can tell keys apart. */
  prefix: string;
  /** SHA-256 (hex) of the key. */
  key_hash: string;
  /** The owner who created it; null once they are removed (the key stays the site's). */
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** What an intake call with an Idempotency-Key answered, so a retry gets the same (features/intake/lead-intake.server.ts). */
interface ApiIdempotencyTable {
  api_key_id: number;
  /** The caller's Idempotency-Key header, as sent. */
  idempotency_key: string;
  /** SHA-256 (hex) of the body in canonical form. */
  request_hash: string;
  lead_id: number;
  /** The HTTP status answered. */
  status: number;
  /** The JSON body answered. */
  answer: string;
  created_at: string;
  expires_at: string;
}

/** What was spent on one source in one month (features/reports/marketing-spend.server.ts). */
interface MarketingSpendTable {
  /** The leads' utm_source lower-cased; "" for leads with none (direct or no source). */
  source: string;
  /** YYYY-MM, an India month. */
  month: string;
  amount_paise: number;
  updated_by: number | null;
  updated_at: string;
}

/** One uploaded CSV of leads (features/imports, docs/decisions/054-lead-import.md). */
interface LeadImportsTable {
  id: Generated<number>;
  file_name: string;
  file_sha256: string;
  byte_size: number;
  data: Buffer;
  /** JSON array of the file's header row. */
  headers: string;
  /** JSON object: lead field → the header it is read from. */
  mapping: string | null;
  /** JSON of the dry run (ImportReport). */
  report: string | null;
  state: ImportState;
  rows_total: Generated<number>;
  /** Data rows read so far by the import, committed with each batch. */
  rows_done: Generated<number>;
  new_count: Generated<number>;
  merged_count: Generated<number>;
  duplicate_count: Generated<number>;
  /** Rows already imported before (from this file or another): nothing added. */
  skipped_count: Generated<number>;
  rejected_count: Generated<number>;
  error: string | null;
  /** Until when the process running the import holds it; past it, another may continue it. */
  lease_until: string | null;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

/** One uploaded CSV of cut-offs (features/fact-imports, docs/decisions/086-cutoff-import.md). */
interface CutoffImportsTable {
  id: Generated<number>;
  file_name: string;
  file_sha256: string;
  data: Buffer;
  /** JSON array of the file's header row. */
  headers: string;
  /** JSON object: cut-off field → the column it is read from. */
  mapping: string | null;
  /** JSON object: the exam, year, round and source the form gives where the file has none. */
  defaults: string | null;
  /** JSON of the dry run (CutoffReport). */
  report: string | null;
  state: ImportState;
  rows_total: Generated<number>;
  /** Data rows read so far by the import, committed with each batch. */
  rows_done: Generated<number>;
  added_count: Generated<number>;
  changed_count: Generated<number>;
  unchanged_count: Generated<number>;
  /** Rows refused (a bad rank, an unknown category…) or of an institute not matched to a college. */
  rejected_count: Generated<number>;
  error: string | null;
  /** Until when the process running the import holds it; past it, another may continue it. */
  lease_until: string | null;
  created_by: number | null;
  created_at: string;
  finished_at: string | null;
  updated_at: string;
}

/** An institute's name as a counselling body writes it, matched to a catalogue college (features/fact-imports). */
interface InstituteAliasesTable {
  id: Generated<number>;
  /** The name as lower-case words: what a file's institute is looked up by. */
  name_key: string;
  name: string;
  college_id: number;
  created_by: number | null;
  created_at: string;
}

/** A counsellor's hours on one India weekday (features/counselling/availability.server.ts). */
interface CounsellorAvailabilityTable {
  id: Generated<number>;
  admin_id: number;
  /** 1 = Monday … 7 = Sunday (ISO), in India time. */
  weekday: number;
  /** Minutes after India midnight: 570 is 09:30. The end is exclusive. */
  start_minute: number;
  end_minute: number;
  /** A break inside the hours, minutes after India midnight; both null: none. */
  break_start_minute: number | null;
  break_end_minute: number | null;
  slot_minutes: Generated<number>;
  meeting_link: string | null;
  updated_at: string;
}

/** An India day (YYYY-MM-DD) on which no counselling is booked. */
interface CounsellingHolidaysTable {
  day: string;
  note: string | null;
  created_by: number | null;
  created_at: string;
}

/**
 * A counselling session booked by a student (features/counselling). A live one (not
 * "cancelled") holds its counsellor's slot: a partial unique index on (admin_id, starts_at).
 */
interface CounsellingSessionsTable {
  id: Generated<number>;
  lead_id: number;
  /** The counsellor; null once they are removed. */
  admin_id: number | null;
  starts_at: string;
  ends_at: string;
  status: Generated<SessionStatus>;
  topic: string;
  meeting_link: string | null;
  /** The invitation's iCalendar UID: the same for every update and the cancellation. */
  uid: string;
  /** The invitation's iCalendar SEQUENCE: one more at each reschedule and at cancelling. */
  sequence: Generated<number>;
  /** Random; with the server's secret it gives the student's link to reschedule or cancel. */
  manage_salt: string;
  /** SHA-256 (hex) of that link's token. */
  manage_token_hash: string;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  marked_by: number | null;
  marked_at: string | null;
}

export interface Database {
  categories: CategoriesTable;
  colleges: CollegesTable;
  branches: BranchesTable;
  courses: CoursesTable;
  exams: ExamsTable;
  college_exams: CollegeExamsTable;
  placement_companies: PlacementCompaniesTable;
  admins: AdminsTable;
  content_version: ContentVersionTable;
  admin_sessions: AdminSessionsTable;
  leads: LeadsTable;
  site_settings: SiteSettingsTable;
  login_attempts: LoginAttemptsTable;
  admin_setup_tokens: AdminSetupTokensTable;
  lead_enquiries: LeadEnquiriesTable;
  lead_events: LeadEventsTable;
  outbox: OutboxTable;
  consent_records: ConsentRecordsTable;
  privacy_requests: PrivacyRequestsTable;
  audit_log: AuditLogTable;
  lead_merges: LeadMergesTable;
  lead_applications: LeadApplicationsTable;
  application_steps: ApplicationStepsTable;
  calendar_feeds: CalendarFeedsTable;
  status_links: StatusLinksTable;
  rate_limit_hits: RateLimitHitsTable;
  application_documents: ApplicationDocumentsTable;
  document_files: DocumentFilesTable;
  document_file_versions: DocumentFileVersionsTable;
  college_logos: CollegeLogosTable;
  receipt_counters: ReceiptCountersTable;
  payments: PaymentsTable;
  application_commissions: ApplicationCommissionsTable;
  api_keys: ApiKeysTable;
  api_idempotency: ApiIdempotencyTable;
  marketing_spend: MarketingSpendTable;
  lead_imports: LeadImportsTable;
  counsellor_availability: CounsellorAvailabilityTable;
  counselling_holidays: CounsellingHolidaysTable;
  counselling_sessions: CounsellingSessionsTable;
  staff_invitations: StaffInvitationsTable;
  nirf_rankings: NirfRankingsTable;
  college_accreditations: CollegeAccreditationsTable;
  college_intake: CollegeIntakeTable;
  college_placement_stats: CollegePlacementStatsTable;
  cutoffs: CutoffsTable;
  cutoff_imports: CutoffImportsTable;
  institute_aliases: InstituteAliasesTable;
}

export type Category = Selectable<CategoriesTable>;
export type College = Selectable<CollegesTable>;
export type Branch = Selectable<BranchesTable>;
export type Course = Selectable<CoursesTable>;
export type Exam = Selectable<ExamsTable>;
export type PlacementCompany = Selectable<PlacementCompaniesTable>;
export type Lead = Selectable<LeadsTable>;
