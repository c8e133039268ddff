import { Form, href, Link, useNavigation } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { Field, SelectField } from "#app/components/forms/field";
import { RegistrationSchema } from "#app/features/admins/admin-schema";
import { ROLE_LABELS, ROLES } from "#app/features/admins/roles";
import { countAdmins, registerAdmin, registrationRefused } from "#app/features/admins/admins.server";
import { SETUP_LINK_NEEDED, SETUP_PARAM, setupLinkRequired } from "#app/features/admins/first-admin-setup";
import { setupTokenValid } from "#app/features/admins/first-admin-setup.server";
import { getAdmin } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/register";
import { forwardHeaders } from "#app/utils/route-headers";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { submitAdminForm } from "./admin-form.server";
import { CLIENT_ROUTER_PAGE, type PageHandle } from "#app/utils/page-handle";

export const handle = { ...CLIENT_ROUTER_PAGE, chrome: "full" } as const satisfies PageHandle;

export const meta: Route.MetaFunction = () => [{ title: "Admin registration" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const [admin, admins] = await Promise.all([getAdmin(request, context), countAdmins(db)]);
  const first = admins === 0 && !admin;
  // A new production site: only the one-time link from the start log opens the form.
  const linkMissing =
    first &&
    setupLinkRequired(context.env) &&
    !(await setupTokenValid(db, new URL(request.url).searchParams.get(SETUP_PARAM)));
  // Only an owner adds staff; a counsellor is told registration is closed, as a stranger is.
  const owner = admin?.role === "owner";
  return { open: (first && !linkMissing) || owner, first, linkMissing, signedIn: owner };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await getAdmin(request, context);
  const form = await readForm(request);
  return submitAdminForm(request, {
    form,
    schema: RegistrationSchema,
    mutate: async (values) => {
      const result = await registerAdmin(dbFrom(context), values, {
        bySignedInAdmin: admin?.role === "owner",
        actor: admin ? { id: admin.id, name: admin.name } : undefined,
        setupTokenRequired: setupLinkRequired(context.env),
        setupToken: new URL(request.url).searchParams.get(SETUP_PARAM) ?? form[SETUP_PARAM],
      });
      if (!result.ok) throw registrationRefused(result.reason);
    },
    messages: {
      refused: (reason) => `Register Failed: ${reason}`,
      done: "Your data is submitted",
      resetForm: true,
      hideFields: ["password"],
    },
  });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
  // Here, not in RegistrationForm: the form's ids come from useId, by where it is called.
  // A colleague is an owner unless the owner chooses otherwise, as every admin was before roles.
  const form = useAdminForm<typeof RegistrationSchema>(result, { defaultValue: { role: "owner" } });
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
              <Link to={href("/AdminLogin")}>Already registered? Login</Link>
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
              <Link to={href("/AdminLogin")}>Already registered? Login</Link>
            </p>
          </>
        ) : (
          <RegistrationForm first={loaderData.first} result={result} form={form} />
        )}
      </div>
    </main>
  );
}

/** The form while registration is open: the first admin's account, or an owner adding a colleague. */
function RegistrationForm({
  first,
  result,
  form: { fields, formProps },
}: {
  first: boolean;
  result: Route.ComponentProps["actionData"];
  form: ReturnType<typeof useAdminForm<typeof RegistrationSchema>>;
}) {
  const navigation = useNavigation();
  return (
    <>
      <p className="muted">
        {first
          ? "No administrator exists yet: the first account you create here manages the site."
          : "Add a colleague: an owner runs the site; a counsellor works the leads given to them."}
      </p>
      {result?.ok ? (
        <p role="status" className="form-success">
          {result.message}
        </p>
      ) : null}
      {/* A success clears the form (docs/original-contract.md#registration-messages). */}
      <Form method="post" {...formProps} className="form-grid">
        <Field label="Name" meta={fields.name} autoComplete="name" />
        <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
        <Field label="Password" meta={fields.password} type="password" autoComplete="new-password" />
        <Field
          label="Mobile"
          meta={fields.mobile}
          // The 10-digit number without +91: "tel-national" is the autofill token for that,
          // and HTML allows it only on a text field ("tel" is the one token for type=tel).
          type="text"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
        />
        {first ? null : (
          <SelectField
            label="Role"
            placeholder="Choose a role"
            meta={fields.role}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          />
        )}
        {result && !result.ok ? <FormResult result={result} /> : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Submit
        </button>
      </Form>
      <p>
        <Link to={href("/AdminLogin")}>Already registered? Login</Link>
      </p>
    </>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again later.");
