import { PlacementFormSchema } from "#app/features/colleges/placements/placement-schema";
import { getPlacementById, updatePlacement } from "#app/features/colleges/placements/placements.server";
import { catalogueEditor, fieldValues } from "./catalogue-editor.server";
import { collegeChoices } from "./college-choice.server";

export const placementEditor = catalogueEditor({
  entity: "placements",
  schema: PlacementFormSchema,
  choices: collegeChoices,
  current: async (db, id) => fieldValues(PlacementFormSchema, await getPlacementById(db, id)),
  update: updatePlacement,
});
