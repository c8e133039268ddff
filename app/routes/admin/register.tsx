import { data, Form, Link, useNavigation } from "react-router";
import { Field } from "#app/components/forms/field";
import { RegistrationSchema, fieldErrors } from "#app/features/admins/admin-schema";
import { countAdmins, registerAdmin } from "#app/features/admins/admins.server";
import { SETUP_LINK_NEEDED, SETUP_PARAM, setupLinkRequired } from "#app/features/admins/first-admin-setup";
import { setupTokenValid } from "#app/features/admins/first-admin-setup.server";
import { getAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { orServerBusy, ServerBusyError } from "#app/utils/server-busy";
import type { Route } from "./+types/register";
import { forwardHeaders } from "#app/utils/route-headers";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Admin registration" }, { name: "robots", content: "noindex" }];

type Result =
  | { ok: true; message: string }
  | { ok: false; errors?: Record<string, string>; formError?: string; values?: Record<string, string> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const [admin, admins] = await Promise.all([getAdmin(request, context), countAdmins(db)]);
  const first = admins === 0 && !admin;
  // A new production site: only the one-time link from the start log opens the form.
  const linkMissing =
    first &&
    setupLinkRequired(context.env) &&
    !(await setupTokenValid(db, new URL(request.url).searchParams.get(SETUP_PARAM)));
  return { open: (first && !linkMissing) || Boolean(admin), first, linkMissing, signedIn: Boolean(admin) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await getAdmin(request, context);
  const form = await readForm(request);
  const parsed = RegistrationSchema.safeParse(form);
  // Never echo the password back.
  const values = { name: String(form.name ?? ""), email: String(form.email ?? ""), mobile: String(form.mobile ?? "") };
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  const result = await orServerBusy(
    registerAdmin(dbFrom(context), parsed.data, {
      bySignedInAdmin: Boolean(admin),
      setupTokenRequired: setupLinkRequired(context.env),
      setupToken: new URL(request.url).searchParams.get(SETUP_PARAM) ?? form[SETUP_PARAM],
    }),
  );
  if (result instanceof ServerBusyError) {
    return data<Result>(
      { ok: false, formError: `Register Failed: ${result.message}`, values },
      { status: 503, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (!result.ok) {
    const refusals = {
      closed: { ok: false, formError: "Register Failed: Registration is closed. Ask an administrator to add you." },
      "setup-token": { ok: false, formError: `Register Failed: ${SETUP_LINK_NEEDED}` },
      "email-taken": { ok: false, formError: "Register Failed: An admin with this e-mail already exists.", values },
    } as const;
    return data<Result>(refusals[result.reason], { status: result.reason === "email-taken" ? 409 : 403 });
  }
  return data<Result>({ ok: true, message: "Your data is submitted" });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as Result | undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = result && !result.ok ? (result.values ?? {}) : {};
  return (
    <main className="container narrow page-pad">
      <div className="card auth-card">
        <h1>Admin Registration Form</h1>
        {result?.ok && !loaderData.open ? (
          // The first admin has just been created: registration has closed behind them.
          <>
            <p role="status" className="form-success">
              {result.message}
            </p>
            <p>
              <Link to="/AdminLogin">Already registered? Login</Link>
            </p>
          </>
        ) : loaderData.linkMissing ? (
          <p role="alert" className="form-error">
            {SETUP_LINK_NEEDED}
          </p>
        ) : !loaderData.open ? (
          <>
            <p role="alert" className="form-error">
              Registration is closed. Ask an administrator to add you.
            </p>
            <p>
              <Link to="/AdminLogin">Already registered? Login</Link>
            </p>
          </>
        ) : (
          <>
            <p className="muted">
              {loaderData.first
                ? "No administrator exists yet: the first account you create here manages the site."
                : "Add a colleague as an administrator."}
            </p>
            {result?.ok ? (
              <p role="status" className="form-success">
                {result.message}
              </p>
            ) : null}
            {/* A new key after a success clears the form, as the spec asks. */}
            <Form method="post" noValidate key={result?.ok ? "done" : "form"} className="form-grid">
              <Field label="Name" name="name" autoComplete="name" defaultValue={values.name} error={errors.name} />
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={values.email}
                error={errors.email}
              />
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                error={errors.password}
              />
              <Field
                label="Mobile"
                name="mobile"
                // The 10-digit number without +91: "tel-national" is the autofill token for that,
                // and HTML allows it only on a text field ("tel" is the one token for type=tel).
                type="text"
                inputMode="numeric"
                maxLength={10}
                autoComplete="tel-national"
                defaultValue={values.mobile}
                error={errors.mobile}
              />
              {result && !result.ok && result.formError ? (
                <p role="alert" className="form-error">
                  {result.formError}
                </p>
              ) : null}
              <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
                Submit
              </button>
            </Form>
            <p>
              <Link to="/AdminLogin">Already registered? Login</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Something went wrong. Please try again later." />;
}
