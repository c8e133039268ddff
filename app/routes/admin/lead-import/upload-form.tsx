import { Form, href, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { IMPORT_ACCEPT, IMPORT_KEEP_DAYS, MAX_IMPORT_BYTES, TOO_LARGE } from "#app/features/imports/import-schema";
import { useState, type FormEvent } from "react";
import { nounFor } from "#app/utils/i18n/counts";
import { CsvFileField, RecentImports as RecentImportsList, type RecentImport } from "../import-steps/import-steps";

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
      <CsvFileField
        id="import-file"
        accept={IMPORT_ACCEPT}
        error={error}
        onChange={() => setTooLarge(false)}
        notes={[
          {
            id: "import-file-rules",
            text: "UTF-8 (in Excel: Save as “CSV UTF-8”), commas between columns, the column names in the first row; up to 20 MB.",
          },
          {
            id: "import-file-kept",
            text: `The file holds people’s details, so we keep it only until it is imported, and at most ${IMPORT_KEEP_DAYS} days if it is not; after that, upload it again.`,
          },
        ]}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Upload
      </button>
    </Form>
  );
}

/** The newest imports, each linking to its page. */
export function RecentImports({ imports }: { imports: (RecentImport & { new_count: number })[] }) {
  return (
    <RecentImportsList
      imports={imports.map((item) => ({
        ...item,
        summary: `${item.new_count.toLocaleString("en-IN")} new ${nounFor(item.new_count, "lead")}`,
      }))}
      pageOf={(id) => `${href("/Admin/import")}?id=${id}`}
    />
  );
}
