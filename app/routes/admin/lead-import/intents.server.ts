import { href } from "react-router";
import { checkImport, uploadImport } from "#app/features/imports/lead-imports.server";
import { startImport } from "#app/features/imports/import-run.server";
import {
  ImportMappingFormSchema,
  ImportStartFormSchema,
  ImportUploadFormSchema,
  mappingFrom,
} from "#app/features/imports/import-schema";
import { logFailure } from "#app/utils/logger.server";
import { intentFor } from "../admin-action.server";

/** The import screen's forms (docs/decisions/054-lead-import.md): upload, map and check, import. */
const importIntent = intentFor<unknown>();

/** The page of one import: the mapping, then the dry run, then the progress. */
const importPage = (id: number) => `${href("/Admin/import")}?id=${id}`;

/** The file (a multipart post): stored with a first guess at its mapping. */
export const UPLOAD = importIntent({
  schema: ImportUploadFormSchema,
  mutate: async ({ file }, { db, admin }) =>
    uploadImport(db, { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), admin }),
  messages: {
    invalid: (first) => first,
    refused: (reason) => reason,
    done: "",
    doneRedirect: ({ id }) => importPage(id),
  },
});

const start = importIntent({
  schema: ImportStartFormSchema,
  mutate: async ({ import_id }, { db, admin, app }) => {
    // The run goes on after this answer: the page shows its progress from the database.
    const { finished } = await startImport(db, import_id, admin);
    finished.catch((error: unknown) => logFailure(app.log, error, "Lead import failed"));
    return import_id;
  },
  messages: { invalid: (first) => first, refused: (reason) => reason, done: "", doneRedirect: importPage },
});

export const IMPORT_INTENTS = {
  check: importIntent({
    schema: ImportMappingFormSchema,
    mutate: async ({ import_id, intent: _intent, ...fields }, { db }) => {
      await checkImport(db, import_id, mappingFrom(fields));
      return import_id;
    },
    messages: { invalid: (first) => first, refused: (reason) => reason, done: "", doneRedirect: importPage },
  }),
  import: start,
  // A run whose process stopped (a restart): the same step, from the last committed batch.
  continue: start,
};
