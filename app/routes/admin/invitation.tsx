import { data, Form, href, Link, useNavigation } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { ROLE_LABELS } from "#app/features/admins/roles";
import { acceptInvitation, invitationState, type InvitationState } from "#app/features/team/invitations.server";
import { SetPasswordSchema } from "#app/features/team/team-schema";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { CLIENT_ROUTER_PAGE, type PageHandle } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/invitation";
import { submitAdminForm } from "./admin-form.server";

export const handle = { ...CLIENT_ROUTER_PAGE, chrome: "landing" } as const satisfies PageHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Join the admin team" },
  { name: "robots", content: "noindex" },
];

/** A colleague's invitation (docs/decisions/074-staff-invitations.md): choose a password, once, within 72 hours. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The address holds the token: no other site learns it from a link followed from here.
  return data(await invitationState(dbFrom(context), params.token), { headers: { "Referrer-Policy": "same-origin" } });
}

export const headers = forwardHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  return submitAdminForm(request, {
    schema: SetPasswordSchema,
    mutate: async ({ password }) => acceptInvitation(dbFrom(context), { token: params.token, password }),
    messages: {
      invalid: "Please correct the marked fields.",
      done: (outcome) => (outcome.state === "accepted" ? "Your password is set. Sign in with it now." : ""),
      extra: (outcome) => outcome.state,
      hideFields: ["password", "confirm"],
    },
  });
}

/** Why a link no longer sets a password, and what to do about it. */
const CLOSED: Record<Exclude<InvitationState["state"], "open">, string> = {
  used: "This invitation was used already: the password is set. Sign in with it; if you have forgotten it, ask an owner for help.",
  expired:
    "This invitation has expired: its link works for 72 hours. Ask the owner who invited you to invite you again.",
  replaced:
    "A newer invitation was sent to this address: use the link in the latest e-mail, or ask the owner to invite you again.",
  unknown:
    "This invitation link is not valid. Check that the whole link was copied, or ask the owner to invite you again.",
};

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.ok ? actionData.extra : undefined;
  const state = outcome ?? loaderData.state;
  return (
    <main className="container narrow page-pad">
      <div className="card auth-card">
        <h1>Join the admin team</h1>
        {state === "accepted" ? (
          <>
            <p role="status" className="form-success">
              {actionData?.message}
            </p>
            <p>
              <Link to={href("/AdminLogin")}>Sign in</Link>
            </p>
          </>
        ) : state === "open" && loaderData.state === "open" ? (
          <PasswordForm invitation={loaderData} answer={actionData} />
        ) : state === "open" ? null : (
          <>
            <p role="alert" className="form-error">
              {CLOSED[state]}
            </p>
            <p>
              <Link to={href("/AdminLogin")}>Go to the sign-in page</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}

function PasswordForm({
  invitation,
  answer,
}: {
  invitation: Extract<InvitationState, { state: "open" }>;
  answer: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useAdminForm<typeof SetPasswordSchema>(answer);
  return (
    <>
      <p>
        Hello {invitation.name}. You are invited to the admin area as {ROLE_LABELS[invitation.role].toLowerCase()}, and
        will sign in as <strong>{invitation.email}</strong>. Choose your password: at least 6 characters.
      </p>
      <p className="muted small">
        This link works once, until {formatIndiaDateTime(invitation.expiresAt)} (India time).
      </p>
      <Form method="post" {...formProps} className="form-grid">
        <Field label="Password" meta={fields.password} type="password" autoComplete="new-password" />
        <Field label="Password again" meta={fields.confirm} type="password" autoComplete="new-password" />
        {answer && !answer.ok ? <FormResult result={answer} /> : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Set my password
        </button>
      </Form>
    </>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again later.");
