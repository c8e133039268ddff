import { BranchFormSchema } from "#app/features/colleges/branches/branch-schema";
import { getBranchById, updateBranch } from "#app/features/colleges/branches/branches.server";
import { catalogueEditor, fieldValues } from "./catalogue-editor.server";
import { collegeChoices } from "./college-choice.server";

export const branchEditor = catalogueEditor({
  entity: "branches",
  schema: BranchFormSchema,
  choices: collegeChoices,
  current: async (db, id) => fieldValues(BranchFormSchema, await getBranchById(db, id)),
  update: updateBranch,
});
