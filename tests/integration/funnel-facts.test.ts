import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "#app/db/migrate.server";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import {
  addApplication,
  changeApplicationStatus,
  leadApplications,
} from "#app/features/admissions/applications.server";
import { markSession } from "#app/features/counselling/session-changes.server";
import { erasePersonalData } from "#app/features/privacy/lead-erasure.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { logCall } from "#app/features/leads/lead-work.server";
import { admissionsCast, insertAssignedLead } from "../setup/admissions-cast";
import { insertBookedSession } from "../setup/counselling-session";
import { createTestDatabase, describeEachEngine, engines, type TestDatabase } from "../setup/test-database";

/**
 * The funnel's facts kept on each lead's row (features/leads/funnel-stages.server.ts,
 * refreshFunnelFacts): every write that can change one leaves the row saying what the calls,
 * sessions and applications say. `truth` below works them out from those tables, independently of
 * the code under test, and each step compares the two.
 */
type Facts = { counselled: number; applied: number; admitted: number };

async function stored(db: DB, leadId: number): Promise<Facts> {
  const row = await db
    .selectFrom("leads")
    .select(["funnel_counselled", "funnel_applied", "funnel_admitted_application"])
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  return {
    counselled: Number(row.funnel_counselled),
    applied: Number(row.funnel_applied),
    admitted: Number(row.funnel_admitted_application),
  };
}

async function truth(db: DB, leadId: number): Promise<Facts> {
  const events = await db
    .selectFrom("lead_events")
    .select("data")
    .where("lead_id", "=", leadId)
    .where("kind", "=", "call_logged")
    .execute();
  const interested = events.some((event) => (JSON.parse(event.data) as { outcome?: string }).outcome === "interested");
  const sessions = await db.selectFrom("counselling_sessions").select("status").where("lead_id", "=", leadId).execute();
  const applications = await db
    .selectFrom("lead_applications")
    .select("status")
    .where("lead_id", "=", leadId)
    .execute();
  return {
    counselled: interested || sessions.some((session) => session.status === "attended") ? 1 : 0,
    applied: applications.length > 0 ? 1 : 0,
    admitted: applications.some((application) => application.status === "admitted") ? 1 : 0,
  };
}

describeEachEngine("the funnel's facts on the lead's row", (db) => {
  const intake = new Date().getFullYear() + 1;

  async function expectFacts(leadId: number, facts: Facts) {
    expect(await truth(db(), leadId)).toEqual(facts);
    expect(await stored(db(), leadId)).toEqual(facts);
  }

  const pastSession = (leadId: number) =>
    insertBookedSession(db(), leadId, new Date(Date.now() - 3_600_000).toISOString());

  test("a call, a session's mark and an application each keep the row true, both ways", async () => {
    const cast = await admissionsCast(db());
    const leadId = await insertAssignedLead(db(), cast.anil.id);
    await expectFacts(leadId, { counselled: 0, applied: 0, admitted: 0 });

    await logCall(db(), { leadId, outcome: "no_answer", note: "" }, cast.anil);
    await expectFacts(leadId, { counselled: 0, applied: 0, admitted: 0 });

    const sessionId = await pastSession(leadId);
    await markSession(db(), cast.owner, { sessionId, leadId, status: "attended" });
    await expectFacts(leadId, { counselled: 1, applied: 0, admitted: 0 });
    // A mark corrected: the session was missed after all.
    await markSession(db(), cast.owner, { sessionId, leadId, status: "no_show" });
    await expectFacts(leadId, { counselled: 0, applied: 0, admitted: 0 });

    await logCall(db(), { leadId, outcome: "interested", note: "" }, cast.anil);
    await expectFacts(leadId, { counselled: 1, applied: 0, admitted: 0 });

    const apply = { leadId, collegeId: cast.rv, course: "B.E.", intake, applicationNumber: "" };
    await addApplication(db(), { ...apply, status: "applied" }, cast.anil);
    await expectFacts(leadId, { counselled: 1, applied: 1, admitted: 0 });
    const [application] = await leadApplications(db(), leadId);
    await changeApplicationStatus(db(), { leadId, applicationId: application!.id, status: "admitted" }, cast.anil);
    await expectFacts(leadId, { counselled: 1, applied: 1, admitted: 1 });
    // Entered as Admitted by mistake: taken back.
    await changeApplicationStatus(
      db(),
      { leadId, applicationId: application!.id, status: "offer_received" },
      cast.anil,
    );
    await expectFacts(leadId, { counselled: 1, applied: 1, admitted: 0 });
  });

  test("a merge moves the facts with the rows onto the survivor, and its undo moves them back", async () => {
    const cast = await admissionsCast(db());
    const survivor = await insertAssignedLead(db(), cast.anil.id, "Priya Sharma");
    const merged = await insertAssignedLead(db(), cast.anil.id, "Priya S");
    await logCall(db(), { leadId: merged, outcome: "interested", note: "" }, cast.anil);
    await addApplication(
      db(),
      { leadId: merged, collegeId: cast.pes, course: "B.Tech", intake, applicationNumber: "", status: "admitted" },
      cast.anil,
    );
    await expectFacts(merged, { counselled: 1, applied: 1, admitted: 1 });

    const { mergeId } = await mergeLeads(db(), { ids: [survivor, merged], choices: {} }, cast.owner);
    await expectFacts(survivor, { counselled: 1, applied: 1, admitted: 1 });
    await expectFacts(merged, { counselled: 0, applied: 0, admitted: 0 });

    await undoMerge(db(), { mergeId }, cast.owner);
    await expectFacts(survivor, { counselled: 0, applied: 0, admitted: 0 });
    await expectFacts(merged, { counselled: 1, applied: 1, admitted: 1 });
  });

  test("an erasure takes the call's outcome and the applications; an attended session still counts", async () => {
    const cast = await admissionsCast(db());
    const called = await insertAssignedLead(db(), cast.anil.id, "Called");
    const attended = await insertAssignedLead(db(), cast.anil.id, "Attended");
    for (const leadId of [called, attended]) {
      await logCall(db(), { leadId, outcome: "interested", note: "" }, cast.anil);
      await addApplication(
        db(),
        { leadId, collegeId: cast.rv, course: "B.E.", intake, applicationNumber: "", status: "applied" },
        cast.anil,
      );
    }
    await markSession(db(), cast.owner, {
      sessionId: await pastSession(attended),
      leadId: attended,
      status: "attended",
    });

    for (const leadId of [called, attended]) {
      await db()
        .transaction()
        .execute((trx) => erasePersonalData(trx, { leadId }, { reason: "owner" }));
    }
    await expectFacts(called, { counselled: 0, applied: 0, admitted: 0 });
    await expectFacts(attended, { counselled: 1, applied: 0, admitted: 0 });
  });
});

