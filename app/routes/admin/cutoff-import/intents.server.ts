import { href } from "react-router";
import { ImportUploadFormSchema } from "#app/features/imports/import-schema";
import {
  checkCutoffImport,
  matchInstitute,
  uploadCutoffImport,
} from "#app/features/fact-imports/cutoff-imports.server";
import { startCutoffImport } from "#app/features/fact-imports/cutoff-run.server";
import {
  CutoffMappingFormSchema,
  CutoffStartFormSchema,
  cutoffDefaultsFrom,
  cutoffMappingFrom,
  MatchInstituteFormSchema,
} from "#app/features/fact-imports/cutoff-import-schema";
import { logFailure } from "#app/utils/logger.server";
import { intentFor } from "../admin-action.server";

/** The cut-off import screen's forms (docs/decisions/086-cutoff-import.md): upload, map and check, match, import. */
const importIntent = intentFor<unknown>();

/** The page of one import: the mapping, then the dry run, then the progress. */
const importPage = (id: number) => `${href("/Admin/cutoffs/import")}?id=${id}`;

const answers = {
  invalid: (first: string) => first,
  refused: (reason: string) => reason,
  done: "",
  doneRedirect: importPage,
};

/** The file (a multipart post): stored with a first guess at its mapping. */
export const CUTOFF_UPLOAD = importIntent({
  schema: ImportUploadFormSchema,
  mutate: async ({ file }, { db, admin }) =>
    uploadCutoffImport(db, { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), admin }),
  messages: { ...answers, doneRedirect: ({ id }: { id: number }) => importPage(id) },
});

const start = importIntent({
  schema: CutoffStartFormSchema,
  mutate: async ({ import_id }, { db, admin, app }) => {
    // The run goes on after this answer: the page shows its progress from the database.
    const { finished } = await startCutoffImport(db, import_id, admin);
    finished.catch((error: unknown) => logFailure(app.log, error, "Cut-off import failed"));
    return import_id;
  },
  messages: answers,
});

export const CUTOFF_IMPORT_INTENTS = {
  check: importIntent({
    schema: CutoffMappingFormSchema,
    mutate: async (values, { db }) => {
      await checkCutoffImport(db, values.import_id, cutoffMappingFrom(values), cutoffDefaultsFrom(values));
      return values.import_id;
    },
    messages: answers,
  }),
  match: importIntent({
    schema: MatchInstituteFormSchema,
    mutate: async ({ import_id, institute, college_id }, { db, admin }) => {
      await matchInstitute(db, { importId: import_id, institute, collegeId: college_id, admin });
      return import_id;
    },
    messages: answers,
  }),
  import: start,
  // A run whose process stopped (a restart): the same step, from the last committed batch.
  continue: start,
};
