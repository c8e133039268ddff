import { expectTypeOf, test } from "vitest";
import type { LeadBulkFormSchema } from "#app/features/inbox/lead-bulk-schema";
import type { NoteFormSchema } from "#app/features/leads/lead-work";
import type { FieldName, useAdminForm } from "./admin-form";

/**
 * An admin form's fields are typed from its schema: `npm test` runs `tsc`, which fails on the
 * `@ts-expect-error` below the day a misspelt field name compiles again (the directive would be
 * unused). The assertions are checked by tsc too; at run time they are no-ops.
 */
type NoteFields = ReturnType<typeof useAdminForm<typeof NoteFormSchema>>["fields"];

function misspelt(fields: NoteFields) {
  // @ts-expect-error "nmae" is no field of the note form.
  return fields.nmae;
}

test("an admin form's field names come from its schema", () => {
  expectTypeOf<FieldName<typeof NoteFormSchema>>().toEqualTypeOf<"intent" | "note">();
  expectTypeOf<keyof NoteFields>().toEqualTypeOf<"intent" | "note">();
  expectTypeOf(misspelt).toBeFunction();
});

test("a form whose schema is a union (one form, two intents) has the fields of every variant", () => {
  expectTypeOf<FieldName<typeof LeadBulkFormSchema>>().toEqualTypeOf<"intent" | "ids" | "assignee" | "status">();
});
