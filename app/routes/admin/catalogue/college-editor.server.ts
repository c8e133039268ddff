import type { AppLoadContext } from "react-router";
import { examIdsOfCollege } from "#app/features/exams/college-exams.server";
import { listExams } from "#app/features/exams/exams.server";
import { saveCollegeLogo } from "#app/features/colleges/college-logo.server";
import { CollegeFormSchema } from "#app/features/colleges/college-schema";
import { getCollegeById, updateCollege } from "#app/features/colleges/colleges.server";
import { LogoUploadFormSchema } from "#app/features/colleges/logo-upload-schema";
import { adminFormAction } from "../admin-form.server";
import { catalogueEditor, fieldValues } from "./catalogue-editor.server";
import { categoryOptions } from "./category-editor.server";

export const collegeEditor = catalogueEditor({
  entity: "colleges",
  schema: CollegeFormSchema,
  choices: async (db) => {
    const [categories, exams] = await Promise.all([categoryOptions(db), listExams(db)]);
    return { categories, exams: exams.map((exam) => ({ value: exam.id, label: `${exam.name} (${exam.exam_date})` })) };
  },
  current: async (db, id) => {
    const college = fieldValues(CollegeFormSchema, await getCollegeById(db, id));
    return college && { ...college, exam_ids: (await examIdsOfCollege(db, id)).map(String) };
  },
  // No tick sent is no exam accepted (an unticked box sends nothing).
  update: (db, id, values) => updateCollege(db, id, { ...values, exam_ids: values.exam_ids ?? [] }),
});

/** The edit screen's logo form: a file upload, answered under the scope "logo". */
export const uploadCollegeLogo = (args: { request: Request; context: AppLoadContext }, id: number) =>
  adminFormAction(args, {
    multipart: true,
    scope: "logo",
    schema: LogoUploadFormSchema,
    mutate: async ({ logo }, db) => saveCollegeLogo(db, id, new Uint8Array(await logo.arrayBuffer())),
    messages: { invalid: (first) => first, done: "Logo uploaded.", fieldErrors: false },
  });
