import crypto from "node:crypto";
import { expect, test } from "vitest";
import { verifyCredentials } from "#app/features/admins/admins.server";
import { createSession, findSessionAdmin } from "#app/features/admins/sessions.server";
import { listStaff } from "#app/features/admins/staff.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { changeColleagueRole, deactivateColleague, reactivateColleague } from "#app/features/team/deactivation.server";
import {
  acceptInvitation,
  invitationState,
  inviteColleague,
  listPendingInvitations,
} from "#app/features/team/invitations.server";
import { InviteFormSchema } from "#app/features/team/team-schema";
import { outgoingEmail, type EmailRowPayload } from "../../server/email-kinds";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/** Issue 43, item 5: colleagues are invited, their roles change, and a deactivated person's leads move on. */

const SECRET = crypto.randomBytes(32);
const ORIGIN = "https://example.in";

const enquiry = (name: string, phone: string): NewLead => ({
  form: "contact",
  page: "/Contact",
  name,
  phone,
  utm: {},
  consentPurposes: ["contact"],
});

test("the invitation's role has no default: an empty choice is refused with a clear message", () => {
  const base = { intent: "invite", name: "Meera", email: "meera@example.in" };
  const empty = InviteFormSchema.safeParse({ ...base, role: undefined });
  expect(empty.success).toBe(false);
  expect(empty.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["role", "Choose a role: Owner or Counsellor"],
  ]);
  expect(InviteFormSchema.safeParse({ ...base, role: "admin" }).success).toBe(false);
  expect(InviteFormSchema.parse({ ...base, role: "counsellor" }).role).toBe("counsellor");
});

