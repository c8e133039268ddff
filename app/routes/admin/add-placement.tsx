import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { PlacementFormSchema } from "#app/features/colleges/placements/placement-schema";
import { createPlacement } from "#app/features/colleges/placements/placements.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { ADD_WITHOUT_OWN_VALIDATION, adminFormAction, adminLoader } from "./admin-form.server";
import { PlacementEditor } from "./catalogue/college-row-editor";
import { placementEditor } from "./catalogue/placement-editor.server";
import type { Route } from "./+types/add-placement";

export const meta: Route.MetaFunction = () => [{ title: "Add Placement Company | Admin" }];

export const loader = (args: Route.LoaderArgs) => adminLoader(args, (db) => placementEditor.choices(db, args.request));

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
      {(fields) => <PlacementEditor fields={fields} {...loaderData} />}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");
