import { IMPORT_FIELD_IDS, IMPORT_FIELDS } from "#app/features/imports/import-columns";
import type { ImportPage } from "#app/features/imports/lead-imports.server";
import { MappingFrame } from "../import-steps/import-steps";

/**
 * The second step: which column holds each lead field, first guessed from the header row's
 * words. "Check the file" runs the dry run, which writes nothing.
 */
export function MappingForm({ current }: { current: ImportPage }) {
  return (
    <MappingFrame
      current={{ ...current, checked: current.report !== null }}
      fields={IMPORT_FIELD_IDS.map((field) => ({ field, name: field, label: IMPORT_FIELDS[field] }))}
      intro="Name, and a phone number or an e-mail address, are needed. Rows are read as a web enquiry would be: a phone must be a 10-digit Indian mobile number (+91 and a leading 0 are fine), and dates are read day first (20/11/2026) in India time."
    />
  );
}