describeEachEngine("the team", (db) => {
  /** The link of the newest invitation e-mail in the outbox, as the worker writes it. */
  const invitationLink = async () => {
    const row = await db()
      .selectFrom("outbox")
      .select("payload")
      .where("event_key", "like", "staff-invitation-%")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(row.payload) as EmailRowPayload;
    const email = await outgoingEmail(db(), payload, { origin: ORIGIN, linkSecret: SECRET, mailFrom: "a@b.in" });
    const link = /https:\/\/example\.in\/AdminInvitation\/([A-Za-z0-9_-]{43})/.exec(email?.text ?? "");
    return { email, token: link?.[1] ?? "" };
  };

  test("an invitation's e-mail carries a link that sets the password once, with the chosen role", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    await inviteColleague(
      db(),
      { name: "Meera Rao", email: "Meera@Example.in", role: "counsellor" },
      { byAdminId: olga, secret: SECRET },
    );
    const { email, token } = await invitationLink();
    expect(email?.to).toBe("meera@example.in");
    // Only the token's hash is kept, never the token.
    const stored = await db().selectFrom("staff_invitations").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await invitationState(db(), token)).toMatchObject({ state: "open", role: "counsellor" });
    expect((await listPendingInvitations(db())).map((row) => row.email)).toEqual(["meera@example.in"]);

    expect(await acceptInvitation(db(), { token, password: "chosen-by-meera" })).toEqual({
      state: "accepted",
      email: "meera@example.in",
    });
    const meera = await verifyCredentials(db(), "meera@example.in", "chosen-by-meera");
    expect(meera?.name).toBe("Meera Rao");
    expect((await listStaff(db())).find((person) => person.id === meera?.id)).toMatchObject({
      role: "counsellor",
      status: "active",
    });
    expect(await listPendingInvitations(db())).toEqual([]);
    // Used: a second time is refused, and the e-mail is not sent any more.
    expect(await acceptInvitation(db(), { token, password: "someone-else" })).toEqual({ state: "used" });
    expect((await invitationLink()).email).toBeUndefined();
    // Someone on the team already: no second invitation.
    await expect(
      inviteColleague(
        db(),
        { name: "Meera", email: "meera@example.in", role: "owner" },
        { byAdminId: olga, secret: SECRET },
      ),
    ).rejects.toThrow("An admin with this e-mail already exists.");
  });

  test("an expired link and one a newer invitation replaced say so, and set nothing", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    const invite = () =>
      inviteColleague(
        db(),
        { name: "Ravi", email: "ravi@example.in", role: "owner" },
        { byAdminId: olga, secret: SECRET },
      );
    await invite();
    const first = (await invitationLink()).token;
    await invite();
    const second = (await invitationLink()).token;
    expect(await invitationState(db(), first)).toEqual({ state: "replaced" });
    await db()
      .updateTable("staff_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("revoked_at", "is", null)
      .execute();
    expect(await acceptInvitation(db(), { token: second, password: "too-late" })).toEqual({ state: "expired" });
    expect(await invitationState(db(), "x".repeat(43))).toEqual({ state: "unknown" });
    expect(await verifyCredentials(db(), "ravi@example.in", "too-late")).toBeUndefined();
  });

  test("deactivation: no sign-in, sessions end, and each open lead goes back to the round-robin with a timeline entry", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    const anil = await insertStaff(db(), { name: "Anil", role: "counsellor", password: "anil-password" });
    const bina = await insertStaff(db(), { name: "Bina", role: "counsellor" });
    const chetan = await insertStaff(db(), { name: "Chetan", role: "counsellor" });
    // Round-robin: Anil, Bina, Chetan, then Anil again.
    const leads = [];
    for (const [n, phone] of ["9845000001", "9845000002", "9845000003", "9845000004", "9845000005"].entries()) {
      leads.push((await createLead(db(), enquiry(`Student ${n}`, phone))).id);
    }
    const assignees = async () =>
      Object.fromEntries(
        (await db().selectFrom("leads").select(["id", "assignee_id"]).execute()).map((row) => [
          row.id,
          row.assignee_id,
        ]),
      );
    expect(Object.values(await assignees())).toEqual([anil, bina, chetan, anil, bina]);
    // Anil's first lead is closed: it stays his, as history.
    await db().updateTable("leads").set({ status: "closed" }).where("id", "=", leads[0]!).execute();
    const { token } = await createSession(db(), anil);
    expect((await findSessionAdmin(db(), token))?.id).toBe(anil);

    expect(await deactivateColleague(db(), { id: anil, byAdminId: olga })).toEqual({
      name: "Anil",
      leadsReassigned: 1,
    });

    const after = await assignees();
    expect(after[leads[0]!]).toBe(anil);
    // The line goes on from where it was: Chetan had the oldest turn.
    expect(after[leads[3]!]).toBe(chetan);
    const events = await db()
      .selectFrom("lead_events")
      .select(["lead_id", "actor_id", "data"])
      .where("kind", "=", "assigned")
      .where("actor_id", "=", olga)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.lead_id).toBe(leads[3]);
    expect(JSON.parse(events[0]!.data)).toMatchObject({
      assigneeId: chetan,
      assignee: "Chetan",
      by: "round-robin",
      from: "Anil",
      note: "Anil was deactivated: the lead went back to the round-robin.",
    });
    // Signed out, and no way back in; no new lead goes to him.
    expect(await findSessionAdmin(db(), token)).toBeUndefined();
    expect(await db().selectFrom("admin_sessions").where("admin_id", "=", anil).selectAll().execute()).toEqual([]);
    expect(await verifyCredentials(db(), "anil@example.in", "anil-password")).toBeUndefined();
    const next = await createLead(db(), enquiry("Student 6", "9845000006"));
    expect((await assignees())[next.id]).not.toBe(anil);
    expect((await listStaff(db())).find((person) => person.id === anil)?.status).toBe("deactivated");
    // Twice is refused.
    await expect(deactivateColleague(db(), { id: anil, byAdminId: olga })).rejects.toThrow("deactivated already");
    expect([bina, chetan]).toContain((await assignees())[next.id]);
  });

  test("reactivation: the same password signs in again, the next new lead is theirs, their old leads stay where they went", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    const anil = await insertStaff(db(), { name: "Anil", role: "counsellor", password: "anil-password" });
    const bina = await insertStaff(db(), { name: "Bina", role: "counsellor" });
    const first = await createLead(db(), enquiry("Student 1", "9845000011"));
    await deactivateColleague(db(), { id: anil, byAdminId: olga });
    const assigneeOf = async (id: number) =>
      (await db().selectFrom("leads").select("assignee_id").where("id", "=", id).executeTakeFirstOrThrow()).assignee_id;
    expect(await assigneeOf(first.id)).toBe(bina);
    // Refused: someone active, oneself, someone not there; nothing changes.
    await expect(reactivateColleague(db(), { id: bina, byAdminId: olga })).rejects.toThrow("active already");
    await expect(reactivateColleague(db(), { id: olga, byAdminId: olga })).rejects.toThrow("Ask another owner");
    await expect(reactivateColleague(db(), { id: 999_999, byAdminId: olga })).rejects.toThrow("no longer exists");
    expect((await listStaff(db())).find((person) => person.id === anil)?.status).toBe("deactivated");

    expect(await reactivateColleague(db(), { id: anil, byAdminId: olga })).toEqual({
      name: "Anil",
      role: "counsellor",
    });

    expect((await listStaff(db())).find((person) => person.id === anil)).toMatchObject({
      status: "active",
      role: "counsellor",
    });
    expect((await verifyCredentials(db(), "anil@example.in", "anil-password"))?.id).toBe(anil);
    expect(await assigneeOf(first.id)).toBe(bina);
    const next = await createLead(db(), enquiry("Student 2", "9845000012"));
    expect(await assigneeOf(next.id)).toBe(anil);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "subject"])
      .where("action", "=", "staff.reactivated")
      .execute();
    expect(audit).toEqual([{ action: "staff.reactivated", actor_id: olga, subject: `admin:${anil}` }]);
    // Twice is refused.
    await expect(reactivateColleague(db(), { id: anil, byAdminId: olga })).rejects.toThrow("active already");
  });

  test("with no counsellor left, a deactivated person's open leads wait in the unassigned pool", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    const anil = await insertStaff(db(), { name: "Anil", role: "counsellor" });
    const lead = await createLead(db(), enquiry("Student", "9845000007"));
    await deactivateColleague(db(), { id: anil, byAdminId: olga });
    const row = await db()
      .selectFrom("leads")
      .select("assignee_id")
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(row.assignee_id).toBeNull();
    const event = await db()
      .selectFrom("lead_events")
      .select("data")
      .where("lead_id", "=", lead.id)
      .where("actor_id", "=", olga)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.data)).toMatchObject({ assigneeId: null, from: "Anil" });
  });

  test("the last owner is neither deactivated nor demoted, even when two owners demote each other at once", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    const omar = await insertStaff(db(), { name: "Omar", role: "owner" });
    await expect(deactivateColleague(db(), { id: olga, byAdminId: olga })).rejects.toThrow("Ask another owner");
    const outcomes = await Promise.allSettled([
      changeColleagueRole(db(), { id: omar, byAdminId: olga, role: "counsellor" }),
      changeColleagueRole(db(), { id: olga, byAdminId: omar, role: "counsellor" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(String(refused?.reason)).toContain("This is the last owner");
    const owners = (await listStaff(db())).filter((person) => person.role === "owner");
    expect(owners).toHaveLength(1);
    await expect(
      deactivateColleague(db(), { id: owners[0]!.id, byAdminId: owners[0]!.id === olga ? omar : olga }),
    ).rejects.toThrow("This is the last owner");
  });
});
