import { useFetcher } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";
import { BranchFormSchema } from "#app/features/branches/branch-schema";
import { createBranch } from "#app/features/branches/branches.server";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { submitAdminForm } from "./admin-form.server";
import type { Route } from "./+types/add-branch";

export const meta: Route.MetaFunction = () => [{ title: "Add Branch | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { colleges: await collegeOptions(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return submitAdminForm(request, {
    schema: BranchFormSchema,
    mutate: (values) => createBranch(dbFrom(context), values),
    messages: {
      invalid: "Please Fill All Fields",
      refused: (reason) => `Failed to submit data. Please try again. ${reason}`,
      done: (branch) => `Branch "${branch.name}" added.`,
      fieldErrors: false,
      resetForm: true,
    },
  });
}

export default function AddBranch({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const submitting = fetcher.state !== "idle";
  const { fields, formProps } = useAdminForm(fetcher.data);
  return (
    <main className="admin-page">
      <h1>Add Branch</h1>
      <fetcher.Form method="post" {...formProps} className="admin-form narrow-form">
        <Field label="Branch Name" meta={fields.name} maxLength={200} />
        <SelectField
          label="College"
          meta={fields.college_id}
          placeholder="Choose a college"
          options={loaderData.colleges}
        />
        <FormResult result={fetcher.data} />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit"}
        </button>
      </fetcher.Form>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Failed to submit data. Please try again." />;
}
