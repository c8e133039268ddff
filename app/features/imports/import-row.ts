import { z } from "zod";
import { asOneLine } from "#app/utils/one-line";
import { normalisePhone } from "#app/features/leads/lead-schema";
import type { ColumnMapping, ImportField } from "./import-columns";

/**
 * One data row of an imported file, checked and tidied as a lead form's fields would be, or the
 * reason it is refused, in words an owner can act on ("Row 17: phone 12345 is not a 10-digit
 * Indian mobile number"). Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export interface ImportRow {
  name: string;
  phone: string | null;
  email: string | null;
  course: string | null;
  college: string | null;
  source: string | null;
  campaign: string | null;
  notes: string | null;
  /** UTC ISO, or null when the file does not say. */
  receivedAt: string | null;
}

export type CheckedRow = { row: number; ok: true; lead: ImportRow } | { row: number; ok: false; reason: string };

const LIMITS = { name: 100, course: 200, college: 200, source: 200, campaign: 200, notes: 2000 } as const;

const EMAIL = z.email();

/** The row's cells read through the mapping and checked. `nowMs`: what "in the future" is measured against. */
export function checkRow(cells: readonly string[], mapping: ColumnMapping, row: number, nowMs: number): CheckedRow {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const refuse = (reason: string): CheckedRow => ({ row, ok: false, reason: `Row ${row}: ${reason}` });
  const shown = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

  const name = asOneLine(cell("name"));
  if (!name) return refuse("the name is empty");
  if (name.length > LIMITS.name) return refuse(`the name is longer than ${LIMITS.name} characters`);

  const typedPhone = cell("phone");
  const phone = typedPhone ? normalisePhone(typedPhone) : null;
  if (typedPhone && !/^[0-9]{10}$/.test(phone ?? ""))
    return refuse(`phone ${shown(typedPhone)} is not a 10-digit Indian mobile number`);

  const email = cell("email") || null;
  if (email && (email.length > 200 || !EMAIL.safeParse(email).success))
    return refuse(`e-mail ${shown(email)} is not an e-mail address`);
  if (!phone && !email) return refuse("there is neither a phone number nor an e-mail address");

  const texts: Partial<Record<keyof typeof LIMITS, string | null>> = {};
  for (const field of ["course", "college", "source", "campaign"] as const) {
    const value = asOneLine(cell(field));
    if (value.length > LIMITS[field]) return refuse(`the ${field} is longer than ${LIMITS[field]} characters`);
    texts[field] = value || null;
  }
  const notes = cell("notes");
  if (notes.length > LIMITS.notes) return refuse(`the notes are longer than ${LIMITS.notes} characters`);

  const typedDate = cell("received_at");
  const receivedAt = typedDate ? parseReceivedAt(typedDate) : null;
  if (typedDate && !receivedAt)
    return refuse(`received at ${shown(typedDate)} is not a date (write 2026-11-20, 20/11/2026 or 20-11-2026 14:30)`);
  if (receivedAt && Date.parse(receivedAt) > nowMs + 60_000)
    return refuse(`received at ${shown(typedDate)} is in the future`);

  return {
    row,
    ok: true,
    lead: {
      name,
      phone,
      email,
      course: texts.course ?? null,
      college: texts.college ?? null,
      source: texts.source ?? null,
      campaign: texts.campaign ?? null,
      notes: notes || null,
      receivedAt: receivedAt ?? null,
    },
  };
}

const INDIA_OFFSET = "+05:30";

/**
 * A date as files write it, read as India time unless it says its zone: ISO (2026-11-20,
 * 2026-11-20 14:30, 2026-11-20T09:00:00Z) or day first, as India writes dates (20/11/2026,
 * 20-11-2026 2:30 PM, 20.11.26). Undefined when it is none of these, or no such day.
 */
export function parseReceivedAt(value: string): string | undefined {
  const text = value.trim();
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text);
  if (iso) {
    const [, y, m, d, h = "0", min = "0", s = "0", zone] = iso;
    return instant(Number(y), Number(m), Number(d), Number(h), Number(min), Number(s), zone);
  }
  const dayFirst =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i.exec(text);
  if (!dayFirst) return undefined;
  const [, d, m, y, h = "0", min = "0", s = "0", meridiem] = dayFirst;
  let hour = Number(h);
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem.toLowerCase().startsWith("p") ? 12 : 0);
  }
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  return instant(year, Number(m), Number(d), hour, Number(min), Number(s), undefined);
}

function instant(y: number, m: number, d: number, h: number, min: number, s: number, zone: string | undefined) {
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59 || s > 59) return undefined;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const offset = !zone
    ? INDIA_OFFSET
    : zone.toUpperCase() === "Z"
      ? "Z"
      : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const at = new Date(`${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(s)}${offset}`);
  if (Number.isNaN(at.getTime())) return undefined;
  // 31/02/2026 becomes 3 March in Date: refuse a day the month does not have.
  const local = new Date(at.getTime() + (offset === "Z" ? 0 : offsetMinutes(offset) * 60_000));
  if (local.getUTCDate() !== d || local.getUTCMonth() + 1 !== m) return undefined;
  return at.toISOString();
}

const offsetMinutes = (offset: string) => {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * ((h ?? 0) * 60 + (m ?? 0));
};
