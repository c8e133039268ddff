import { expect, test } from "vitest";
import {
  createBranch,
  deleteBranch,
  getBranchById,
  listBranches,
  updateBranch,
} from "#app/features/colleges/branches/branches.server";
import {
  createCategory,
  deleteCategory,
  getCategoryById,
  listCategories,
  updateCategory,
} from "#app/features/categories/categories.server";
import {
  createCollege,
  deleteCollege,
  getCollegeById,
  getCollegeBySlug,
  listColleges,
  recordCollegeView,
  updateCollege,
} from "#app/features/colleges/colleges.server";
import {
  createCourse,
  deleteCourse,
  getCourseById,
  listCourses,
  updateCourse,
} from "#app/features/colleges/courses/courses.server";
import { createExam, deleteExam, getExamById, listExams, updateExam } from "#app/features/exams/exams.server";
import {
  createPlacement,
  deletePlacement,
  getPlacementById,
  listPlacements,
  updatePlacement,
} from "#app/features/colleges/placements/placements.server";
import { CatalogueError } from "#app/utils/catalogue-error";
import { examIdsOfCollege } from "#app/features/exams/college-exams.server";
import { searchColleges } from "#app/features/college-search/college-search.server";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";

function rejectsWith(promise: Promise<unknown>, code: CatalogueError["code"]) {
  return expect(promise).rejects.toSatisfy((e) => e instanceof CatalogueError && e.code === code);
}

