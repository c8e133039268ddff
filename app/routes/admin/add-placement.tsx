import { useFetcher } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { PlacementFormSchema } from "#app/features/placements/placement-schema";
import { createPlacement } from "#app/features/placements/placements.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { ADD_WITHOUT_OWN_VALIDATION, submitAdminForm } from "./admin-form.server";
import type { Route } from "./+types/add-placement";

export const meta: Route.MetaFunction = () => [{ title: "Add Placement Company | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { colleges: await collegeOptions(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return submitAdminForm(request, {
    schema: PlacementFormSchema,
    mutate: (values) => createPlacement(dbFrom(context), values),
    messages: { ...ADD_WITHOUT_OWN_VALIDATION, done: (placement) => `${placement.company_name} added.` },
  });
}

export default function AddPlacement({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { fields, formProps } = useAdminForm(fetcher.data);
  return (
    <main className="admin-page">
      <h1>Add Placement Company</h1>
      <fetcher.Form method="post" {...formProps} className="admin-form narrow-form">
        <Field label="Company Name" meta={fields.company_name} maxLength={200} />
        <SelectField
          label="College"
          meta={fields.college_id}
          placeholder="Choose a college"
          options={loaderData.colleges}
        />
        <FormResult result={fetcher.data} />
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          Submit
        </button>
      </fetcher.Form>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Something went wrong." />;
}
