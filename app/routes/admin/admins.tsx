import { Form, href, Link } from "react-router";
import { FormResult } from "#app/components/forms/form-result";
import { RemoveAdminFormSchema } from "#app/features/admins/admin-schema";
import { listAdmins, removeAdmin } from "#app/features/admins/admins.server";
import type { Route } from "./+types/admins";
import { forwardHeaders } from "#app/utils/route-headers";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Administrators | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, me) => ({ admins: await listAdmins(db), meId: me.id }), { ownerOnly: true });

export const headers = forwardHeaders;

/** One form per colleague, all the same one: remove them. */
export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: RemoveAdminFormSchema,
      mutate: ({ id }, { db, admin }) => removeAdmin(db, { id, byAdminId: admin.id }),
      messages: { invalid: (first) => first, done: "Administrator removed.", fieldErrors: false, refusedStatus: 409 },
    },
    { ownerOnly: true },
  );

export default function AdminsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
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
        <FormResult result={result} />
        <p>
          <Link to={href("/AdminReg")}>Add an administrator</Link>
        </p>
      </section>
      <p>
        To change your own password, open <Link to={href("/Admin/account")}>My account</Link>.
      </p>
    </main>
  );
}
