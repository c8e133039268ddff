import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { CollegePicker } from "#app/components/admin/college-picker";
import { Field } from "#app/components/forms/field";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { PlacementFormSchema } from "#app/features/catalogue/placements/placement-schema";
import { createPlacement } from "#app/features/catalogue/placements/placements.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { collegeChoice } from "./college-choice.server";
import { ADD_WITHOUT_OWN_VALIDATION, adminFormAction, adminLoader } from "./admin-form.server";
import type { Route } from "./+types/add-placement";

export const meta: Route.MetaFunction = () => [{ title: "Add Placement Company | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ collegeChoice: await collegeChoice(db, args.request) }));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: PlacementFormSchema,
    mutate: (values, db) => createPlacement(db, values),
    messages: { ...ADD_WITHOUT_OWN_VALIDATION, done: (placement) => `${placement.company_name} added.` },
  });

export default function AddPlacement({ loaderData }: Route.ComponentProps) {
  return (
    <AddScreen<typeof PlacementFormSchema> title="Add Placement Company" fetcher={useFetcher<typeof action>()}>
      {(fields) => (
        <>
          <Field label="Company Name" meta={fields.company_name} maxLength={200} />
          <CollegePicker meta={fields.college_id} choice={loaderData.collegeChoice} />
        </>
      )}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");