for (const engine of engines()) {
  describe(`the funnel facts' migration [${engine}]`, () => {
    const opened: TestDatabase[] = [];
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.dispose();
    });

    test("fills the facts of the leads already there from their calls, sessions and applications", async () => {
      const database = await createTestDatabase(engine, { migrate: false });
      opened.push(database);
      const migration = "2026-12-04T00-00-funnel-facts";
      await migrateTo(database.db, MIGRATION_NAMES[MIGRATION_NAMES.indexOf(migration) - 1]!);
      // The rows as the site wrote them before it, with plain SQL where the typed schema would differ.
      const db = database.db;
      const at = "2026-10-05T06:00:00.000Z";
      const lead = async (name: string) => {
        const { rows } = await sql<{ id: number }>`insert into leads (name, form, page, created_at, updated_at)
          values (${name}, 'contact', '/Contact', ${at}, ${at}) returning id`.execute(db);
        return Number(rows[0]!.id);
      };
      const { rows: colleges } = await sql<{ id: number }>`insert into colleges (slug, name, created_at, updated_at)
        values ('rv-college-of-engineering', 'RV College of Engineering', ${at}, ${at}) returning id`.execute(db);
      const collegeId = Number(colleges[0]!.id);
      const call = (leadId: number, outcome: string) =>
        sql`insert into lead_events (lead_id, kind, data, created_at)
          values (${leadId}, 'call_logged', ${JSON.stringify({ outcome, note: "" })}, ${at})`.execute(db);
      const application = (leadId: number, status: string) =>
        sql`insert into lead_applications (lead_id, college_id, course, intake, application_number, status, created_at, updated_at)
          values (${leadId}, ${collegeId}, 'B.E.', 2027, '', ${status}, ${at}, ${at})`.execute(db);

      const untouched = await lead("Untouched");
      const noAnswer = await lead("No answer");
      await call(noAnswer, "no_answer");
      const interested = await lead("Interested");
      await call(interested, "interested");
      const attended = await lead("Attended");
      await sql`insert into counselling_sessions (lead_id, starts_at, ends_at, status, topic, uid, manage_salt, manage_token_hash, created_at, updated_at)
        values (${attended}, ${at}, ${at}, 'attended', '', 'u@test', 's', 'h', ${at}, ${at})`.execute(db);
      const applied = await lead("Applied");
      await application(applied, "applied");
      const admitted = await lead("Admitted");
      await application(admitted, "not_admitted");
      await application(admitted, "admitted");

      expect(await migrateToLatest(db)).toContain(migration);
      const facts = async (leadId: number) => Object.values(await stored(db, leadId));
      expect(await facts(untouched)).toEqual([0, 0, 0]);
      expect(await facts(noAnswer)).toEqual([0, 0, 0]);
      expect(await facts(interested)).toEqual([1, 0, 0]);
      expect(await facts(attended)).toEqual([1, 0, 0]);
      expect(await facts(applied)).toEqual([0, 1, 0]);
      expect(await facts(admitted)).toEqual([0, 1, 1]);
      // The report's index holds the facts, so a month's funnel reads it alone.
      const indexed = isPostgres(db)
        ? (
            await sql<{
              def: string;
            }>`select indexdef as def from pg_indexes where indexname = 'leads_funnel_idx'`.execute(db)
          ).rows[0]!.def
        : (await sql<{ def: string }>`select sql as def from sqlite_master where name = 'leads_funnel_idx'`.execute(db))
            .rows[0]!.def;
      expect(indexed).toContain("funnel_admitted_application");
    });
  });
}
