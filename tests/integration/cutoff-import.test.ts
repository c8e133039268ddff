import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createBranch } from "#app/features/colleges/branches/branches.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { guessCutoffMapping } from "#app/features/fact-imports/cutoff-columns";
import {
  checkCutoffImport,
  cutoffImportForPage,
  matchInstitute,
  uploadCutoffImport,
} from "#app/features/fact-imports/cutoff-imports.server";
import { startCutoffImport } from "#app/features/fact-imports/cutoff-run.server";
import { collegeInput } from "../factories";
import { cutoffFile, JOSAA_HEADER, josaaProgramme } from "../setup/cutoff-import-file";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/** Issue 46 item 2: the cut-off import's dry run, its import, and a second import that changes nothing. */

const BRANCHES = ["Computer Science and Engineering", "Electrical Engineering", "Mechanical Engineering"];
const DEFAULTS = { exam: "JEE Advanced", year: 2026, round: 6, source: "JoSAA 2026 round 6" };

const cutoffCount = async (db: DB) =>
  Number(
    (
      await db
        .selectFrom("cutoffs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function collegesWithBranches(db: DB, names: readonly string[]) {
  const ids: number[] = [];
  for (const name of names) {
    const college = await createCollege(db, collegeInput({ name }));
    for (const branch of BRANCHES) await createBranch(db, { college_id: college.id, name: branch });
    ids.push(college.id);
  }
  return ids;
}

async function importCutoffs(db: DB, owner: number, csv: string) {
  const { id } = await uploadCutoffImport(db, {
    fileName: "josaa.csv",
    bytes: new TextEncoder().encode(csv),
    admin: { id: owner },
  });
  const report = await checkCutoffImport(db, id, guessCutoffMapping(JOSAA_HEADER.split(",")), DEFAULTS);
  return {
    id,
    report,
    run: async () => (
      await (
        await startCutoffImport(db, id, { id: owner })
      ).finished,
      (await cutoffImportForPage(db, id))!
    ),
  };
}

describeEachEngine("cut-off import", (db) => {
  test("JoSAA's header maps itself", () => {
    expect(guessCutoffMapping(JOSAA_HEADER.split(","))).toEqual({
      institute: 0,
      branch: 1,
      quota: 2,
      category: 3,
      pool: 4,
      opening_rank: 5,
      closing_rank: 6,
    });
  });

  test("1,000 rows with 20 unknown branches and 5 bad rows: the dry run counts them, the import stores them, a second import changes nothing", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    const institutes = ["Pur", "Nagar", "Garh", "Bad", "Abad", "Ganj"].map(
      (town) => `Institute of Technology Test${town}`,
    );
    await collegesWithBranches(db(), institutes);
    const csv = `\uFEFF${cutoffFile({ institutes, branches: BRANCHES.map(josaaProgramme), rows: 1000, unknownBranches: 20, bad: 5 })}`;

    const first = await importCutoffs(db(), owner, csv);
    expect(first.report).toMatchObject({
      rows: 1000,
      added: 995,
      changed: 0,
      unchanged: 0,
      rejected: 5,
      unknownBranchCount: 20,
      unknownInstituteCount: 0,
    });
    expect(first.report.rejectedRows.map(({ reason }) => reason)).toEqual([
      "The opening rank must not be after the closing rank",
      "bad opening rank “12P”",
      "unknown category “GENERAL-X”",
      "bad closing rank “”",
      "unknown quota “XX”",
    ]);
    expect(await cutoffCount(db())).toBe(0);

    const done = await first.run();
    expect(done).toMatchObject({ state: "done", done: { added: 995, changed: 0, unchanged: 0, rejected: 5 } });
    expect(await cutoffCount(db())).toBe(995);
    // A known branch is stored under the catalogue's name, an unknown one under the file's.
    const names = await db().selectFrom("cutoffs").select("branch").distinct().execute();
    expect(names.map(({ branch }) => branch)).toContain("Computer Science and Engineering");
    expect(names.map(({ branch }) => branch)).toContain(josaaProgramme("Unknown Programme 1"));

    const again = await importCutoffs(db(), owner, csv);
    expect(again.report).toMatchObject({ added: 0, changed: 0, unchanged: 995, rejected: 5 });
    const before = await db().selectFrom("cutoffs").selectAll().orderBy("id").execute();
    expect((await again.run()).done).toMatchObject({ added: 0, changed: 0, unchanged: 995 });
    expect(await db().selectFrom("cutoffs").selectAll().orderBy("id").execute()).toEqual(before);
  });

  test("other ranks for the same seats are changes; an unknown institute matched once is remembered", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    const [collegeId] = await collegesWithBranches(db(), ["Indian Institute of Technology Testgarh"]);
    const options = { institutes: ["IIT Testgarh"], branches: BRANCHES.map(josaaProgramme), rows: 100 };
    const first = await importCutoffs(db(), owner, cutoffFile(options));
    expect(first.report).toMatchObject({
      added: 0,
      unmatchedRows: 100,
      unknownInstitutes: [{ name: "IIT Testgarh", rows: 100 }],
    });

    const matched = await matchInstitute(db(), {
      importId: first.id,
      institute: "IIT Testgarh",
      collegeId: collegeId!,
      admin: { id: owner },
    });
    expect(matched).toMatchObject({ added: 100, unmatchedRows: 0, unknownInstituteCount: 0 });
    await first.run();

    const shifted = await importCutoffs(db(), owner, cutoffFile({ ...options, rows: 100, shift: 7 }));
    expect(shifted.report).toMatchObject({ added: 0, changed: 100, unchanged: 0, unknownInstituteCount: 0 });
    await shifted.run();
    const top = await db()
      .selectFrom("cutoffs")
      .select(["closing_rank", "source"])
      .orderBy("closing_rank")
      .executeTakeFirstOrThrow();
    expect(top).toEqual({ closing_rank: 107, source: DEFAULTS.source });
  });

  test("a file with no exam column needs the exam, year and round on the form", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    const { id } = await uploadCutoffImport(db(), {
      fileName: "josaa.csv",
      bytes: new TextEncoder().encode(`${JOSAA_HEADER}\r\n"A","B",AI,OPEN,Gender-Neutral,1,2\r\n`),
      admin: { id: owner },
    });
    await expect(
      checkCutoffImport(db(), id, guessCutoffMapping(JOSAA_HEADER.split(",")), { ...DEFAULTS, year: null }),
    ).rejects.toThrow("Give the year: this file has no year column.");
    expect((await cutoffImportForPage(db(), id))!.state).toBe("uploaded");
  });
});
