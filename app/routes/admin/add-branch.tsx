import { data, useFetcher } from "react-router";
import { Field, SelectField } from "#app/components/forms/field";
import { BranchFormSchema } from "#app/features/branches/branch-schema";
import { createBranch } from "#app/features/branches/branches.server";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/add-branch";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Add Branch | Admin" }];

type Result = { ok: true; message: string } | { ok: false; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { colleges: await collegeOptions(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = BranchFormSchema.safeParse(await readForm(request));
  if (!parsed.success) return data<Result>({ ok: false, message: "Please Fill All Fields" }, { status: 400 });
  try {
    const branch = await createBranch(dbFrom(context), parsed.data);
    return data<Result>({ ok: true, message: `Branch "${branch.name}" added.` });
  } catch (error) {
    return data<Result>(
      { ok: false, message: `Failed to submit data. Please try again. ${catalogueFailure(error).message}` },
      { status: 400 },
    );
  }
}

export default function AddBranch({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<Result>();
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data;
  return (
    <main className="admin-page">
      <h1>Add Branch</h1>
      <fetcher.Form
        method="post"
        noValidate
        className="admin-form narrow-form"
        key={result?.ok ? result.message : "form"}
      >
        <Field label="Branch Name" name="name" maxLength={200} />
        <SelectField
          label="College"
          name="college_id"
          placeholder="Choose a college"
          options={loaderData.colleges}
          defaultValue=""
        />
        <FormResult result={result} />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit"}
        </button>
      </fetcher.Form>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Failed to submit data. Please try again." />;
}
