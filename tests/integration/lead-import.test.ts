import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createLead } from "#app/features/leads/leads.server";
import { checkImport, importForPage, uploadImport } from "#app/features/imports/lead-imports.server";
import { startImport } from "#app/features/imports/import-run.server";
import { guessMapping } from "#app/features/imports/import-columns";
import { runRetention } from "#app/features/privacy/retention.server";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";
import { TEST_FILE_HEADER, testImportFile } from "../setup/lead-import-file";

/** Issue 25, part 4: lead import. The dry run's numbers, the import, and a second import that adds nothing. */

const count = async (db: DB, table: "leads" | "lead_enquiries" | "outbox" | "consent_records") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function importFile(db: DB, owner: number, csv: string, fileName = "november-fair.csv") {
  const { id } = await uploadImport(db, { fileName, bytes: new TextEncoder().encode(csv), admin: { id: owner } });
  const report = await checkImport(db, id, guessMapping(TEST_FILE_HEADER.split(",")));
  return {
    id,
    report,
    run: async () => (await (await startImport(db, id, { id: owner })).finished, (await importForPage(db, id))!),
  };
}

describeEachEngine("lead import", (db) => {
  test("1,000 rows with 50 duplicates and 10 bad rows: the dry run shows them, the import stores them, a second import adds nothing", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    await insertStaff(db(), { name: "Counsellor", role: "counsellor" });
    const known = Array.from({ length: 30 }, (_, n) => ({
      phone: String(9_800_000_000 + n),
      email: `known${n}@example.in`,
    }));
    for (const person of known)
      await createLead(db(), {
        form: "contact",
        page: "/Contact",
        name: "Known",
        ...person,
        utm: {},
        consentPurposes: ["contact"],
      });
    const leadsBefore = await count(db(), "leads");
    const outboxBefore = await count(db(), "outbox");
    // 940 new people, 30 rows for people in the database, 20 repeating earlier rows, 10 bad rows.
    const csv = `\uFEFF${testImportFile({ people: 940, known, repeats: 20, bad: 10 })}`;

    const first = await importFile(db(), owner, csv);
    expect(first.report).toMatchObject({ rows: 1000, new: 940, merged: 50, duplicates: 0, skipped: 0, rejected: 10 });
    expect(first.report.rejectedRows).toContain("Row 992: phone “12345” is not a 10-digit Indian mobile number");
    expect(first.report.rejectedRows).toContain("Row 993: the name is empty");

    const done = await first.run();
    expect(done.state).toBe("done");
    expect(done.done).toEqual({ new: 940, merged: 50, duplicates: 0, skipped: 0, rejected: 10 });
    expect(await count(db(), "leads")).toBe(leadsBefore + 940);
    // No acknowledgement and no alert for anyone imported.
    expect(await count(db(), "outbox")).toBe(outboxBefore);
    const lead = await db()
      .selectFrom("leads")
      .select(["form", "page", "utm_source", "consent_purposes", "created_at", "assignee_id"])
      .where("phone", "=", "7000000001")
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      form: "import",
      page: "november-fair.csv",
      utm_source: "fair",
      consent_purposes: '["contact"]',
    });
    expect(lead.created_at).toBe("2026-11-20T04:31:00.000Z");
    expect(lead.assignee_id).not.toBeNull();
    const ledger = await db()
      .selectFrom("consent_records")
      .innerJoin("leads", "leads.id", "consent_records.lead_id")
      .select(["purpose", "state", "source"])
      .where("leads.phone", "=", "7000000001")
      .execute();
    expect(ledger).toEqual([{ purpose: "contact", state: "given", source: "import:november-fair.csv" }]);

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "subject", "details"])
      .where("action", "in", ["leads.import_started", "leads.imported"])
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.subject])).toEqual([
      ["leads.import_started", owner, `import:${first.id}`],
      ["leads.imported", owner, `import:${first.id}`],
    ]);
    expect(JSON.parse(audit[1]!.details)).toEqual({ new: 940, merged: 50, duplicates: 0, skipped: 0, rejected: 10 });

    const leadsAfter = await count(db(), "leads");
    const enquiriesAfter = await count(db(), "lead_enquiries");
    const again = await importFile(db(), owner, csv, "november-fair (1).csv");
    expect(again.report).toMatchObject({ rows: 1000, new: 0, merged: 0, duplicates: 0, skipped: 990, rejected: 10 });
    expect((await again.run()).done).toMatchObject({ new: 0, merged: 0, skipped: 990 });
    expect(await count(db(), "leads")).toBe(leadsAfter);
    expect(await count(db(), "lead_enquiries")).toBe(enquiriesAfter);
    expect((await importForPage(db(), again.id))!.importedBefore?.id).toBe(first.id);
  });

  test("a file never imported is kept 7 days from its upload, then the retention job deletes it; an imported one keeps its record", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    const csv = testImportFile({ people: 3, firstPhone: 9_700_000_000 });
    const uploaded = (
      await uploadImport(db(), { fileName: "u.csv", bytes: new TextEncoder().encode(csv), admin: { id: owner } })
    ).id;
    const checked = (await importFile(db(), owner, csv, "c.csv")).id;
    const recent = (await importFile(db(), owner, csv, "r.csv")).id;
    const imported = await importFile(db(), owner, csv, "i.csv");
    await imported.run();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db()
      .updateTable("lead_imports")
      .set({ created_at: daysAgo(8) })
      .where("id", "in", [uploaded, checked, imported.id])
      .execute();
    await db()
      .updateTable("lead_imports")
      .set({ created_at: daysAgo(6) })
      .where("id", "=", recent)
      .execute();
    expect(await runRetention(db())).toMatchObject({ imports: 2 });
    const left = await db().selectFrom("lead_imports").select(["id", "state"]).orderBy("id").execute();
    expect(left).toEqual([
      { id: recent, state: "checked" },
      { id: imported.id, state: "done" },
    ]);
  });

  test("a row sharing only the phone with a lead is a possible duplicate of it, in the dry run and the import", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    const { id: older } = await createLead(db(), {
      form: "contact",
      page: "/Contact",
      name: "Asha",
      phone: "9811111111",
      email: "asha@example.in",
      utm: {},
      consentPurposes: ["contact"],
    });
    const csv = testImportFile({ people: 2, known: [{ phone: "9811111111", email: "someone.else@example.in" }] });
    const file = await importFile(db(), owner, csv);
    expect(file.report).toMatchObject({ new: 2, merged: 0, duplicates: 1 });
    expect((await file.run()).done).toMatchObject({ new: 2, duplicates: 1 });
    const lookAlike = await db()
      .selectFrom("leads")
      .select("duplicate_of")
      .where("email_key", "=", "someone.else@example.in")
      .executeTakeFirstOrThrow();
    expect(lookAlike.duplicate_of).toBe(older);
  });

  test("a run whose process stopped is continued from its last committed batch, and adds each row once", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    // The first 500 rows went in before the process died: as if by another file holding just them.
    const file = await importFile(db(), owner, testImportFile({ people: 1200 }));
    await (await importFile(db(), owner, testImportFile({ people: 500 }), "first-batch.csv")).run();
    await db()
      .updateTable("lead_imports")
      .set({ state: "importing", rows_done: 500, lease_until: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", file.id)
      .execute();
    expect((await importForPage(db(), file.id))!.stalled).toBe(true);
    const done = await file.run();
    expect(done).toMatchObject({ state: "done", done: { new: 700, skipped: 0 } });
    expect(await count(db(), "leads")).toBe(1200);
    // The file's copy goes once its rows are leads.
    const stored = await db()
      .selectFrom("lead_imports")
      .select("data")
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    expect(stored.data.length).toBe(0);
  });
});
