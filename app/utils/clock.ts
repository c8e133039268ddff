/** The current time as stored in the database: an ISO 8601 UTC string (see app/db/schema.ts). */
export function now(): string {
  return new Date().toISOString();
}
