import { Form, href, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { IMPORT_ACCEPT } from "#app/features/imports/import-schema";
import { CsvFileField, RecentImports, type RecentImport } from "../import-steps/import-steps";

/** The first step: a CSV file (a multipart post, so it works without JavaScript). */
export function CutoffUploadForm({ answer }: { answer: AdminFormAnswer<unknown> | undefined }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="import-upload">
      <CsvFileField
        id="cutoff-file"
        accept={IMPORT_ACCEPT}
        error={answer?.ok === false ? answer.message : undefined}
        notes={[
          {
            id: "cutoff-file-rules",
            text: "UTF-8, commas between columns, the column names in the first row; up to 20 MB (about 100,000 rows). JoSAA’s columns (Institute, Academic Program Name, Quota, Seat Type, Gender, Opening Rank, Closing Rank) are recognised by themselves.",
          },
        ]}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Upload
      </button>
    </Form>
  );
}

/** The newest cut-off imports, each linking to its page. */
export function RecentCutoffImports({ imports }: { imports: (RecentImport & { added_count: number })[] }) {
  return (
    <RecentImports
      imports={imports.map((item) => ({ ...item, summary: `${item.added_count.toLocaleString("en-IN")} added` }))}
      pageOf={(id) => `${href("/Admin/cutoffs/import")}?id=${id}`}
    />
  );
}
