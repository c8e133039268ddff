import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorText } from "#app/components/forms/field";
import { countOf } from "#app/utils/i18n/counts";

/**
 * The steps the lead import and the cut-off import share (ADRs 054, 086): the file field, the
 * list of recent imports, a column's select and the dry run's frame (the progress of a run is
 * import-progress-frame.tsx). Each screen gives its own words and counts.
 */

/** The CSV file input with its rules and error, wired for screen readers. */
export function CsvFileField({
  id,
  accept,
  error,
  notes,
  onChange,
}: {
  id: string;
  accept: string;
  error: string | undefined;
  /** Paragraphs under the label, each with its id: the input is described by them. */
  notes: { id: string; text: ReactNode }[];
  onChange?: () => void;
}) {
  const described = [...notes.map((note) => note.id), ...(error ? [`${id}-error`] : [])].join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>CSV file</label>
      {notes.map((note) => (
        <p key={note.id} id={note.id} className="muted small">
          {note.text}
        </p>
      ))}
      <input
        {...{ id, accept, onChange }}
        name="file"
        type="file"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

const STATE_LABELS: Record<string, string> = {
  uploaded: "Columns not chosen yet",
  checked: "Checked, not imported",
  importing: "Importing",
  done: "Imported",
  failed: "Stopped with an error",
};

/** An import as the list of recent ones shows it. */
export type RecentImport = { id: number; file_name: string; state: string; rows_total: number; by: string | null };

/** The newest imports, each linking to its page, with what it did once done (`summary`). */
export function RecentImports({
  imports,
  pageOf,
}: {
  imports: (RecentImport & { summary: string })[];
  pageOf: (id: number) => string;
}) {
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports">
      <h2 id="recent-imports">Recent imports</h2>
      <ul className="plain-list">
        {imports.map((item) => (
          <li key={item.id}>
            <Link to={pageOf(item.id)}>{item.file_name}</Link> · {STATE_LABELS[item.state] ?? item.state} ·{" "}
            {countOf(item.rows_total, "row")}
            {item.state === "done" ? `, ${item.summary}` : ""}
            {item.by ? ` · by ${item.by}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The second step's form: which column holds each field, first guessed from the header row
 * (`mapping`), any further fields (`children`), and "Check the file", which runs the dry run.
 */
export function MappingFrame({
  current,
  intro,
  fields,
  children,
}: {
  current: {
    id: number;
    state: string;
    headers: readonly string[];
    mapping: Partial<Record<string, number>>;
    checked: boolean;
  };
  intro: ReactNode;
  /** Each field: the form's name for its column, and its label. */
  fields: { field: string; name: string; label: string }[];
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="import-mapping" key={`${current.id}-${current.state}`}>
      <h2>Choose the columns</h2>
      <p className="muted">{intro}</p>
      <input type="hidden" name="import_id" value={current.id} />
      <div className="import-columns">
        {fields.map(({ field, name, label }) => (
          <div className="field" key={field}>
            <label htmlFor={`map-${field}`}>{label}</label>
            <select id={`map-${field}`} name={name} defaultValue={String(current.mapping[field] ?? "")}>
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
      {children}
      <button type="submit" name="intent" value="check" className="button button-ghost" disabled={busy}>
        {busy ? "Checking…" : current.checked ? "Check the file again" : "Check the file"}
      </button>
    </Form>
  );
}

/** The dry run's section: its heading, "nothing imported yet", then the screen's findings. */
export function DryRunFrame({ rows, children }: { rows: number; children: ReactNode }) {
  return (
    <section aria-labelledby="dry-run" className="import-report">
      <h2 id="dry-run">What this file would do</h2>
      <p className="muted">Nothing has been imported yet. {countOf(rows, "row")} checked.</p>
      {children}
    </section>
  );
}
