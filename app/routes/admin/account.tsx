import { Form } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { PasswordChangeSchema } from "#app/features/admins/admin-schema";
import { changeOwnPassword } from "#app/features/admins/change-own-password.server";
import { ROLE_LABELS } from "#app/features/admins/roles";
import { forwardHeaders } from "#app/utils/route-headers";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "My account | Admin" }];

/** Every member of staff, owner or counsellor, manages their own sign-in here. */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (_db, me) => ({ me: { name: me.name, email: me.email, role: ROLE_LABELS[me.role] } }));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(args, {
    schema: PasswordChangeSchema,
    mutate: ({ current, next }, { db, admin }) =>
      changeOwnPassword(db, { adminId: admin.id, sessionId: admin.sessionId, current, next }),
    messages: {
      invalid: "Please correct the fields marked above.",
      done: "Password changed. Your other sessions were signed out.",
      hideFields: ["current", "next", "confirm"],
    },
  });

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const password = useAdminForm<typeof PasswordChangeSchema>(actionData);
  const { me } = loaderData;
  return (
    <main className="admin-page">
      <h1>My account</h1>
      <p>
        {me.name} · {me.email} · {me.role}
      </p>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <Form method="post" {...password.formProps} className="admin-form narrow-form">
          <Field
            label="Current password"
            meta={password.fields.current}
            type="password"
            autoComplete="current-password"
          />
          <Field label="New password" meta={password.fields.next} type="password" autoComplete="new-password" />
          <Field
            label="New password again"
            meta={password.fields.confirm}
            type="password"
            autoComplete="new-password"
          />
          <FormResult result={actionData} />
          <button type="submit" className="button button-primary">
            Change password
          </button>
        </Form>
      </section>
    </main>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
