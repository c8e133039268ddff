/**
 * Whether an error means "the database cannot be reached right now" (as opposed to a bug or bad
 * data): the server answers 503 and asks to retry, instead of a 500.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets (PostgreSQL over TCP).
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  // PostgreSQL: connection exceptions (class 08) and operator intervention (57P0x).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  // The database itself is gone (dropped, or not restored yet).
  "3D000",
  // SQLite: locked past busy_timeout, or the file is gone or unreadable.
  "SQLITE_BUSY",
  "SQLITE_CANTOPEN",
  "SQLITE_IOERR",
  "SQLITE_FULL",
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /The database connection is not open/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof candidate.code === "string" && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (
      typeof candidate.message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    ) {
      return true;
    }
    // AggregateError (e.g. ECONNREFUSED on both ::1 and 127.0.0.1).
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Whether an error is a unique constraint refusing a second row: two identical creates that
 * both passed the "is it free?" check at the same moment. The loser gets a duplicate answer.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** Whether SQLite refused because another connection holds the lock (SQLITE_BUSY and its variants). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}
