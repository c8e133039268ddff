import {
  addAccreditation,
  deleteFact,
  saveIntake,
  saveNirfRank,
  savePlacementStats,
} from "#app/features/college-facts/fact-edits.server";
import {
  AccreditationFormSchema,
  accreditationInput,
  DeleteFactFormSchema,
  IntakeFormSchema,
  intakeInput,
  NirfFormSchema,
  nirfInput,
  PlacementFormSchema,
  placementInput,
} from "#app/features/college-facts/fact-forms";
import { parseId } from "#app/utils/ids";
import { intentFor } from "../admin-action.server";

/** The Facts page's forms (docs/decisions/086-cutoff-import.md): one intent per kind of figure, and Delete. */
const factIntent = intentFor<{ id?: string }>();

/** The college the page is about; the route's loader has already answered 404 for none. */
const collegeOf = (params: { id?: string }) => parseId(params.id ?? "") ?? 0;

const answers = (done: string) => ({
  invalid: (first: string) => first,
  refused: (reason: string) => reason,
  done,
  resetForm: true,
});

export const FACT_INTENTS = {
  nirf: factIntent({
    schema: NirfFormSchema,
    mutate: (values, { db, params }) => saveNirfRank(db, collegeOf(params), nirfInput(values)),
    messages: answers("NIRF rank saved."),
  }),
  accreditation: factIntent({
    schema: AccreditationFormSchema,
    mutate: (values, { db, params }) => addAccreditation(db, collegeOf(params), accreditationInput(values)),
    messages: answers("Accreditation added."),
  }),
  intake: factIntent({
    schema: IntakeFormSchema,
    mutate: (values, { db, params }) => saveIntake(db, collegeOf(params), intakeInput(values)),
    messages: answers("Intake saved."),
  }),
  placement: factIntent({
    schema: PlacementFormSchema,
    mutate: (values, { db, params }) => savePlacementStats(db, collegeOf(params), placementInput(values)),
    messages: answers("Placement figures saved."),
  }),
  delete: factIntent({
    schema: DeleteFactFormSchema,
    mutate: ({ table, fact_id }, { db, params }) => deleteFact(db, collegeOf(params), table, fact_id),
    messages: answers("Deleted."),
  }),
};
