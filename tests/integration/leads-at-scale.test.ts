import { expect, test } from "vitest";
import { exportLeadsCsv } from "#app/features/inbox/lead-export.server";
import { leadQueue, leadQueueCounts } from "#app/features/inbox/lead-queue.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { seedSyntheticCatalogue } from "../../scripts/scale/synthetic-catalogue.mjs";
import { seedSyntheticLeads } from "../../scripts/scale/synthetic-leads.mjs";
import { describeEachEngine } from "../setup/test-database";

const AT = new Date("2026-11-27T06:00:00.000Z");

describeEachEngine("the lead screens on many leads", (db) => {
  test("the export streams every lead in batches, the queue shows the first of each section with the full counts, and a whole phone number is looked up", async () => {
    await seedSyntheticCatalogue(db(), { colleges: 10 });
    await seedSyntheticLeads(db(), { leads: 2_300 });
    const owner = await db()
      .selectFrom("admins")
      .select(["id", "name"])
      .where("role", "=", "owner")
      .executeTakeFirstOrThrow();

    // Every lead, newest first, across three batches of the stream; the audit says how many.
    const csv = await new Response(await exportLeadsCsv(db(), {}, owner)).text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + 2_300);
    const newest = await db()
      .selectFrom("leads")
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(lines[1]).toMatch(new RegExp(`^"${newest.id}",`));
    expect(new Set(lines.slice(1).map((line) => line.slice(0, line.indexOf(",")))).size).toBe(2_300);
    const audit = await db().selectFrom("audit_log").select("details").where("action", "=", "leads.exported").execute();
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([{ filters: {}, rows: 2_300 }]);

    // A counsellor's queue: at most `perSection` of each section, in order, and the whole counts.
    const counsellor = await db()
      .selectFrom("admins")
      .select("id")
      .where("email", "=", "counsellor01@synthetic.example.in")
      .executeTakeFirstOrThrow();
    const viewer = { id: counsellor.id, role: "counsellor" as const };
    const queue = await leadQueue(db(), viewer, AT, 5);
    const counts = await leadQueueCounts(db(), viewer, AT);
    expect(counts.new + counts.later).toBeGreaterThan(10);
    for (const section of ["overdue", "today", "new", "later"] as const) {
      const shown = queue.filter((item) => item.section === section);
      expect(shown).toHaveLength(Math.min(5, counts[section]));
    }
    const newOnes = queue.filter((item) => item.section === "new").map((item) => item.last_enquiry_at!);
    expect(newOnes).toEqual([...newOnes].sort());

    // A whole phone number, however it is written, finds its lead.
    const lead = await db()
      .selectFrom("leads")
      .select(["id", "phone"])
      .where("id", "=", 1_234)
      .executeTakeFirstOrThrow();
    for (const typed of [lead.phone!, `+91 ${lead.phone!.slice(0, 5)} ${lead.phone!.slice(5)}`]) {
      const found = await listLeads(db(), { q: typed });
      expect(found.items.map((item) => item.id)).toEqual([lead.id]);
    }
    // Part of a number still searches.
    expect((await listLeads(db(), { q: lead.phone!.slice(2) })).items.map((item) => item.id)).toContain(lead.id);
  });
});
