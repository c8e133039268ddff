import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { Field } from "#app/components/forms/field";
import { LoginSchema, fieldErrors } from "#app/features/admins/admin-schema";
import { signIn } from "#app/features/admins/sign-in.server";
import { INVALID_CREDENTIALS, SIGN_IN_REFUSALS } from "#app/features/admins/sign-in-refusals";
import { readSessionToken, sessionCookie } from "#app/utils/auth.server";
import { safeRedirectPath } from "#app/utils/safe-redirect";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { clientIpHash } from "#app/utils/ip-hash.server";
import type { Route } from "./+types/login";
import { forwardHeaders } from "#app/utils/route-headers";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];

type Result =
  | { ok: true; message: string; redirectTo: string }
  | { ok: false; errors?: Record<string, string>; formError?: string; email?: string };

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const db = dbFrom(context);
  const form = await readForm(request);
  const email = String(form.email ?? "");
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), email }, { status: 400 });

  const result = await signIn(db, {
    ...parsed.data,
    ipHash: clientIpHash(context),
    previousToken: readSessionToken(request, context),
  });
  if (!result.ok && result.reason !== "invalid") {
    const refusal = SIGN_IN_REFUSALS[result.reason];
    return data<Result>(
      { ok: false, email, formError: refusal.message(result.retryAfterSeconds) },
      { status: refusal.status, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (!result.ok) return data<Result>({ ok: false, email, formError: INVALID_CREDENTIALS }, { status: 401 });

  const { token, expiresAt } = result;
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  return data<Result>(
    { ok: true, message: "Login successful!", redirectTo },
    { headers: { "Set-Cookie": sessionCookie(context, token, expiresAt), "Cache-Control": "no-store" } },
  );
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const result = actionData as Result | undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};

  // The spec: 'Login successful!' replaces the form, then the dashboard opens.
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate(result.redirectTo, { replace: true }), 800);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <main className="container narrow page-pad">
      <div className="card auth-card">
        <p>
          <Link to="/adminReg" className="back-link">
            ← Back
          </Link>
        </p>
        <h1>Admin Login</h1>
        {result?.ok ? (
          <>
            {/* Without JavaScript, the browser follows this after a second (with it, the effect above navigates). */}
            <noscript>
              <meta httpEquiv="refresh" content={`1;url=${result.redirectTo}`} />
            </noscript>
            <p role="status" className="form-success">
              {result.message}
            </p>
            <p>
              <Link to={result.redirectTo}>Continue to the dashboard</Link>
            </p>
          </>
        ) : (
          <Form method="post" noValidate className="form-grid">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={result && !result.ok ? result.email : undefined}
              error={errors.email}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
            />
            {result && !result.ok && result.formError ? (
              <p role="alert" className="form-error">
                {result.formError}
              </p>
            ) : null}
            <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
              Login
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error connecting to the server. Please try again." />;
}
