import { expect, test } from "vitest";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { describeEachEngine } from "../../../tests/setup/test-database";
import { similarColleges, suggestions } from "./college-suggestions.server";

describeEachEngine("search suggestions", (db) => {
  test("colleges and courses for what is typed so far; the last word may be unfinished", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const iitBo = await suggestions(db(), "iit bo");
    expect(iitBo.colleges.map((c) => c.slug)).toEqual(["indian-institute-of-technology-bombay"]);
    expect(iitBo.colleges[0]!.place).toBe("Mumbai, Maharashtra");
    // In Devanagari too, the unfinished word read as the one place it starts.
    expect(await suggestions(db(), "आईआईटी बॉ")).toEqual(iitBo);
    // An old city name by its start.
    expect((await suggestions(db(), "iit madr")).colleges.map((c) => c.slug)).toEqual([
      "indian-institute-of-technology-madras",
    ]);
    const mba = await suggestions(db(), "mb");
    expect(mba.courses).toContain("MBA");
    expect(mba.colleges.length).toBeLessThanOrEqual(5);
    expect(await suggestions(db(), "m")).toEqual({ colleges: [], courses: [], exams: [] });
    expect(await suggestions(db(), "zzzz qqqq")).toEqual({ colleges: [], courses: [], exams: [] });
  });

  test("an exam's name, in Devanagari or English, suggests the exam and the colleges that accept it", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const neet = await suggestions(db(), "नीट");
    expect(neet.exams.map((exam) => exam.name).sort()).toEqual(["NEET PG 2027", "NEET UG 2027"]);
    expect(neet.colleges).toHaveLength(5);
    expect(await suggestions(db(), "neet")).toEqual(neet);
    expect((await suggestions(db(), "jee adv")).exams.map((exam) => exam.name)).toEqual(["JEE Advanced 2027"]);
    expect((await suggestions(db(), "iit bo")).exams).toEqual([]);
  });

  test("an unknown address offers the colleges it most likely meant", async () => {
    await initialiseDatabase(db(), { demoData: true });
    expect((await similarColleges(db(), "rv-colege-of-engineering")).map((c) => c.slug)[0]).toBe(
      "rv-college-of-engineering",
    );
    expect((await similarColleges(db(), "iit-bombay")).map((c) => c.slug)).toEqual([
      "indian-institute-of-technology-bombay",
    ]);
    expect(await similarColleges(db(), "qwxz-vbnm")).toEqual([]);
  });
});
