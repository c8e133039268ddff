import { href, Link, redirect } from "react-router";
import { RegistrationSchema, StaffRegistrationSchema } from "#app/features/admins/admin-schema";
import { countAdmins } from "#app/features/admins/admins.server";
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
import { RegistrationForm } from "./registration-form";
import { REGISTRATION_MESSAGES, registerOrRefuse } from "./registration.server";

export const handle = { ...CLIENT_ROUTER_PAGE, chrome: "full" } as const satisfies PageHandle;

export const meta: Route.MetaFunction = () => [{ title: "Admin registration" }, { name: "robots", content: "noindex" }];

/** The requests (their load context, one per request) whose post this page's action answered. */
const answeredHere = new WeakSet<object>();

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const [admin, admins] = await Promise.all([getAdmin(request, context), countAdmins(db)]);
  const first = admins === 0 && !admin;
  // A new production site: only the one-time link from the start log opens the form.
  const linkMissing =
    first &&
    setupLinkRequired(context.env) &&
    !(await setupTokenValid(db, new URL(request.url).searchParams.get(SETUP_PARAM)));
  // A signed-in owner adds a colleague inside the admin area (add-admin.tsx), with its menu; a
  // form posted here without JavaScript still gets its answer (its messages, or a 400) here.
  if (admin?.role === "owner") {
    if (!answeredHere.has(context)) throw redirect(href("/Admin/admins/new"));
    return { open: true, first: false, linkMissing: false };
  }
  // A counsellor is told registration is closed, as a stranger is.
  return { open: first && !linkMissing, first, linkMissing };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await getAdmin(request, context);
  answeredHere.add(context);
  const form = await readForm(request);
  return submitAdminForm(request, {
    form,
    // A signed-in owner chooses the colleague's role; the first admin is an owner.
    schema: admin?.role === "owner" ? StaffRegistrationSchema : RegistrationSchema,
    mutate: (values) =>
      registerOrRefuse(dbFrom(context), values, {
        bySignedInAdmin: admin?.role === "owner",
        actor: admin ? { id: admin.id, name: admin.name } : undefined,
        setupTokenRequired: setupLinkRequired(context.env),
        setupToken: new URL(request.url).searchParams.get(SETUP_PARAM) ?? form[SETUP_PARAM],
      }),
    messages: REGISTRATION_MESSAGES,
  });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
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
          <RegistrationForm first={loaderData.first} result={result} />
        )}
      </div>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again later.");
