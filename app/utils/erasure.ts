import type { DB } from "#app/db/db.server";
import type { Database } from "#app/db/schema";

/**
 * The erasure registry's contract (docs/decisions/066-erasers.md). The erasure
 * (features/privacy/lead-erasure.server.ts) decides whose details go; each feature that keeps a
 * table holding personal data or a lead id erases its own rows through an `Eraser`, listed in
 * app/erasers.server.ts. This module imports no feature, so every feature may implement it.
 */

/** What an erased lead, and a receipt issued to an erased person, is called: it still counts, but it is nobody any more. */
export const ERASED_NAME = "Erased";

/** An e-mail or phone an erasure took. */
export interface ErasedContact {
  email?: string;
  phone?: string;
}

/** Some enquiries of a lead that keeps others (a shared family lead): those enquiries' details go. */
export interface ErasedEnquiries {
  at: string;
  /** The enquiries erased; the lead keeps the rest. */
  enquiryIds: readonly number[];
  /** Replaces the erased names, phones and e-mails no remaining enquiry shares with "(erased)". */
  redact: (text: string) => string;
}

/** Everything one erasure took, once every lead is done: for the copies kept elsewhere. */
export interface ErasedCopies {
  /** Leads anonymised whole. */
  wholeLeads: readonly number[];
  /** Every lead the erasure touched, whole or in part. */
  touchedLeads: readonly number[];
  /** The enquiries anonymised. */
  enquiryIds: readonly number[];
  /** The e-mails and phones the erasure took (some may still be on another person's enquiry). */
  contacts: readonly ErasedContact[];
  /** Of those, the ones nothing left carries: e-mails lower-cased, and phones. */
  gone: { emails: readonly string[]; phones: readonly string[] };
}

/**
 * One feature's part of an erasure. `tables` names every table it answers for, personal data or
 * lead id (tests/integration/erasers.test.ts fails on a table with a lead id that no eraser
 * names); a table it keeps as it is on purpose is named too, with the reason beside it. Each step
 * runs in the erasure's transaction; a feature with nothing to do at a step leaves it out.
 */
export interface Eraser {
  name: string;
  tables: readonly (keyof Database)[];
  /** A whole lead is anonymised. */
  eraseLead?(trx: DB, leadId: number, at: string): Promise<void>;
  /** Some enquiries of a lead that keeps others. */
  eraseEnquiries?(trx: DB, leadId: number, erased: ErasedEnquiries): Promise<void>;
  /**
   * Forgets what links a touched lead to other leads, and returns the leads that may hold the
   * same person's details (the erasure anonymises those that do).
   */
  linkedLeads?(trx: DB, leadId: number): Promise<number[]>;
  /** The copies of the person kept apart from their leads (by contact, by enquiry, by lead). */
  eraseCopies?(trx: DB, erased: ErasedCopies): Promise<void>;
}
