import { CUTOFF_FIELD_IDS, CUTOFF_FIELDS } from "#app/features/fact-imports/cutoff-columns";
import { columnName } from "#app/features/fact-imports/cutoff-import-schema";
import type { CutoffImportPage } from "#app/features/fact-imports/cutoff-imports.server";
import { MappingFrame } from "../import-steps/import-steps";

/**
 * The second step: which column holds each field, first guessed from the header row, and the
 * exam, year, round and source for a file that does not name them on each row. "Check the
 * file" runs the dry run, which writes nothing.
 */
export function CutoffMappingForm({ current }: { current: CutoffImportPage }) {
  const given = current.defaults;
  return (
    <MappingFrame
      current={{ ...current, checked: current.report !== null }}
      fields={CUTOFF_FIELD_IDS.map((field) => ({ field, name: columnName(field), label: CUTOFF_FIELDS[field] }))}
      intro="Institute, course or branch, category and both ranks are needed. Without a quota column every row is All India; without a seat pool column, gender-neutral."
    >
      <h3>For every row</h3>
      <div className="import-columns">
        <Text name="exam" label="Exam, if not a column" value={given?.exam ?? "JEE Advanced"} />
        <Text name="year" label="Year, if not a column" value={String(given?.year ?? "")} numeric />
        <Text name="round" label="Round, if not a column" value={String(given?.round ?? "")} numeric />
        <Text name="source" label="Source" value={given?.source ?? "JoSAA"} />
      </div>
    </MappingFrame>
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
