import { Form, href, Link, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { ErrorText } from "#app/components/forms/field";
import { IMPORT_ACCEPT, IMPORT_KEEP_DAYS, MAX_IMPORT_BYTES, TOO_LARGE } from "#app/features/imports/import-schema";
import { useState, type FormEvent } from "react";
import { countOf, nounFor } from "#app/utils/i18n/counts";

/** The first step: a CSV file (a multipart post, so it works without JavaScript). */
export function UploadForm({ answer }: { answer: AdminFormAnswer<unknown> | undefined }) {
  const busy = useNavigation().state === "submitting";
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? TOO_LARGE : answer?.ok === false ? answer.message : undefined;
  // With JavaScript a file over the limit is refused before it is sent.
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    const large = file instanceof File && file.size > MAX_IMPORT_BYTES;
    setTooLarge(large);
    if (large) event.preventDefault();
  };
  return (
    <Form method="post" encType="multipart/form-data" onSubmit={checkSize} noValidate className="import-upload">
      <div className="field">
        <label htmlFor="import-file">CSV file</label>
        <p id="import-file-rules" className="muted small">
          UTF-8 (in Excel: Save as “CSV UTF-8”), commas between columns, the column names in the first row; up to 20 MB.
        </p>
        <p id="import-file-kept" className="muted small">
          The file holds people’s details, so we keep it only until it is imported, and at most {IMPORT_KEEP_DAYS} days
          if it is not; after that, upload it again.
        </p>
        <input
          id="import-file"
          name="file"
          type="file"
          accept={IMPORT_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? "import-file-rules import-file-kept import-file-error" : "import-file-rules import-file-kept"
          }
          onChange={() => setTooLarge(false)}
        />
        <ErrorText id="import-file-error" error={error} />
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

/** The newest imports, each linking to its page. */
export function RecentImports({
  imports,
}: {
  imports: {
    id: number;
    file_name: string;
    state: string;
    rows_total: number;
    new_count: number;
    created_at: string;
    by: string | null;
  }[];
}) {
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports">
      <h2 id="recent-imports">Recent imports</h2>
      <ul className="plain-list">
        {imports.map((item) => (
          <li key={item.id}>
            <Link to={`${href("/Admin/import")}?id=${item.id}`}>{item.file_name}</Link> ·{" "}
            {STATE_LABELS[item.state] ?? item.state} · {countOf(item.rows_total, "row")}
            {item.state === "done"
              ? `, ${item.new_count.toLocaleString("en-IN")} new ${nounFor(item.new_count, "lead")}`
              : ""}
            {item.by ? ` · by ${item.by}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
