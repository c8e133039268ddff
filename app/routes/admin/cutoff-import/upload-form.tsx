import { Form, href, Link, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { ErrorText } from "#app/components/forms/field";
import { IMPORT_ACCEPT } from "#app/features/imports/import-schema";
import { countOf } from "#app/utils/i18n/counts";

/** The first step: a CSV file (a multipart post, so it works without JavaScript). */
export function CutoffUploadForm({ answer }: { answer: AdminFormAnswer<unknown> | undefined }) {
  const busy = useNavigation().state === "submitting";
  const error = answer?.ok === false ? answer.message : undefined;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="import-upload">
      <div className="field">
        <label htmlFor="cutoff-file">CSV file</label>
        <p id="cutoff-file-rules" className="muted small">
          UTF-8, commas between columns, the column names in the first row; up to 20 MB (about 100,000 rows).
          JoSAA&apos;s columns (Institute, Academic Program Name, Quota, Seat Type, Gender, Opening Rank, Closing Rank)
          are recognised by themselves.
        </p>
        <input
          id="cutoff-file"
          name="file"
          type="file"
          accept={IMPORT_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "cutoff-file-rules cutoff-file-error" : "cutoff-file-rules"}
        />
        <ErrorText id="cutoff-file-error" error={error} />
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        Upload
      </button>
    </Form>
  );
}

const STATE_LABELS: Record<string, string> = {
  uploaded: "Columns not chosen yet",
  checked: "Checked, not imported",
  importing: "Importing",
  done: "Imported",
  failed: "Stopped with an error",
};

/** The newest cut-off imports, each linking to its page. */
export function RecentCutoffImports({
  imports,
}: {
  imports: {
    id: number;
    file_name: string;
    state: string;
    rows_total: number;
    added_count: number;
    by: string | null;
  }[];
}) {
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby="recent-cutoff-imports">
      <h2 id="recent-cutoff-imports">Recent imports</h2>
      <ul className="plain-list">
        {imports.map((item) => (
          <li key={item.id}>
            <Link to={`${href("/Admin/cutoffs/import")}?id=${item.id}`}>{item.file_name}</Link> ·{" "}
            {STATE_LABELS[item.state] ?? item.state} · {countOf(item.rows_total, "row")}
            {item.state === "done" ? `, ${item.added_count.toLocaleString("en-IN")} added` : ""}
            {item.by ? ` · by ${item.by}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
