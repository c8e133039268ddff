import { Form } from "react-router";
import { RowActionForm } from "#app/components/forms/row-action";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { ROLE_LABELS, ROLES, type Role } from "#app/features/admins/roles";
import type { StaffMember } from "#app/features/admins/staff.server";
import { formatIndiaDateTime } from "#app/utils/india-time";

interface PendingInvitation {
  id: number;
  name: string;
  email: string;
  role: Role;
  expiresAt: string;
}

/**
 * Everyone on the team, then everyone invited: name, e-mail, role, status and last sign-in. An
 * owner changes another person's role, deactivates them or brings them back here; their own row
 * says "you".
 */
export function TeamTable({
  staff,
  invitations,
  meId,
}: {
  staff: StaffMember[];
  invitations: PendingInvitation[];
  meId: number;
}) {
  const at = new Date().toISOString();
  return (
    <TableScroll labelledBy="people-heading">
      <table className="team-table">
        <ColumnHeads names={["Name", "Email", "Role", "Status", "Last sign-in", "Change"]} />
        <tbody>
          {staff.map((person) => (
            <tr key={`staff-${person.id}`}>
              <td>{person.name}</td>
              <td>{person.email}</td>
              <td>{ROLE_LABELS[person.role]}</td>
              <td>{person.status === "active" ? "Active" : "Deactivated"}</td>
              <td>{person.lastSignedInAt ? formatIndiaDateTime(person.lastSignedInAt) : "Never"}</td>
              <td>
                {person.id === meId ? (
                  <span className="muted small">you</span>
                ) : person.status === "active" ? (
                  <PersonForms person={person} />
                ) : (
                  <ReactivateForm person={person} />
                )}
              </td>
            </tr>
          ))}
          {invitations.map((invitation) => (
            <tr key={`invitation-${invitation.id}`}>
              <td>{invitation.name}</td>
              <td>{invitation.email}</td>
              <td>{ROLE_LABELS[invitation.role]}</td>
              <td>
                Invited
                <span className="muted small">
                  {invitation.expiresAt > at
                    ? ` · link works until ${formatIndiaDateTime(invitation.expiresAt)}`
                    : " · link expired: invite them again"}
                </span>
              </td>
              <td>Never</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Another role for this person, or their deactivation (confirmed first: they are signed out at once). */
function PersonForms({ person }: { person: StaffMember }) {
  const other = ROLES.find((role) => role !== person.role)!;
  return (
    <div className="team-actions">
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="id" value={person.id} />
        <input type="hidden" name="role" value={other} />
        <button type="submit" className="button button-small button-ghost">
          Make {ROLE_LABELS[other].toLowerCase()}
          <span className="visually-hidden"> {person.name}</span>
        </button>
      </Form>
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="deactivate" />
        <input type="hidden" name="id" value={person.id} />
        <button
          type="submit"
          className="button button-small button-ghost"
          onClick={(event) => {
            if (
              !window.confirm(
                `Deactivate ${person.name}? They are signed out at once, and their open leads go back to the round-robin.`,
              )
            )
              event.preventDefault();
          }}
        >
          Deactivate<span className="visually-hidden"> {person.name}</span>
        </button>
      </Form>
    </div>
  );
}

/** A deactivated person back on the team, with the password and role they had. */
function ReactivateForm({ person }: { person: StaffMember }) {
  return (
    <RowActionForm
      intent="reactivate"
      fields={{ id: person.id }}
      label="Reactivate"
      rowName={person.name}
      className="button button-small button-ghost"
    />
  );
}
