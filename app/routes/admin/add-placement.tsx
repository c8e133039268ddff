import { useFetcher } from "react-router";
import { Field, SelectField } from "#app/components/forms/field";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { PlacementFormSchema } from "#app/features/placements/placement-schema";
import { createPlacement } from "#app/features/placements/placements.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { addWithSchema, type AddResult } from "./add-with-schema.server";
import type { Route } from "./+types/add-placement";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Add Placement Company | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { colleges: await collegeOptions(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return addWithSchema(
    request,
    PlacementFormSchema,
    async (values) => (await createPlacement(dbFrom(context), values)).company_name,
  );
}

export default function AddPlacement({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<AddResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <main className="admin-page">
      <h1>Add Placement Company</h1>
      <fetcher.Form method="post" noValidate className="admin-form narrow-form">
        <Field label="Company Name" name="company_name" maxLength={200} error={errors.company_name} />
        <SelectField
          label="College"
          name="college_id"
          placeholder="Choose a college"
          options={loaderData.colleges}
          error={errors.college_id}
          defaultValue=""
        />
        <FormResult result={result} />
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          Submit
        </button>
      </fetcher.Form>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Something went wrong." />;
}
