import { Form, useNavigation } from "react-router";
import { IMPORT_FIELD_IDS, IMPORT_FIELDS } from "#app/features/imports/import-columns";
import type { ImportPage } from "#app/features/imports/lead-imports.server";

/**
 * The second step: which column holds each lead field, first guessed from the header row's
 * words. "Check the file" runs the dry run, which writes nothing.
 */
export function MappingForm({ current }: { current: ImportPage }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="import-mapping" key={`${current.id}-${current.state}`}>
      <h2>Choose the columns</h2>
      <p className="muted">
        Name, and a phone number or an e-mail address, are needed. Rows are read as a web enquiry would be: a phone must
        be a 10-digit Indian mobile number (+91 and a leading 0 are fine), and dates are read day first (20/11/2026) in
        India time.
      </p>
      <input type="hidden" name="import_id" value={current.id} />
      <div className="import-columns">
        {IMPORT_FIELD_IDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`map-${field}`}>{IMPORT_FIELDS[field]}</label>
            <select id={`map-${field}`} name={field} defaultValue={String(current.mapping[field] ?? "")}>
              <option value="">Not in this file</option>
              {current.headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `Column ${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <button type="submit" name="intent" value="check" className="button button-ghost" disabled={busy}>
        {busy ? "Checking…" : current.report ? "Check the file again" : "Check the file"}
      </button>
    </Form>
  );
}
