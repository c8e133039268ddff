import { beforeEach, expect, test } from "vitest";
import {
  addApplication,
  changeApplicationStatus,
  leadApplications,
} from "#app/features/admissions/applications.server";
import { markSession } from "#app/features/counselling/session-changes.server";
import { costPer, type FunnelRow, type StageCounts } from "#app/features/leads/funnel";
import { funnelToCsv } from "#app/features/reports/funnel-csv";
import { funnelReport } from "#app/features/reports/funnel-report.server";
import { erasePersonalData } from "#app/features/privacy/lead-erasure.server";
import { logCall } from "#app/features/leads/lead-work.server";
import { listLeads, type LeadFilters } from "#app/features/leads/leads-inbox.server";
import { saveSpend, spendOverRange } from "#app/features/reports/marketing-spend.server";
import { SpendFormSchema } from "#app/features/reports/spend-schema";
import { admissionsCast } from "../setup/admissions-cast";
import { insertBookedSession } from "../setup/counselling-session";
import { describeEachEngine } from "../setup/test-database";

/**
 * The funnel report (issue 25, part 3; docs/decisions/053-funnel-report.md): October 2026's leads
 * from google, facebook and no source, worked through calls, applications and an admission, with
 * one lead merged into another and one erased; the counts per source, campaign, form and
 * counsellor below are worked out by hand from the list in the test. Spend gives cost per lead
 * and per admission, and each number's inbox view lists exactly the leads it counts.
 */