describeEachEngine("catalogue services", (db) => {
  test("a college's descriptive fields in Hindi: optional, kept when sent, none when emptied, untouched when not sent", async () => {
    const college = await createCollege(
      db(),
      collegeInput({ name: "Hindi Fields College", about_hi: "  हिन्दी में परिचय  " }),
    );
    expect(college.about_hi).toBe("हिन्दी में परिचय");
    expect(college.hostel_hi).toBeNull();
    // An edit that does not send them (the original's API) leaves them as they are.
    const renamed = await updateCollege(db(), college.id, collegeInput({ name: "Hindi Fields College" }));
    expect(renamed.about_hi).toBe("हिन्दी में परिचय");
    // An empty one is none: the Hindi page shows the English.
    const emptied = await updateCollege(
      db(),
      college.id,
      collegeInput({ name: "Hindi Fields College", about_hi: " " }),
    );
    expect(emptied.about_hi).toBeNull();
  });

  test("categories: create, list, get, rename, delete; names are unique regardless of case", async () => {
    const engineering = await createCategory(db(), { name: "  Engineering " });
    expect(engineering.name).toBe("Engineering");
    await createCategory(db(), { name: "Arts" });
    expect((await listCategories(db())).map((c) => c.name)).toEqual(["Arts", "Engineering"]);
    await rejectsWith(createCategory(db(), { name: "engineering" }), "duplicate");

    const renamed = await updateCategory(db(), engineering.id, { name: "Engineering & Technology" });
    expect((await getCategoryById(db(), engineering.id))?.name).toBe(renamed.name);

    await deleteCategory(db(), engineering.id);
    expect(await getCategoryById(db(), engineering.id)).toBeUndefined();
    await rejectsWith(deleteCategory(db(), engineering.id), "not-found");
  });

  test("colleges: create makes a clean unique slug; get by id and by slug; update renames the slug", async () => {
    const category = await createCategory(db(), { name: "Medical" });
    const college = await createCollege(
      db(),
      collegeInput({ name: "St. John's Medical College", category_id: category.id }),
    );
    expect(college.slug).toBe("st-johns-medical-college");
    expect((await getCollegeById(db(), college.id))?.name).toBe("St. John's Medical College");
    expect((await getCollegeBySlug(db(), "ST-JOHNS-MEDICAL-COLLEGE"))?.id).toBe(college.id);
    expect(await getCollegeBySlug(db(), "nothing-here")).toBeUndefined();

    await rejectsWith(createCollege(db(), collegeInput({ name: "St Johns Medical College!" })), "duplicate");
    await rejectsWith(createCollege(db(), collegeInput({ name: "Contact" })), "reserved");
    await rejectsWith(createCollege(db(), collegeInput({ name: "Elsewhere", category_id: 4242 })), "invalid-reference");

    const updated = await updateCollege(
      db(),
      college.id,
      collegeInput({ name: "St. John's Medical College Bengaluru" }),
    );
    expect(updated.slug).toBe("st-johns-medical-college-bengaluru");
    expect(await getCollegeBySlug(db(), "st-johns-medical-college")).toBeUndefined();
    expect(updated.category_id).toBeNull();
  });

  test("colleges: editing the fields keeps the logo; only a logo_path given changes it", async () => {
    const college = await createCollege(db(), collegeInput({ logo_path: "/images/sunrise.png" }));
    expect(college.logo_path).toBe("/images/sunrise.png");
    const edited = await updateCollege(db(), college.id, collegeInput({ name: `${college.name} Campus` }));
    expect(edited.logo_path).toBe("/images/sunrise.png");
    const cleared = await updateCollege(db(), college.id, collegeInput({ name: college.name, logo_path: null }));
    expect(cleared.logo_path).toBeNull();
  });

  test("colleges: short names and the exams accepted are saved with the college, and searched", async () => {
    const engineering = await createCategory(db(), { name: "Engineering" });
    const jee = await createExam(db(), { name: "JEE Main", exam_date: "2027-01-21", category_id: engineering.id });
    const kcet = await createExam(db(), { name: "KCET", exam_date: "2027-04-17", category_id: engineering.id });
    const college = await createCollege(
      db(),
      collegeInput({ name: "Sunrise Institute of Technology", short_names: "SIT Pune, Sunrise", exam_ids: [jee.id] }),
    );
    expect(college.short_names).toBe("SIT Pune, Sunrise");
    expect(await examIdsOfCollege(db(), college.id)).toEqual([jee.id]);
    expect((await searchColleges(db(), { q: "sit pune" })).items.map((c) => c.id)).toEqual([college.id]);

    // Leaving them out of an edit leaves them alone; giving them replaces them.
    await updateCollege(db(), college.id, collegeInput({ name: college.name }));
    expect(await examIdsOfCollege(db(), college.id)).toEqual([jee.id]);
    await updateCollege(db(), college.id, collegeInput({ name: college.name, exam_ids: [kcet.id, kcet.id] }));
    expect(await examIdsOfCollege(db(), college.id)).toEqual([kcet.id]);
    // An exam that no longer exists is refused, and nothing changes.
    await rejectsWith(
      updateCollege(db(), college.id, collegeInput({ name: "Renamed", exam_ids: [kcet.id, 4242] })),
      "invalid-reference",
    );
    expect((await getCollegeById(db(), college.id))?.name).toBe(college.name);
    expect(await examIdsOfCollege(db(), college.id)).toEqual([kcet.id]);
    // Deleting an exam takes it off the college.
    await deleteExam(db(), kcet.id);
    expect(await examIdsOfCollege(db(), college.id)).toEqual([]);
  });

  test("colleges: list filters by category and pages; views are counted", async () => {
    const medical = await createCategory(db(), { name: "Medical" });
    await createCollege(db(), collegeInput({ name: "B College", category_id: medical.id }));
    await createCollege(db(), collegeInput({ name: "A College", category_id: medical.id }));
    const other = await createCollege(db(), collegeInput({ name: "C College" }));
    expect((await listColleges(db(), { categoryId: medical.id })).map((c) => c.name)).toEqual([
      "A College",
      "B College",
    ]);
    expect((await listColleges(db(), { limit: 2, offset: 1 })).map((c) => c.name)).toEqual(["B College", "C College"]);

    expect(await recordCollegeView(db(), other.id)).toBe(true);
    expect(await recordCollegeView(db(), other.id)).toBe(true);
    expect((await getCollegeById(db(), other.id))?.view_count).toBe(2);
    expect(await recordCollegeView(db(), 9999)).toBe(false);
  });

  test("branches, courses and placements belong to a college that exists", async () => {
    const college = await createCollege(db(), collegeInput());
    const branch = await createBranch(db(), { college_id: college.id, name: "Mechanical Engineering" });
    const course = await createCourse(db(), {
      college_id: college.id,
      name: "B.Tech Mechanical",
      duration: "4 years",
      fee_inr: 125000,
      semesters: 8,
    });
    const placement = await createPlacement(db(), { college_id: college.id, company_name: "Bosch" });

    expect(await getBranchById(db(), branch.id)).toMatchObject({ name: "Mechanical Engineering" });
    expect(await getCourseById(db(), course.id)).toMatchObject({ fee_inr: 125000, semesters: 8 });
    expect(await getPlacementById(db(), placement.id)).toMatchObject({ company_name: "Bosch" });
    expect(await listBranches(db(), { collegeId: college.id })).toHaveLength(1);
    expect(await listCourses(db(), { collegeId: college.id })).toHaveLength(1);
    expect(await listPlacements(db(), { collegeId: college.id })).toHaveLength(1);

    await rejectsWith(createBranch(db(), { college_id: college.id, name: "Mechanical Engineering" }), "duplicate");
    await rejectsWith(createBranch(db(), { college_id: 999, name: "Civil" }), "invalid-reference");
    await rejectsWith(
      createCourse(db(), { college_id: 999, name: "X", duration: "1 year", fee_inr: 1, semesters: 2 }),
      "invalid-reference",
    );
    await rejectsWith(createPlacement(db(), { college_id: 999, company_name: "X" }), "invalid-reference");

    await updateBranch(db(), branch.id, { college_id: college.id, name: "Civil Engineering" });
    await updateCourse(db(), course.id, {
      college_id: college.id,
      name: "B.Tech Civil",
      duration: "4 years",
      fee_inr: 99000,
      semesters: 8,
    });
    await updatePlacement(db(), placement.id, { college_id: college.id, company_name: "L&T" });
    expect((await getBranchById(db(), branch.id))?.name).toBe("Civil Engineering");
    expect((await getCourseById(db(), course.id))?.fee_inr).toBe(99000);
    expect((await getPlacementById(db(), placement.id))?.company_name).toBe("L&T");
  });

  test("a college or category in use cannot be deleted; once emptied, it can", async () => {
    const category = await createCategory(db(), { name: "Engineering" });
    const college = await createCollege(db(), collegeInput({ category_id: category.id }));
    const branch = await createBranch(db(), { college_id: college.id, name: "Civil" });
    const course = await createCourse(db(), {
      college_id: college.id,
      name: "B.E.",
      duration: "4 years",
      fee_inr: 1,
      semesters: 8,
    });
    const placement = await createPlacement(db(), { college_id: college.id, company_name: "TCS" });
    const exam = await createExam(db(), { name: "KCET", exam_date: "2027-04-17", category_id: category.id });

    await rejectsWith(deleteCollege(db(), college.id), "in-use");
    await rejectsWith(deleteCategory(db(), category.id), "in-use");
    expect(await getCollegeById(db(), college.id)).toBeDefined();

    await deleteBranch(db(), branch.id);
    await deleteCourse(db(), course.id);
    await deletePlacement(db(), placement.id);
    await deleteCollege(db(), college.id);
    await rejectsWith(deleteCategory(db(), category.id), "in-use");
    await deleteExam(db(), exam.id);
    await deleteCategory(db(), category.id);
    expect(await listColleges(db())).toEqual([]);
    expect(await listCategories(db())).toEqual([]);
  });

  test("exams: create, list in date order, update, delete; the category must exist", async () => {
    const category = await createCategory(db(), { name: "Engineering" });
    const later = await createExam(db(), { name: "JEE Advanced", exam_date: "2027-05-23", category_id: category.id });
    await createExam(db(), { name: "JEE Main", exam_date: "2027-01-21", category_id: category.id });
    expect((await listExams(db())).map((e) => e.name)).toEqual(["JEE Main", "JEE Advanced"]);
    await rejectsWith(createExam(db(), { name: "X", exam_date: "2027-01-01", category_id: 999 }), "invalid-reference");
    await updateExam(db(), later.id, { name: "JEE Advanced 2027", exam_date: "2027-05-30", category_id: category.id });
    expect((await getExamById(db(), later.id))?.name).toBe("JEE Advanced 2027");
    await deleteExam(db(), later.id);
    expect(await listExams(db(), { categoryId: category.id })).toHaveLength(1);
  });

  test("text with quotes and SQL metacharacters round-trips unchanged", async () => {
    const name = `O'Brien "College"; DROP TABLE colleges; --`;
    const college = await createCollege(db(), collegeInput({ name, about: "100% <b>bold</b> \\ ' \" ;" }));
    const read = await getCollegeById(db(), college.id);
    expect(read?.name).toBe(name);
    expect(read?.about).toBe("100% <b>bold</b> \\ ' \" ;");
  });
});
