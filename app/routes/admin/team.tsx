import { Form, href, Link } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { ROLE_LABELS, ROLES } from "#app/features/admins/roles";
import { listStaff } from "#app/features/admins/staff.server";
import { changeColleagueRole, deactivateColleague, reactivateColleague } from "#app/features/team/deactivation.server";
import { inviteColleague, listPendingInvitations } from "#app/features/team/invitations.server";
import { reactivatedMessage } from "#app/features/team/reactivated-message";
import {
  ChangeRoleFormSchema,
  DeactivateFormSchema,
  InviteFormSchema,
  ReactivateFormSchema,
} from "#app/features/team/team-schema";
import { plural } from "#app/utils/i18n/plural";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/team";
import { adminAction, intentFor } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { TeamTable } from "./team/team-table";

export const meta: Route.MetaFunction = () => [{ title: "Team | Admin" }];

/** The owners' Team page (issue 43, item 5; docs/decisions/074-staff-invitations.md). */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db, me) => ({ staff: await listStaff(db), invitations: await listPendingInvitations(db), meId: me.id }),
    { ownerOnly: true },
  );

export const headers = forwardHeaders;

const teamIntent = intentFor<unknown>();

export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      invite: teamIntent({
        schema: InviteFormSchema,
        mutate: async (invitee, { db, admin, app }) => {
          await inviteColleague(db, invitee, { byAdminId: admin.id, secret: app.ipHashKey });
          return invitee.email;
        },
        messages: {
          invalid: "Please correct the marked fields.",
          done: (email) => `Invitation sent to ${email}. Its link works once, for 72 hours.`,
          resetForm: true,
        },
      }),
      role: teamIntent({
        schema: ChangeRoleFormSchema,
        mutate: (change, { db, admin }) => changeColleagueRole(db, { ...change, byAdminId: admin.id }),
        messages: {
          invalid: (first) => first,
          done: (changed) => (changed ? "Role changed." : "That was their role already."),
          fieldErrors: false,
          refusedStatus: 409,
        },
      }),
      deactivate: teamIntent({
        schema: DeactivateFormSchema,
        mutate: ({ id }, { db, admin }) => deactivateColleague(db, { id, byAdminId: admin.id }),
        messages: {
          invalid: (first) => first,
          done: ({ name, leadsReassigned: n }) =>
            `${name} is deactivated and signed out. ${n} open ${plural("en", n, { one: "lead", other: "leads" })} went back to the round-robin.`,
          fieldErrors: false,
          refusedStatus: 409,
        },
      }),
      reactivate: teamIntent({
        schema: ReactivateFormSchema,
        mutate: ({ id }, { db, admin }) => reactivateColleague(db, { id, byAdminId: admin.id }),
        messages: {
          invalid: (first) => first,
          done: reactivatedMessage,
          fieldErrors: false,
          refusedStatus: 409,
        },
      }),
    },
    { ownerOnly: true },
  );

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AdminFormAnswer<unknown> | undefined = actionData;
  return (
    <main className="admin-page wide">
      <h1>Team</h1>
      <p className="muted">
        Everyone who signs in to the admin area. An owner runs the site: settings, staff, the catalogue and every lead.
        A counsellor works the leads given to them and the unassigned pool.
      </p>
      <InviteSection answer={answer?.scope === "invite" ? answer : undefined} />
      <section aria-labelledby="people-heading">
        <h2 id="people-heading">People</h2>
        <FormResult result={answer && answer.scope !== "invite" ? answer : undefined} />
        <TeamTable staff={loaderData.staff} invitations={loaderData.invitations} meId={loaderData.meId} />
      </section>
      <p className="muted small">
        Removing an account for good, or adding one with a password you set, is on{" "}
        <Link to={href("/Admin/admins")}>Administrators</Link>.
      </p>
    </main>
  );
}

/** Invite by name, e-mail and a role chosen on purpose. */
function InviteSection({ answer }: { answer: AdminFormAnswer<unknown> | undefined }) {
  const { fields, formProps } = useAdminForm<typeof InviteFormSchema>(answer);
  return (
    <section aria-labelledby="invite-heading" className="card">
      <h2 id="invite-heading">Invite a colleague</h2>
      <p className="muted small">
        They get an e-mail with a link to choose their own password. The link works once, for 72 hours.
      </p>
      <Form method="post" {...formProps} className="admin-form invite-form">
        <input type="hidden" name="intent" value="invite" />
        <Field label="Name" meta={fields.name} autoComplete="off" maxLength={100} />
        <Field label="Email" meta={fields.email} type="email" autoComplete="off" maxLength={200} />
        <SelectField
          label="Role"
          meta={fields.role}
          placeholder="Choose a role"
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        />
        <button type="submit" className="button button-primary">
          Invite
        </button>
      </Form>
      <FormResult result={answer} />
    </section>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
