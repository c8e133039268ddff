import { useEffect } from "react";
import { BackLink } from "#app/components/admin/back-link";
import { Form, href, Link, useNavigate, useNavigation } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { Field } from "#app/components/forms/field";
import { LoginSchema } from "#app/features/admins/admin-schema";
import { signIn } from "#app/features/admins/sign-in.server";
import { signInRefusal } from "#app/features/admins/sign-in-refusals";
import { readSessionToken, sessionCookie } from "#app/features/admins/auth.server";
import { safeRedirectPath } from "#app/utils/safe-redirect";
import { dbFrom } from "#app/utils/context.server";
import { clientIpHash } from "#app/utils/ip-hash.server";
import type { Route } from "./+types/login";
import { forwardHeaders } from "#app/utils/route-headers";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { Refusal } from "#app/utils/refusal";
import { submitAdminForm } from "./admin-form.server";
import { CLIENT_ROUTER_PAGE, type PageHandle } from "#app/utils/page-handle";

export const handle = { ...CLIENT_ROUTER_PAGE, chrome: "landing" } as const satisfies PageHandle;

export const meta: Route.MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return submitAdminForm(request, {
    schema: LoginSchema,
    mutate: async (credentials) => {
      const result = await signIn(dbFrom(context), {
        ...credentials,
        ipHash: clientIpHash(context),
        previousToken: readSessionToken(request, context),
      });
      if (result.ok) return result;
      if (result.reason === "invalid") throw new Refusal({ code: "admins.invalid_credentials" }, { status: 401 });
      throw signInRefusal(result.reason, result.retryAfterSeconds);
    },
    messages: {
      done: "Login successful!",
      extra: () => ({ redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) }),
      doneHeaders: ({ token, expiresAt }) => ({
        "Set-Cookie": sessionCookie(context, token, expiresAt),
        "Cache-Control": "no-store",
      }),
      hideFields: ["password"],
    },
  });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const result = actionData;
  const redirectTo = result?.ok ? result.extra.redirectTo : undefined;
  const { fields, formProps } = useAdminForm<typeof LoginSchema>(result);

  // 'Login successful!' replaces the form, then My day (or the page asked for) opens (docs/original-contract.md#login-messages).
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), 800);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  return (
    <main className="container narrow page-pad">
      <div className="card auth-card">
        <BackLink to={href("/AdminReg")}>Back</BackLink>
        <h1>Admin Login</h1>
        {result?.ok && redirectTo ? (
          <>
            {/* Without JavaScript, the browser follows this after a second (with it, the effect above navigates). */}
            <noscript>
              <meta httpEquiv="refresh" content={`1;url=${redirectTo}`} />
            </noscript>
            <p role="status" className="form-success">
              {result.message}
            </p>
            <p>
              <Link to={redirectTo}>Continue</Link>
            </p>
          </>
        ) : (
          <Form method="post" {...formProps} className="form-grid">
            <Field label="Email" meta={fields.email} type="email" autoComplete="username" />
            <Field label="Password" meta={fields.password} type="password" autoComplete="current-password" />
            {result && !result.ok ? <FormResult result={result} /> : null}
            <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
              Login
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error connecting to the server. Please try again.");
