import type { FieldMetadata } from "@conform-to/react";
import { CollegePicker, type CollegeChoice } from "#app/components/admin/college-picker";
import { Field } from "#app/components/forms/field";

/** What the branch, course and placement editors offer to choose: their college (college-choice.server.ts). */
export type CollegeChoices = { collegeChoice: CollegeChoice };

/**
 * The editor of a row known by its name and its college. A branch and a placement company are
 * the same form but for the name's label and field: each is made here, once.
 */
function collegeRowEditor<Name extends string>(label: string, name: Name) {
  return function CollegeRowEditor({
    fields,
    collegeChoice,
  }: { fields: Record<Name | "college_id", FieldMetadata<string>> } & CollegeChoices) {
    return (
      <>
        <Field label={label} meta={fields[name]} maxLength={200} />
        <CollegePicker meta={fields.college_id} choice={collegeChoice} />
      </>
    );
  };
}

/** A branch's fields, on Add Branch and on a branch's edit screen. */
export const BranchEditor = collegeRowEditor("Branch Name", "name");

/** A placement company's fields, on Add Placement Company and on its edit screen. */
export const PlacementEditor = collegeRowEditor("Company Name", "company_name");
