import { expect, test } from "vitest";
import { createLead } from "#app/features/leads/leads.server";
import { runRetention } from "#app/features/privacy/retention.server";
import { describeEachEngine } from "../setup/test-database";

describeEachEngine("retention with a backlog", (db) => {
  test("a backlog past the retention period is erased in batches, and the process answers between them", async () => {
    for (let i = 0; i < 25; i++) {
      await createLead(db(), {
        form: "contact",
        page: "/Contact",
        name: `Backlog ${i}`,
        phone: `98450${String(i).padStart(5, "0")}`,
        utm: {},
        consentPurposes: ["contact"],
      });
    }
    const longAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
    await db().updateTable("leads").set({ updated_at: longAgo }).execute();

    // What a request waiting for the event loop would get: turns taken while the job runs.
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const run = await runRetention(db(), { eraseBatch: 10 });
    running = false;

    expect(run).toMatchObject({ leadsErased: 25 });
    const left = await db().selectFrom("leads").select("id").where("erased_at", "is", null).execute();
    expect(left).toEqual([]);
    // Three batches of at most 10, with a turn of the event loop after each full one.
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
