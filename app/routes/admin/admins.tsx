import { data, Form, Link } from "react-router";
import { Field } from "#app/components/forms/field";
import { PasswordChangeSchema, fieldErrors } from "#app/features/admins/admin-schema";
import { changePassword, listAdmins, removeAdmin } from "#app/features/admins/admins.server";
import { revokeAdminSessions } from "#app/features/admins/sessions.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { orServerBusy, ServerBusyError } from "#app/utils/server-busy";
import { parseId } from "#app/utils/ids";
import type { Route } from "./+types/admins";
import { forwardHeaders } from "#app/utils/route-headers";

export const meta: Route.MetaFunction = () => [{ title: "Administrators | Admin" }];

type Result = { scope: "remove" | "password"; ok: boolean; message: string; errors?: Record<string, string> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  return { admins: await listAdmins(dbFrom(context)), meId: me.id };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdmin(request, context);
  const db = dbFrom(context);
  const form = await readForm(request);
  if (form.intent === "remove") {
    const id = parseId(form.id);
    const result = id
      ? await removeAdmin(db, id, me.id)
      : ({ ok: false, message: "This administrator no longer exists." } as const);
    return data<Result>(
      { scope: "remove", ok: result.ok, message: result.ok ? "Administrator removed." : result.message },
      { status: result.ok ? 200 : 409 },
    );
  }
  const parsed = PasswordChangeSchema.safeParse(form);
  if (!parsed.success) {
    return data<Result>(
      {
        scope: "password",
        ok: false,
        message: "Please correct the fields marked above.",
        errors: fieldErrors(parsed.error),
      },
      { status: 400 },
    );
  }
  const changed = await orServerBusy(changePassword(db, me.id, parsed.data.current, parsed.data.next));
  if (changed instanceof ServerBusyError) {
    return data<Result>(
      { scope: "password", ok: false, message: changed.message },
      { status: 503, headers: { "Retry-After": String(changed.retryAfterSeconds) } },
    );
  }
  if (!changed) {
    return data<Result>(
      {
        scope: "password",
        ok: false,
        message: "Your current password is not right.",
        errors: { current: "Your current password is not right." },
      },
      { status: 400 },
    );
  }
  // Anyone else holding one of your sessions is signed out; this browser stays signed in.
  await revokeAdminSessions(db, me.id, me.sessionId);
  return data<Result>({
    scope: "password",
    ok: true,
    message: "Password changed. Your other sessions were signed out.",
  });
}

export default function AdminsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as Result | undefined;
  const errors = result?.errors ?? {};
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
        {result?.scope === "remove" ? (
          <p role={result.ok ? "status" : "alert"} className={result.ok ? "form-success" : "form-error"}>
            {result.message}
          </p>
        ) : null}
        <p>
          <Link to="/AdminReg">Add an administrator</Link>
        </p>
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <Form method="post" noValidate className="admin-form narrow-form">
          <input type="hidden" name="intent" value="password" />
          <Field
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
            error={errors.current}
          />
          <Field label="New password" name="next" type="password" autoComplete="new-password" error={errors.next} />
          <Field
            label="New password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            error={errors.confirm}
          />
          {result?.scope === "password" ? (
            <p role={result.ok ? "status" : "alert"} className={result.ok ? "form-success" : "form-error"}>
              {result.message}
            </p>
          ) : null}
          <button type="submit" className="button button-primary">
            Change password
          </button>
        </Form>
      </section>
    </main>
  );
}
