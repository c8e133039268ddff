import type { z } from "zod";
import type { DB } from "#app/db/db.server";

/**
 * The registry of e-mail kinds (docs/decisions/067-one-module-per-email-kind.md). Each kind is one
 * module in the feature that owns it: its payload schema, the function that writes its rows into
 * the outbox, and its writer (whom it goes to, what it says, in which language). The outbox only
 * dispatches: it knows no kind, and imports no feature; the app registers the kinds where it is
 * composed (server/email-kinds.ts).
 */

/** An e-mail as it goes to the mailer. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** A meeting invitation (text/calendar). */
  icalEvent?: { method: string; filename: string; content: string };
}

export interface EmailContext {
  /** Where links to the site point (PUBLIC_ORIGIN, else the server's own address). */
  origin: string;
  /** The server's secret that status and session links are derived from; without it those e-mails are dropped. */
  linkSecret?: Buffer;
  /** MAIL_FROM's address: what organises an invitation while owners have set no address of their own. */
  mailFrom: string;
}

/**
 * One kind of e-mail. `payload` is checked whenever a row is read back from the outbox, so a row
 * written by older code, or edited by hand, is refused with a reason instead of sent half-filled.
 * `write` returns undefined when there is nobody to write to any more (the row is dropped).
 */
export interface EmailKindDefinition<K extends string = string, P extends { kind: K } = { kind: K }> {
  kind: K;
  payload: z.ZodType<P>;
  write(db: DB, payload: P, context: EmailContext): Promise<OutgoingEmail | undefined> | OutgoingEmail | undefined;
}

/** Declares a kind; its payload type is its schema's output. */
export function defineEmailKind<K extends string, P extends { kind: K }>(
  kind: EmailKindDefinition<K, P>,
): EmailKindDefinition<K, P> {
  return kind;
}

/** The payload type of a kind (or of a union of kinds). */
export type PayloadOf<T> = T extends EmailKindDefinition<string, infer P> ? P : never;

/** The kinds a worker can send, by name. */
export type EmailKindRegistry = ReadonlyMap<string, EmailKindDefinition<string, { kind: string }>>;

/** The app's kinds, as one registry; two kinds under one name are a programming error. */
export function registerEmailKinds(
  ...kinds: readonly EmailKindDefinition<string, { kind: string }>[]
): EmailKindRegistry {
  const registry = new Map<string, EmailKindDefinition<string, { kind: string }>>();
  for (const kind of kinds) {
    if (registry.has(kind.kind)) throw new Error(`e-mail kind "${kind.kind}" is registered twice`);
    registry.set(kind.kind, kind);
  }
  return registry;
}

/** A stored payload that no registered kind accepts: the row fails at once (a retry reads the same). */
export class UnreadablePayload extends Error {}

/** A row's payload, checked against its kind's schema, ready to be written. */
export interface CheckedEmail {
  write(db: DB, context: EmailContext): Promise<OutgoingEmail | undefined> | OutgoingEmail | undefined;
}

/**
 * Reads an e-mail row's stored payload (JSON) back through its kind's schema. Throws
 * UnreadablePayload, naming the kind and the field, when it is not what its kind writes.
 */
export function checkedEmail(registry: EmailKindRegistry, json: string): CheckedEmail {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    throw new UnreadablePayload("unreadable payload: not JSON");
  }
  const name = typeof stored === "object" && stored !== null ? (stored as { kind?: unknown }).kind : undefined;
  const kind = typeof name === "string" ? registry.get(name) : undefined;
  if (!kind) throw new UnreadablePayload(`unreadable payload: unknown e-mail kind "${String(name)}"`);
  const parsed = kind.payload.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join(".") : "(payload)";
    throw new UnreadablePayload(`unreadable payload of kind "${kind.kind}": ${field}: ${issue?.message ?? "invalid"}`);
  }
  // The row's e-mail as it is sent now; undefined when there is nobody to write to any more.
  return { write: (db, context) => kind.write(db, parsed.data, context) };
}
