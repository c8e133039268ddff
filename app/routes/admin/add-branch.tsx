import { useFetcher } from "react-router";
import { AddScreen, CollegeSelect } from "#app/components/admin/add-screen";
import { Field } from "#app/components/forms/field";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { BranchFormSchema } from "#app/features/branches/branch-schema";
import { createBranch } from "#app/features/branches/branches.server";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "./admin-form.server";
import type { Route } from "./+types/add-branch";

export const meta: Route.MetaFunction = () => [{ title: "Add Branch | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ colleges: await collegeOptions(db) }));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: BranchFormSchema,
    mutate: (values, db) => createBranch(db, values),
    messages: {
      invalid: "Please Fill All Fields",
      refused: (reason) => `Failed to submit data. Please try again. ${reason}`,
      done: (branch) => `Branch "${branch.name}" added.`,
      fieldErrors: false,
      resetForm: true,
    },
  });

export default function AddBranch({ loaderData }: Route.ComponentProps) {
  return (
    <AddScreen<typeof BranchFormSchema>
      title="Add Branch"
      fetcher={useFetcher<typeof action>()}
      submittingLabel="Submitting..."
    >
      {(fields) => (
        <>
          <Field label="Branch Name" meta={fields.name} maxLength={200} />
          <CollegeSelect meta={fields.college_id} colleges={loaderData.colleges} />
        </>
      )}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Failed to submit data. Please try again.");
