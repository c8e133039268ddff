import { href, Link } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { StaffRegistrationSchema } from "#app/features/admins/admin-schema";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/add-admin";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { RegistrationForm } from "./registration-form";
import { REGISTRATION_MESSAGES, registerOrRefuse } from "./registration.server";

export const meta: Route.MetaFunction = () => [{ title: "Add an administrator | Admin" }];

/**
 * The spec's Admin Registration Form for a signed-in owner (/AdminReg sends them here), inside the
 * admin area: a colleague with a password the owner sets, and a role the owner must choose. The
 * Team page's invitation, where the colleague sets their own password, is the usual way.
 */
export const loader = (args: Route.LoaderArgs) => adminLoader(args, async () => ({}), { ownerOnly: true });

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: StaffRegistrationSchema,
      mutate: (values, { db, admin }) =>
        registerOrRefuse(db, values, {
          bySignedInAdmin: true,
          actor: { id: admin.id, name: admin.name },
          setupTokenRequired: false,
        }),
      messages: REGISTRATION_MESSAGES,
    },
    { ownerOnly: true },
  );

export default function AddAdminPage({ actionData }: Route.ComponentProps) {
  return (
    <main className="admin-page">
      <h1>Admin Registration Form</h1>
      <section className="card" aria-label="New administrator">
        <RegistrationForm first={false} result={actionData} loginLink={false} />
      </section>
      <p className="muted">
        To let a colleague choose their own password, <Link to={href("/Admin/team")}>invite them from Team</Link>{" "}
        instead. Back to <Link to={href("/Admin/admins")}>Administrators</Link>.
      </p>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again later.");