describeEachEngine("funnel report", (db) => {
  const OCTOBER = { from: "2026-10-01", to: "2026-10-31" };
  const intake = new Date().getFullYear() + 1;
  let cast: Awaited<ReturnType<typeof admissionsCast>>;
  let ids: Record<string, number>;

  /** A lead received at `at` (UTC), as a form would have stored it. */
  async function lead(
    name: string,
    at: string,
    tags: { source?: string; campaign?: string; form: string; assignee: number | null },
  ): Promise<number> {
    const { id } = await db()
      .insertInto("leads")
      .values({
        name,
        form: tags.form,
        page: `/${tags.form}`,
        utm_source: tags.source ?? null,
        utm_campaign: tags.campaign ?? null,
        assignee_id: tags.assignee,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  const call = (leadId: number, outcome: "no_answer" | "interested" | "admitted") =>
    logCall(db(), { leadId, outcome, note: "" }, cast.owner);
  const apply = (leadId: number, status: "applied" | "admitted") =>
    addApplication(
      db(),
      { leadId, collegeId: cast.rv, course: "B.E.", intake, applicationNumber: "", status },
      cast.owner,
    );

  beforeEach(async () => {
    cast = await admissionsCast(db());
    const { anil, bela } = cast;
    const oct = (day: string) => `2026-10-${day}T06:00:00.000Z`;
    ids = {
      g1: await lead("G1", oct("02"), { source: "google", campaign: "diwali", form: "engineering", assignee: anil.id }),
      g2: await lead("G2", oct("03"), { source: "google", campaign: "Diwali", form: "engineering", assignee: anil.id }),
      g3: await lead("G3", oct("04"), { source: "GOOGLE", campaign: "diwali", form: "management", assignee: bela.id }),
      g4: await lead("G4", oct("05"), { source: "google", campaign: "diwali", form: "management", assignee: bela.id }),
      // 00:00 on 1 October in India is 18:30 UTC on 30 September: in the range.
      g5: await lead("G5", "2026-09-30T18:30:00.000Z", { source: "google", form: "contact", assignee: null }),
      f1: await lead("F1", oct("10"), { source: "facebook", campaign: "fb-nov", form: "medical", assignee: anil.id }),
      f2: await lead("F2", oct("11"), { source: "facebook", campaign: "fb-nov", form: "medical", assignee: anil.id }),
      e1: await lead("E1", oct("12"), { source: "facebook", campaign: "fb-nov", form: "medical", assignee: anil.id }),
      n1: await lead("N1", oct("20"), { form: "contact", assignee: bela.id }),
      m1: await lead("M1", oct("21"), { source: "google", campaign: "diwali", form: "engineering", assignee: anil.id }),
      // 23:59 on 30 September and 00:00 on 1 November in India: outside.
      before: await lead("Before", "2026-09-30T18:29:59.000Z", { source: "google", form: "contact", assignee: null }),
      after: await lead("After", "2026-10-31T18:30:00.000Z", { source: "google", form: "contact", assignee: null }),
    };
    await call(ids.g1!, "no_answer"); // contacted
    await call(ids.g2!, "interested"); // counselled
    await call(ids.g3!, "interested");
    await apply(ids.g3!, "applied"); // applied
    await call(ids.g4!, "interested");
    await apply(ids.g4!, "applied");
    const [g4Application] = await leadApplications(db(), ids.g4!);
    await changeApplicationStatus(
      db(),
      { leadId: ids.g4!, applicationId: g4Application!.id, status: "admitted" },
      cast.owner,
    ); // admitted
    // Moved on by hand, with no call logged: contacted all the same.
    await db().updateTable("leads").set({ status: "contacted" }).where("id", "=", ids.f1!).execute();
    await call(ids.f2!, "admitted"); // Admitted by its status alone: counts at every stage.
    await call(ids.e1!, "interested");
    // The erasure takes the call's outcome: the lead still counts, as contacted (its first call's time stays).
    await db()
      .transaction()
      .execute((trx) => erasePersonalData(trx, { leadId: ids.e1! }, { reason: "owner" }));
    await apply(ids.n1!, "applied"); // Applied with no call logged: counted as contacted and counselled too.
    // Merged into G1: its enquiry counts there, not twice.
    await call(ids.m1!, "interested");
    await db().updateTable("leads").set({ merged_into: ids.g1! }).where("id", "=", ids.m1!).execute();
    for (const extra of [ids.before!, ids.after!]) await call(extra, "admitted");
  });

  const counts = (enquiries: number, contacted: number, counselled: number, applied: number, admitted: number) =>
    ({ enquiries, contacted, counselled, applied, admitted }) satisfies StageCounts;
  const table = (rows: FunnelRow[]) => Object.fromEntries(rows.map((row) => [row.label, row.counts]));

  test("counts each stage per source, campaign, form and counsellor, as worked out by hand", async () => {
    const report = await funnelReport(db(), OCTOBER);
    expect(report.total.counts).toEqual(counts(9, 8, 5, 4, 2));
    expect(table(report.breakdowns.source)).toEqual({
      google: counts(5, 4, 3, 2, 1),
      facebook: counts(3, 3, 1, 1, 1),
      "Direct or none": counts(1, 1, 1, 1, 0),
    });
    expect(report.breakdowns.source.map((row) => row.key)).toEqual(["google", "facebook", "(none)"]);
    expect(table(report.breakdowns.campaign)).toEqual({
      diwali: counts(4, 4, 3, 2, 1),
      "fb-nov": counts(3, 3, 1, 1, 1),
      "No campaign": counts(2, 1, 1, 1, 0),
    });
    expect(table(report.breakdowns.form)).toEqual({
      medical: counts(3, 3, 1, 1, 1),
      contact: counts(2, 1, 1, 1, 0),
      engineering: counts(2, 2, 1, 0, 0),
      management: counts(2, 2, 2, 2, 1),
    });
    expect(table(report.breakdowns.counsellor)).toEqual({
      Anil: counts(5, 5, 2, 1, 1),
      Bela: counts(3, 3, 3, 3, 1),
      Unassigned: counts(1, 0, 0, 0, 0),
    });
    expect(report.breakdowns.counsellor.map((row) => row.key)).toEqual([
      String(cast.anil.id),
      String(cast.bela.id),
      "unassigned",
    ]);
  });

  test("spend gives cost per lead and per admission by source; a month in part counts in part", async () => {
    const spend = (source: string, month: string, amount: string) =>
      saveSpend(db(), SpendFormSchema.parse({ source, month, amount }), cast.owner.id);
    await spend("Google", "2026-10", "30,000");
    await spend("facebook", "2026-10", "9000");
    await spend("instagram", "2026-10", "5000");
    await spend("google", "2026-09", "1,00,000"); // another month: not in October's costs
    await spend("(none)", "2026-10", "100");
    await spend("(none)", "2026-10", "0"); // taken back

    const report = await funnelReport(db(), OCTOBER);
    const bySource = Object.fromEntries(report.breakdowns.source.map((row) => [row.label, row]));
    const costs = (row: FunnelRow) => ({
      spend: row.spendPaise,
      perLead: costPer(row.spendPaise, row.counts.enquiries),
      perAdmission: costPer(row.spendPaise, row.counts.admitted),
    });
    expect(costs(bySource.google!)).toEqual({ spend: 30_000_00, perLead: 6_000_00, perAdmission: 30_000_00 });
    expect(costs(bySource.facebook!)).toEqual({ spend: 9_000_00, perLead: 3_000_00, perAdmission: 9_000_00 });
    // Money spent with nothing to show: a row of its own, with nothing to divide by.
    expect(costs(bySource.instagram!)).toEqual({ spend: 5_000_00, perLead: null, perAdmission: null });
    expect(costs(bySource["Direct or none"]!)).toEqual({ spend: 0, perLead: null, perAdmission: null });
    expect(report.total.spendPaise).toBe(44_000_00);

    // 15 of October's 31 days: 15/31 of ₹30,000, to the paisa.
    expect((await spendOverRange(db(), { from: "2026-10-01", to: "2026-10-15" })).get("google")).toBe(14_51_613);

    const csv = funnelToCsv(report);
    expect(csv).toContain(
      '"Source","google","5","4","80%","80%","3","75%","60%","2","66.7%","40%","1","50%","20%","30000.00","6000.00","30000.00"',
    );
    expect(csv).toContain('"Source","instagram","0","0","","","0","","","0","","","0","","","5000.00","",""');
  });

  test("each number's inbox view lists exactly the leads it counts", async () => {
    const listed = async (filters: LeadFilters) =>
      (await listLeads(db(), { ...OCTOBER, ...filters }, 1, 100, cast.owner)).items.map((row) => row.name).sort();
    expect(await listed({ source: "google", stage: "counselled" })).toEqual(["G2", "G3", "G4"]);
    expect(await listed({ source: "(none)", stage: "applied" })).toEqual(["N1"]);
    expect(await listed({ campaign: "DIWALI", stage: "contacted" })).toEqual(["G1", "G2", "G3", "G4"]);
    expect(await listed({ campaign: "(none)" })).toEqual(["G5", "N1"]);
    expect(await listed({ form: "medical", stage: "admitted" })).toEqual(["F2"]);
    expect(await listed({ assignee: String(cast.anil.id), stage: "contacted" })).toEqual([
      "Erased",
      "F1",
      "F2",
      "G1",
      "G2",
    ]);
    expect(await listed({ stage: "admitted" })).toEqual(["F2", "G4"]);
    expect(await listed({ assignee: "unassigned" })).toEqual(["G5"]);
  });
});

describeEachEngine("funnel report and counselling sessions", (db) => {
  test("a counselling session the student attended counts the lead as counselled; a booked or missed one does not", async () => {
    const { owner } = await admissionsCast(db());
    const at = "2026-10-05T06:00:00.000Z";
    const add = async (name: string, status: "booked" | "attended" | "no_show" | null) => {
      const { id } = await db()
        .insertInto("leads")
        .values({ name, form: "booking", page: "/counselling/book", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (status) {
        const sessionId = await insertBookedSession(db(), id, at);
        // Marked as the counsellor marks it, after it started.
        if (status !== "booked") await markSession(db(), owner, { sessionId, leadId: id, status });
      }
      return id;
    };
    await add("Attended", "attended");
    await add("Booked", "booked");
    await add("Missed", "no_show");
    await add("None", null);
    const report = await funnelReport(db(), { from: "2026-10-01", to: "2026-10-31" });
    expect(report.total.counts).toMatchObject({ enquiries: 4, counselled: 1 });
    const counselled = await listLeads(db(), { from: "2026-10-01", to: "2026-10-31", stage: "counselled" });
    expect(counselled.items.map((row) => row.name)).toEqual(["Attended"]);
  });
});
