import { beforeEach, expect, test } from "vitest";
import { addApplication } from "#app/features/admissions/applications.server";
import {
  leadDocuments,
  missingDocuments,
  setDocumentStatus,
  uploadDocument,
} from "#app/features/admissions/documents.server";
import { seasonFigures } from "#app/features/admissions/season.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { uploadFromStatusPage } from "#app/features/status-link/status-links.server";
import { Refusal } from "#app/utils/refusal";
import { collegeInput } from "../factories";
import { samplePdf } from "../setup/document-files";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * One document locker per student (issue 43, item 4; docs/decisions/076-guardian-contacts-and-document-locker.md):
 * a document on file for one application counts for the next that asks for its kind; the status
 * page, the lead page and the season page count each missing kind once; staff can still mark a
 * kind not needed for one application.
 */

const REQUIRED = ["Class 10 marksheet", "Class 12 marksheet", "Entrance exam scorecard", "Photo ID", "Passport photo"];

describeEachEngine("one document locker per student", (db) => {
  let anil: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };

  beforeEach(async () => {
    anil = { id: await insertStaff(db(), { name: "Anil", role: "counsellor" }), role: "counsellor" };
    owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), role: "owner" };
  });

  /** Anil's lead with applications to RV and BMS (each with the default checklist). */
  async function leadWithTwoApplications() {
    const at = new Date().toISOString();
    const { id: leadId } = await db()
      .insertInto("leads")
      .values({
        form: "contact",
        page: "/Contact",
        name: "Priya",
        assignee_id: anil.id,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const name of ["RV College", "BMS College"]) {
      const college = await createCollege(db(), collegeInput({ name }));
      await addApplication(
        db(),
        { leadId, collegeId: college.id, course: "B.E. CSE", intake: 2027, applicationNumber: "", status: "applied" },
        anil,
      );
    }
    const documents = await leadDocuments(db(), leadId);
    const [rv, bms] = [...new Set(documents.map((document) => document.application_id))] as [number, number];
    const item = (applicationId: number, name: string) =>
      documents.find((document) => document.application_id === applicationId && document.name === name)!;
    return { leadId, rv, bms, item };
  }

  test("a marksheet uploaded for one application is counted for the second; each missing kind is asked for once", async () => {
    const { leadId, rv, bms, item } = await leadWithTwoApplications();
    // Two applications, one student: five kinds asked for, not ten.
    const before = await missingDocuments(db(), leadId);
    expect(before.map((missing) => missing.name)).toEqual(REQUIRED);
    expect(before[0]!.application).toBe("RV College (B.E. CSE, 2027), BMS College (B.E. CSE, 2027)");

    await uploadDocument(db(), {
      leadId,
      documentId: item(rv, "Class 12 marksheet").id,
      fileName: "marksheet.pdf",
      bytes: samplePdf(),
      uploadedBy: { kind: "staff", viewer: anil },
    });
    expect((await missingDocuments(db(), leadId)).map((missing) => missing.name)).toEqual(
      REQUIRED.filter((name) => name !== "Class 12 marksheet"),
    );
    // On the lead page, BMS's marksheet is on file through RV's; its own item is unchanged.
    const documents = await leadDocuments(db(), leadId);
    const bmsMarksheet = documents.find((document) => document.id === item(bms, "Class 12 marksheet").id)!;
    expect(bmsMarksheet).toMatchObject({ status: "needed", file_id: null, onFileFor: "RV College (B.E. CSE, 2027)" });

    // The season counts each missing kind once for the student, on the first application asking for it.
    const season = await seasonFigures(db(), owner, 2027);
    expect(season.documentsMissing).toBe(4);
    expect(season.missingByApplication).toMatchObject([{ id: rv, count: 4 }]);
  });

  test("marked received counts too; not needed is for one application only", async () => {
    const { leadId, rv, bms, item } = await leadWithTwoApplications();
    await setDocumentStatus(db(), { leadId, documentId: item(bms, "Photo ID").id, status: "received" }, anil);
    await setDocumentStatus(db(), { leadId, documentId: item(rv, "Passport photo").id, status: "not_needed" }, anil);
    const missing = await missingDocuments(db(), leadId);
    expect(missing.map((document) => document.name)).toEqual([
      "Class 10 marksheet",
      "Class 12 marksheet",
      "Entrance exam scorecard",
      "Passport photo",
    ]);
    // RV does not need a passport photo; BMS still does, and asks for it on its own.
    expect(missing.find((document) => document.name === "Passport photo")).toMatchObject({
      documentId: item(bms, "Passport photo").id,
      application: "BMS College (B.E. CSE, 2027)",
    });
  });

  test("the status page uploads once per kind, and refuses an upload to a kind already on file", async () => {
    const { leadId, rv, bms, item } = await leadWithTwoApplications();
    const [first] = await missingDocuments(db(), leadId);
    expect(first!.documentId).toBe(item(rv, "Class 10 marksheet").id);
    await uploadFromStatusPage(
      db(),
      { leadId },
      { documentId: first!.documentId, fileName: "class10.pdf", bytes: samplePdf() },
    );
    expect((await missingDocuments(db(), leadId)).map((missing) => missing.name)).not.toContain("Class 10 marksheet");
    // The second application's item of that kind is not missing: the link adds, it never duplicates.
    const again = uploadDocument(db(), {
      leadId,
      documentId: item(bms, "Class 10 marksheet").id,
      fileName: "class10-again.pdf",
      bytes: samplePdf(),
      uploadedBy: { kind: "student" },
    });
    await expect(again).rejects.toBeInstanceOf(Refusal);
  });
});
