import { z } from "zod";

/**
 * Row ids are PostgreSQL `integer`s: a larger number, or something that isn't a whole number,
 * names no row. Checking here turns it into a 400/404 instead of a database error (500).
 */
const MAX_ID = 2_147_483_647;

/** A row id from a URL or form value, or undefined when it cannot name a row. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A form field that chooses a row (a college, a category), with the form's own message. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
