import { expect, test } from "vitest";
import {
  addAccreditation,
  deleteFact,
  factsForEditing,
  saveIntake,
  saveNirfRank,
  savePlacementStats,
} from "#app/features/college-facts/fact-edits.server";
import { placementInput } from "#app/features/college-facts/fact-forms";
import { createCollege } from "#app/features/colleges/colleges.server";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";

/** Issue 46 item 2: staff edit a college's facts; bad input is refused in the schema's words and changes nothing. */
describeEachEngine("a college's facts, as staff edit them", (db) => {
  test("a NIRF rank for a year held replaces it; a bad one changes nothing", async () => {
    const college = await createCollege(db(), collegeInput());
    const rank = { category: "engineering" as const, year: 2026, source: "NIRF 2026" };
    await saveNirfRank(db(), college.id, { ...rank, rank: 12 });
    await saveNirfRank(db(), college.id, { ...rank, rank: 9 });
    await expect(saveNirfRank(db(), college.id, { ...rank, rank: "many" })).rejects.toThrow(
      "The rank must be a number",
    );
    await expect(saveNirfRank(db(), college.id, { ...rank, rank_band: "150-101" })).rejects.toThrow(
      "A rank band goes from a lower rank to a higher one, like 101-150",
    );
    const { nirf } = await factsForEditing(db(), college.id);
    expect(nirf).toMatchObject([{ category: "engineering", year: 2026, rank: 9, rank_band: null, is_sample: 0 }]);
  });

  test("intake and placements by year, accreditation added, and Delete only for the college's own rows", async () => {
    const college = await createCollege(db(), collegeInput());
    const other = await createCollege(db(), collegeInput());
    await saveIntake(db(), college.id, { programme: "B.Tech CSE", year: 2026, seats: 120, source: "AICTE" });
    await saveIntake(db(), college.id, { programme: "B.Tech CSE", year: 2026, seats: 180, source: "AICTE" });
    await addAccreditation(db(), college.id, { body: "naac", grade: "A+", cycle: 3, year: 2024, source: "NAAC" });
    // The form's text, as the Facts page posts it: the packages with commas, the source left empty.
    const form = {
      intent: "placement" as const,
      programme: "B.Tech CSE",
      year: "2026",
      students_eligible: "180",
      students_placed: "200",
      median_package_inr: "12,00,000",
      highest_package_inr: "",
    };
    await expect(savePlacementStats(db(), college.id, placementInput(form))).rejects.toThrow(
      "More students placed than were eligible",
    );
    await savePlacementStats(db(), college.id, placementInput({ ...form, students_placed: "170" }));
    const facts = await factsForEditing(db(), college.id);
    expect(facts.intake).toMatchObject([{ seats: 180 }]);
    expect(facts.placements).toMatchObject([
      {
        students_placed: 170,
        median_package_inr: 1_200_000,
        highest_package_inr: null,
        source: "The college's placement report",
      },
    ]);
    const naac = facts.accreditations[0]!;
    await deleteFact(db(), other.id, "college_accreditations", naac.id);
    expect((await factsForEditing(db(), college.id)).accreditations).toHaveLength(1);
    await deleteFact(db(), college.id, "college_accreditations", naac.id);
    expect((await factsForEditing(db(), college.id)).accreditations).toHaveLength(0);
  });
});
