import { Form, useNavigation } from "react-router";
import { CUTOFF_FIELD_IDS, CUTOFF_FIELDS } from "#app/features/fact-imports/cutoff-columns";
import { columnName } from "#app/features/fact-imports/cutoff-import-schema";
import type { CutoffImportPage } from "#app/features/fact-imports/cutoff-imports.server";

/**
 * The second step: which column holds each field, first guessed from the header row, and the
 * exam, year, round and source for a file that does not name them on each row. "Check the
 * file" runs the dry run, which writes nothing.
 */
export function CutoffMappingForm({ current }: { current: CutoffImportPage }) {
  const busy = useNavigation().state === "submitting";
  const given = current.defaults;
  return (
    <Form method="post" className="import-mapping" key={`${current.id}-${current.state}`}>
      <h2>Choose the columns</h2>
      <p className="muted">
        Institute, course or branch, category and both ranks are needed. Without a quota column every row is All India;
        without a seat pool column, gender-neutral.
      </p>
      <input type="hidden" name="import_id" value={current.id} />
      <div className="import-columns">
        {CUTOFF_FIELD_IDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`map-${field}`}>{CUTOFF_FIELDS[field]}</label>
            <select id={`map-${field}`} name={columnName(field)} defaultValue={String(current.mapping[field] ?? "")}>
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
      <h3>For every row</h3>
      <div className="import-columns">
        <Text name="exam" label="Exam, if not a column" value={given?.exam ?? "JEE Advanced"} />
        <Text name="year" label="Year, if not a column" value={String(given?.year ?? "")} numeric />
        <Text name="round" label="Round, if not a column" value={String(given?.round ?? "")} numeric />
        <Text name="source" label="Source" value={given?.source ?? "JoSAA"} />
      </div>
      <button type="submit" name="intent" value="check" className="button button-ghost" disabled={busy}>
        {busy ? "Checking…" : current.report ? "Check the file again" : "Check the file"}
      </button>
    </Form>
  );
}

function Text({
  name,
  label,
  value,
  numeric = false,
}: {
  name: string;
  label: string;
  value: string;
  numeric?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={`cutoff-${name}`}>{label}</label>
      <input
        id={`cutoff-${name}`}
        type="text"
        name={name}
        defaultValue={value}
        inputMode={numeric ? "numeric" : undefined}
      />
    </div>
  );
}
