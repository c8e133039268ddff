import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { BranchFormSchema } from "#app/features/colleges/branches/branch-schema";
import { createBranch } from "#app/features/colleges/branches/branches.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "./admin-form.server";
import { BranchEditor } from "./catalogue/college-row-editor";
import { branchEditor } from "./catalogue/branch-editor.server";
import type { Route } from "./+types/add-branch";

export const meta: Route.MetaFunction = () => [{ title: "Add Branch | Admin" }];

export const loader = (args: Route.LoaderArgs) => adminLoader(args, (db) => branchEditor.choices(db, args.request));

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
      {(fields) => <BranchEditor fields={fields} {...loaderData} />}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Failed to submit data. Please try again.");
