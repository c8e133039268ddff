import { Form, href, Link } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { Field } from "#app/components/forms/field";
import { PasswordChangeSchema, RemoveAdminFormSchema } from "#app/features/admins/admin-schema";
import { listAdmins, removeAdmin } from "#app/features/admins/admins.server";
import { changeOwnPassword } from "#app/features/admins/change-own-password.server";
import { requireOwner } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/admins";
import { forwardHeaders } from "#app/utils/route-headers";
import { submitAdminForm } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Administrators | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireOwner(request, context);
  return { admins: await listAdmins(dbFrom(context)), meId: me.id };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireOwner(request, context);
  const db = dbFrom(context);
  const form = await readForm(request);
  if (form.intent === "remove") {
    return submitAdminForm(request, {
      form,
      scope: "remove",
      schema: RemoveAdminFormSchema,
      mutate: ({ id }) => removeAdmin(db, { id, byAdminId: me.id }),
      messages: { invalid: (first) => first, done: "Administrator removed.", fieldErrors: false, refusedStatus: 409 },
    });
  }
  return submitAdminForm(request, {
    form,
    scope: "password",
    schema: PasswordChangeSchema,
    mutate: ({ current, next }) => changeOwnPassword(db, { adminId: me.id, sessionId: me.sessionId, current, next }),
    messages: {
      invalid: "Please correct the fields marked above.",
      done: "Password changed. Your other sessions were signed out.",
      hideFields: ["current", "next", "confirm"],
    },
  });
}

export default function AdminsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
  const password = useAdminForm(result?.scope === "password" ? result : undefined);
  return (
    <main className="admin-page">
      <h1>Administrators</h1>
      <section className="card" aria-labelledby="list-heading">
        <h2 id="list-heading">Who can sign in</h2>
        <ul className="admin-list">
          {loaderData.admins.map((admin) => (
            <li key={admin.id}>
              <span>
                <strong>{admin.name}</strong> <span className="muted small">{admin.email}</span>
              </span>
              {admin.id === loaderData.meId ? (
                <span className="muted small">you</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={admin.id} />
                  <button
                    type="submit"
                    className="button button-small button-ghost"
                    onClick={(event) => {
                      if (!window.confirm(`Remove ${admin.name}? They will be signed out at once.`))
                        event.preventDefault();
                    }}
                  >
                    Remove<span className="visually-hidden"> {admin.name}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {result?.scope === "remove" ? <FormResult result={result} /> : null}
        <p>
          <Link to={href("/AdminReg")}>Add an administrator</Link>
        </p>
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <Form method="post" {...password.formProps} className="admin-form narrow-form">
          <input type="hidden" name="intent" value="password" />
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
          {result?.scope === "password" ? <FormResult result={result} /> : null}
          <button type="submit" className="button button-primary">
            Change password
          </button>
        </Form>
      </section>
    </main>
  );
}
