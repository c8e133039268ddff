import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { addApplication, leadApplications } from "#app/features/admissions/applications.server";
import { documentUploadedContent } from "#app/features/admissions/document-upload-notice.server";
import {
  documentDownload,
  leadDocuments,
  missingDocuments,
  setDocumentStatus,
  uploadDocument,
} from "#app/features/admissions/documents.server";
import { deleteDocumentVersion, earlierVersions } from "#app/features/admissions/document-versions.server";
import { createSession } from "#app/features/admins/sessions.server";
import {
  collegeLogoFile,
  importLogoFiles,
  saveCollegeLogo,
} from "#app/features/colleges/college-logo.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { personData } from "#app/features/privacy/person-data.server";
import { runRetention } from "#app/features/privacy/retention.server";
import { saveDocumentChecklist } from "#app/features/settings/document-checklist.server";
import { DocumentChecklistFormSchema } from "#app/features/settings/document-checklist";
import { loader as download } from "#app/routes/admin/document-download";
import { action as leadPage } from "#app/routes/admin/lead-detail";
import { parseEnv } from "#app/utils/env.server";
import { Refusal } from "#app/utils/refusal";
import { collegeInput } from "../factories";
import { hasGps, jpegWithGps, pdfWithScriptInObjectStream, samplePdf } from "../setup/document-files";
import { findInEveryTable } from "../setup/find-in-every-table";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Documents of an application (issue 24, part 3; docs/decisions/047-documents-and-files-in-the-database.md):
 * the checklist a new application gets, the rules a file must pass, who may download it, and that
 * erasure, retention and merges take the files with the lead. College logos live in the database too.
 */

const MB = 1024 * 1024;

describeEachEngine("documents", (db) => {
  let anil: { id: number; role: "counsellor"; name: string };
  let bela: { id: number; role: "counsellor"; name: string };
  let owner: { id: number; role: "owner"; name: string };
  let rv: number;

  beforeEach(async () => {
    anil = { id: await insertStaff(db(), { name: "Anil", role: "counsellor" }), role: "counsellor", name: "Anil" };
    bela = { id: await insertStaff(db(), { name: "Bela", role: "counsellor" }), role: "counsellor", name: "Bela" };
    owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), role: "owner", name: "Olga" };
    rv = (await createCollege(db(), collegeInput({ name: "RV College of Engineering" }))).id;
  });

  async function leadWithApplication(assignee: number | null = null, name = "Priya Sharma") {
    const at = new Date().toISOString();
    const { id } = await db()
      .insertInto("leads")
      .values({
        form: "contact",
        page: "/Contact",
        name,
        email: "priya@example.in",
        assignee_id: assignee ?? anil.id,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The enquiry the person sent: their access request finds the lead by it.
    await db()
      .insertInto("lead_enquiries")
      .values({ lead_id: id, form: "contact", page: "/Contact", name, email: "priya@example.in", created_at: at })
      .execute();
    await addApplication(
      db(),
      { leadId: id, collegeId: rv, course: "B.E. CSE", intake: 2027, applicationNumber: "", status: "applied" },
      owner,
    );
    return { leadId: id, documents: await leadDocuments(db(), id) };
  }
  const item = (documents: Awaited<ReturnType<typeof leadDocuments>>, name: string) =>
    documents.find((document) => document.name === name)!;
  const staff = (viewer: typeof anil | typeof owner) => ({ kind: "staff" as const, viewer });

  test("a new application gets the checklist as the owners set it; the missing ones are listed", async () => {
    const { leadId, documents } = await leadWithApplication();
    expect(documents.map((document) => [document.name, document.optional, document.status])).toEqual([
      ["Class 10 marksheet", 0, "needed"],
      ["Class 12 marksheet", 0, "needed"],
      ["Entrance exam scorecard", 0, "needed"],
      ["Photo ID", 0, "needed"],
      ["Passport photo", 0, "needed"],
      ["Category certificate", 1, "needed"],
    ]);
    expect(item(documents, "Photo ID").photoId).toBe(true);
    // Optional ones never count as missing; "Not needed" and uploaded ones drop out.
    await setDocumentStatus(
      db(),
      { leadId, documentId: item(documents, "Class 10 marksheet").id, status: "not_needed" },
      anil,
    );
    await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Passport photo").id,
      fileName: "photo.jpg",
      bytes: await jpegWithGps(),
      uploadedBy: staff(anil),
    });
    expect((await missingDocuments(db(), leadId)).map((missing) => missing.name)).toEqual([
      "Class 12 marksheet",
      "Entrance exam scorecard",
      "Photo ID",
    ]);
    expect((await missingDocuments(db(), leadId))[0]).toMatchObject({
      application: "RV College of Engineering (B.E. CSE, 2027)",
      photoId: false,
    });

    const parsed = DocumentChecklistFormSchema.parse({
      documents: "Class 12 marksheet\n\nTransfer certificate\nGap certificate (optional)\nclass 12 MARKSHEET",
    });
    await saveDocumentChecklist(db(), parsed.documents, owner);
    const next = await leadWithApplication();
    const second = next.documents.filter((document) => document.application_id !== documents[0]!.application_id);
    expect(second.map((document) => [document.name, document.optional])).toEqual([
      ["Class 12 marksheet", 0],
      ["Transfer certificate", 0],
      ["Gap certificate", 1],
    ]);
    // The first application keeps its own list.
    expect(await leadDocuments(db(), leadId)).toHaveLength(6);
    expect(DocumentChecklistFormSchema.safeParse({ documents: " \n " }).success).toBe(false);
  });

  test("a PDF is kept as it came; a JPEG is turned upright and loses its EXIF, GPS included", async () => {
    const { leadId, documents } = await leadWithApplication();
    const pdf = samplePdf();
    await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Class 12 marksheet").id,
      fileName: "Class 12 / marks.PDF",
      bytes: pdf,
      uploadedBy: staff(anil),
    });
    const photo = await jpegWithGps();
    expect(await hasGps(photo)).toBe(true);
    await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Passport photo").id,
      fileName: "IMG_2041.jpeg",
      bytes: photo,
      uploadedBy: staff(anil),
    });
    const stored = await leadDocuments(db(), leadId);
    const marks = item(stored, "Class 12 marksheet");
    expect(marks).toMatchObject({
      status: "received",
      content_type: "application/pdf",
      file_name: "Class-12-marks.pdf",
    });
    const pdfBack = await documentDownload(db(), { leadId, fileId: marks.file_id! }, anil);
    expect(pdfBack!.data.equals(pdf)).toBe(true);

    const photoRow = item(stored, "Passport photo");
    expect(photoRow).toMatchObject({ content_type: "image/jpeg", file_name: "IMG_2041.jpg" });
    const back = (await documentDownload(db(), { leadId, fileId: photoRow.file_id! }, anil))!.data;
    const meta = await sharp(back).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await hasGps(back)).toBe(false);
    expect(back.includes(Buffer.from("TestCam"))).toBe(false);
    // Orientation 6 applied before the tag went: 64 x 48 on its side is 48 x 64 upright.
    expect([meta.width, meta.height]).toEqual([48, 64]);

    const timeline = (await leadTimeline(db(), leadId)).filter((event) => event.kind === "document_uploaded");
    expect(timeline.map((event) => [event.data.document, event.data.by, event.actor_id])).toEqual([
      ["Class 12 marksheet", "staff", anil.id],
      ["Passport photo", "staff", anil.id],
    ]);
  });

  describe("files refused, with a message, and nothing stored", () => {
    const cases: [string, () => Buffer | Promise<Buffer>, RegExp][] = [
      [
        "an HTML page named .pdf",
        () => Buffer.from("<!doctype html><script>alert(1)</script>"),
        /not a PDF, JPEG or PNG/,
      ],
      ["a GIF", () => Buffer.from("GIF89a\x01\x00\x01\x00"), /not a PDF, JPEG or PNG/],
      ["a file of 12 MB", () => Buffer.concat([samplePdf(), Buffer.alloc(12 * MB, 32)]), /larger than 10 MB/],
      [
        "a PDF with JavaScript",
        () => samplePdf({ catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }),
        /scripts, actions or attached files/,
      ],
      [
        "a PDF whose script's name is escaped",
        () => samplePdf({ catalogExtra: "/OpenAction << /S /J#61vaScript /J#53 (x) >>" }),
        /scripts/,
      ],
      [
        "a PDF with a launch action",
        () => samplePdf({ catalogExtra: "/OpenAction << /S /Launch /F (cmd.exe) >>" }),
        /scripts/,
      ],
      [
        "a PDF with an embedded file",
        () => samplePdf({ catalogExtra: "/Names << /EmbeddedFiles << /Names [(a.exe) 9 0 R] >> >>" }),
        /attached files/,
      ],
      ["a PDF with a script inside a compressed object stream", pdfWithScriptInObjectStream, /scripts/],
      ["a password-protected PDF", () => samplePdf({ catalogExtra: "/Encrypt 8 0 R" }), /password-protected/],
      ["an image that does not decode", () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]), /could not be read/],
    ];
    test.each(cases)("%s", async (_what, bytes, message) => {
      const { leadId, documents } = await leadWithApplication();
      const upload = uploadDocument(db(), {
        leadId,
        documentId: item(documents, "Class 12 marksheet").id,
        fileName: "marks.pdf",
        bytes: await bytes(),
        uploadedBy: staff(anil),
      });
      await expect(upload).rejects.toThrow(Refusal);
      await expect(upload).rejects.toThrow(message);
      expect(await db().selectFrom("document_files").select("id").execute()).toEqual([]);
      expect(item(await leadDocuments(db(), leadId), "Class 12 marksheet").status).toBe("needed");
    });
  });

  test("a lead's files stop at 50 MB in all, earlier versions included; deleting one makes room", async () => {
    const { leadId, documents } = await leadWithApplication();
    const first = await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Class 10 marksheet").id,
      fileName: "a.pdf",
      bytes: samplePdf(),
      uploadedBy: staff(anil),
    });
    // Stand-in for 49.9 MB of stored files, without writing them.
    await db()
      .updateTable("document_files")
      .set({ byte_size: 50 * MB - 200 })
      .where("id", "=", first.fileId)
      .execute();
    const more = () =>
      uploadDocument(db(), {
        leadId,
        documentId: item(documents, "Class 12 marksheet").id,
        fileName: "b.pdf",
        bytes: samplePdf(),
        uploadedBy: staff(anil),
      });
    await expect(more()).rejects.toThrow("would pass 50 MB in all");
    // Replacing the large file makes no room: it is kept as an earlier version, and counts.
    // (Room for its replacement, not for another file after it.)
    const large = 50 * MB - Math.floor(samplePdf().byteLength * 1.5);
    await db().updateTable("document_files").set({ byte_size: large }).where("id", "=", first.fileId).execute();
    await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Class 10 marksheet").id,
      fileName: "a2.pdf",
      bytes: samplePdf(),
      uploadedBy: staff(anil),
    });
    await expect(more()).rejects.toThrow("Delete earlier versions of files first");
    // Deleting the earlier version does.
    const [earlier] = await earlierVersions(db(), leadId);
    expect(earlier).toMatchObject({ file_name: "a.pdf", byte_size: large });
    await deleteDocumentVersion(db(), { leadId, versionId: earlier!.id }, anil);
    await more();
    expect(await db().selectFrom("document_files").select("file_name").orderBy("id").execute()).toEqual([
      { file_name: "a2.pdf" },
      { file_name: "b.pdf" },
    ]);
  });

  describe("a replaced file is kept as an earlier version until staff delete it", () => {
    const sha = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
    const firstPdf = samplePdf({ catalogExtra: "/Lang (en-IN)" });
    const secondPdf = samplePdf({ catalogExtra: "/Lang (hi-IN)" });

    /** Anil's lead whose Class 12 marksheet Anil uploaded, then the owner replaced. */
    async function replaced() {
      const lead = await leadWithApplication(anil.id);
      const marks = item(lead.documents, "Class 12 marksheet").id;
      const upload = (bytes: Buffer, fileName: string, by: typeof anil | typeof owner) =>
        uploadDocument(db(), { leadId: lead.leadId, documentId: marks, fileName, bytes, uploadedBy: staff(by) });
      await upload(firstPdf, "marks-first.pdf", anil);
      const { fileId } = await upload(secondPdf, "marks-second.pdf", owner);
      return { ...lead, marks, fileId };
    }

    test("the new file is the item's file everywhere; the earlier one is listed and downloads as it was", async () => {
      const { leadId, marks, fileId } = await replaced();
      const current = item(await leadDocuments(db(), leadId), "Class 12 marksheet");
      expect(current).toMatchObject({ file_id: fileId, file_name: "marks-second.pdf", status: "received" });
      expect(await leadDocuments(db(), leadId)).toHaveLength(6);
      expect((await missingDocuments(db(), leadId)).map((missing) => missing.name)).not.toContain("Class 12 marksheet");
      expect(await db().selectFrom("document_files").select("file_name").execute()).toEqual([
        { file_name: "marks-second.pdf" },
      ]);
      const versions = await earlierVersions(db(), leadId);
      expect(versions).toEqual([
        expect.objectContaining({
          document_id: marks,
          file_name: "marks-first.pdf",
          byte_size: firstPdf.byteLength,
          uploaded_by_name: "Anil",
          uploaded_by_student: 0,
          replaced_by_name: "Olga",
        }),
      ]);
      const earlier = await documentDownload(db(), { leadId, versionId: versions[0]!.id }, anil);
      expect(sha(earlier!.data)).toBe(sha(firstPdf));
      expect(sha((await documentDownload(db(), { leadId, fileId }, anil))!.data)).toBe(sha(secondPdf));
      // Another counsellor's download, or another lead's version number: nothing.
      expect(await documentDownload(db(), { leadId, versionId: versions[0]!.id }, bela)).toBeUndefined();
      const other = await leadWithApplication(bela.id, "Ravi Kumar");
      expect(await documentDownload(db(), { leadId: other.leadId, versionId: versions[0]!.id }, owner)).toBeUndefined();
      const audit = await db()
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "document.downloaded")
        .orderBy("id")
        .execute();
      expect(audit.map((entry) => JSON.parse(entry.details))).toEqual([
        { documentId: marks, versionId: versions[0]!.id },
        { documentId: marks, fileId },
      ]);
    });

    test("the timeline says who replaced what", async () => {
      const { leadId } = await replaced();
      const events = (await leadTimeline(db(), leadId)).filter((event) => event.kind.startsWith("document_"));
      expect(events.map((event) => [event.kind, event.actor_id, event.data])).toEqual([
        ["document_uploaded", anil.id, expect.objectContaining({ document: "Class 12 marksheet", by: "staff" })],
        [
          "document_replaced",
          owner.id,
          expect.objectContaining({
            document: "Class 12 marksheet",
            application: "RV College of Engineering (B.E. CSE, 2027)",
            replacedBy: "Olga",
          }),
        ],
      ]);
    });

    test("staff who may work on the lead delete it: on the timeline and in the audit log; nobody else", async () => {
      const { leadId, marks } = await replaced();
      const [version] = await earlierVersions(db(), leadId);
      await expect(deleteDocumentVersion(db(), { leadId, versionId: version!.id }, bela)).rejects.toThrow(Refusal);
      const other = await leadWithApplication(anil.id, "Ravi Kumar");
      await expect(
        deleteDocumentVersion(db(), { leadId: other.leadId, versionId: version!.id }, anil),
      ).rejects.toMatchObject({ status: 404 });
      expect(await earlierVersions(db(), leadId)).toHaveLength(1);

      // Through the lead page's form, as the Delete button posts it.
      const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
      const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `admin_session=${(await createSession(db(), anil.id)).token}`,
        },
        body: new URLSearchParams({ intent: "document-version-delete", version_id: String(version!.id) }),
      });
      const answer = (await leadPage({ request, context, params: { id: String(leadId) } } as never)) as {
        data: { ok: boolean; message: string };
      };
      expect(answer.data).toMatchObject({ ok: true, message: "Earlier version deleted." });
      expect(await db().selectFrom("document_file_versions").select("id").execute()).toEqual([]);
      // The current file stays.
      expect(item(await leadDocuments(db(), leadId), "Class 12 marksheet").file_name).toBe("marks-second.pdf");
      const [deleted] = (await leadTimeline(db(), leadId)).filter((event) => event.kind === "document_version_deleted");
      expect(deleted).toMatchObject({ actor_id: anil.id, data: { document: "Class 12 marksheet", documentId: marks } });
      const audit = await db()
        .selectFrom("audit_log")
        .select(["actor_id", "details"])
        .where("action", "=", "lead.changed")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(audit.actor_id).toBe(anil.id);
      expect(JSON.parse(audit.details)).toMatchObject({ change: "document_version_deleted", versionId: version!.id });
    });

    test("an erasure and retention leave no earlier version; a merge and its undo carry them", async () => {
      const erased = await replaced();
      const kept = await replaced();
      await eraseLeadByOwner(db(), { leadId: erased.leadId }, owner);
      expect(await earlierVersions(db(), erased.leadId)).toEqual([]);
      expect(await db().selectFrom("document_file_versions").select("id").execute()).toHaveLength(1);
      expect(await findInEveryTable(db(), ["marks-first"])).toEqual([
        expect.objectContaining({ table: "document_file_versions" }),
      ]);

      // A merge takes the version with its application; an undo brings it back.
      const names = async (leadId: number) => (await earlierVersions(db(), leadId)).map((version) => version.file_name);
      const newer = await leadWithApplication(anil.id);
      const { survivorId, mergeId } = await mergeLeads(db(), { ids: [newer.leadId, kept.leadId], choices: {} }, anil);
      expect(await names(survivorId)).toEqual(["marks-first.pdf"]);
      await undoMerge(db(), { mergeId }, anil);
      expect(await names(kept.leadId)).toEqual(["marks-first.pdf"]);
      expect(await names(newer.leadId)).toEqual([]);

      await db().updateTable("leads").set({ updated_at: "2020-01-01T00:00:00.000Z" }).execute();
      await runRetention(db());
      expect(await db().selectFrom("document_file_versions").select("id").execute()).toEqual([]);
      expect(await findInEveryTable(db(), ["marks-first", "marks-second"])).toEqual([]);
    });
  });

  test("only staff who may see the lead download its files, each download in the audit log", async () => {
    const { leadId, documents } = await leadWithApplication(anil.id);
    const { fileId } = await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Photo ID").id,
      fileName: "pan-card.pdf",
      bytes: samplePdf(),
      uploadedBy: staff(anil),
    });
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const get = async (cookie: string | null, id = leadId, file = fileId) =>
      (await download({
        request: new Request(`http://localhost/Admin/leads/${id}/files/${file}`, {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context,
        params: { id: String(id), fileId: String(file) },
      } as never)) as Response;
    const cookie = async (adminId: number) => `admin_session=${(await createSession(db(), adminId)).token}`;

    for (const who of [anil.id, owner.id]) {
      const answer = await get(await cookie(who));
      expect(answer.status).toBe(200);
      expect(Object.fromEntries(answer.headers)).toMatchObject({
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="pan-card.pdf"',
        "cache-control": "no-store",
      });
      expect(Buffer.from(await answer.arrayBuffer()).equals(samplePdf())).toBe(true);
    }
    // Another counsellor, nobody signed in, a file of another lead, no such file: the same 404.
    const other = await leadWithApplication(bela.id, "Ravi Kumar");
    const answers = [
      await get(await cookie(bela.id)),
      await get(null),
      await get(await cookie(anil.id), other.leadId),
      await get(await cookie(anil.id), leadId, fileId + 1000),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe("Not found");
    }
    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor_id", "subject", "details"])
      .where("action", "=", "document.downloaded")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => [entry.actor_id, entry.subject, JSON.parse(entry.details).fileId])).toEqual([
      [anil.id, `lead:${leadId}`, fileId],
      [owner.id, `lead:${leadId}`, fileId],
    ]);
  });

  test("the lead page takes an upload as a multipart post, and refuses another counsellor's", async () => {
    const { leadId, documents } = await leadWithApplication(anil.id);
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const post = async (adminId: number, file: File) => {
      const body = new FormData();
      body.set("document_id", String(item(documents, "Class 12 marksheet").id));
      body.set("file", file);
      const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
        method: "POST",
        headers: { Cookie: `admin_session=${(await createSession(db(), adminId)).token}` },
        body,
      });
      const answer = (await leadPage({ request, context, params: { id: String(leadId) } } as never)) as {
        data: { ok: boolean; message: string; scope: string };
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, ...answer.data };
    };
    const pdf = new File([new Uint8Array(samplePdf())], "marks.pdf", { type: "application/pdf" });
    expect(await post(bela.id, pdf)).toMatchObject({ status: 404, ok: false, scope: "document-upload" });
    const html = new File(["<html><body>hi</body></html>"], "marks.pdf", { type: "application/pdf" });
    expect(await post(anil.id, html)).toMatchObject({ status: 400, message: expect.stringMatching(/not a PDF/) });
    const big = new File([new Uint8Array(11 * MB)], "big.pdf", { type: "application/pdf" });
    expect(await post(anil.id, big)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/larger than 10 MB/),
    });
    expect(await db().selectFrom("document_files").select("id").execute()).toEqual([]);
    expect(await post(anil.id, pdf)).toMatchObject({ status: 200, ok: true, scope: "document-upload" });
  });

  test("a student's upload is on the timeline as theirs, and the counsellor is told through the outbox", async () => {
    const { leadId, documents } = await leadWithApplication(anil.id);
    const { fileId } = await uploadDocument(db(), {
      leadId,
      documentId: item(documents, "Entrance exam scorecard").id,
      fileName: "kcet.png",
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
      uploadedBy: { kind: "student" },
    });
    const [event] = (await leadTimeline(db(), leadId)).filter((row) => row.kind === "document_uploaded");
    expect(event).toMatchObject({ actor_id: null, data: { by: "student", document: "Entrance exam scorecard" } });
    const rows = await db().selectFrom("outbox").select(["event_key", "payload", "lead_id"]).execute();
    expect(rows).toEqual([
      {
        event_key: `document-file-${fileId}-uploaded`,
        lead_id: leadId,
        payload: JSON.stringify({ kind: "document_uploaded", fileId }),
      },
    ]);
    expect(await documentUploadedContent(db(), { kind: "document_uploaded", fileId })).toEqual({
      kind: "document_uploaded",
      to: "anil@example.in",
      leadId,
      student: "Priya Sharma",
      application: "RV College of Engineering (B.E. CSE, 2027)",
      document: "Entrance exam scorecard",
    });
    // An erased lead takes no student upload, and its notice has nobody to go to.
    await eraseLeadByOwner(db(), { leadId }, owner);
    expect(await documentUploadedContent(db(), { kind: "document_uploaded", fileId })).toBeUndefined();
    await expect(
      uploadDocument(db(), {
        leadId,
        documentId: item(documents, "Photo ID").id,
        fileName: "x.pdf",
        bytes: samplePdf(),
        uploadedBy: { kind: "student" },
      }),
    ).rejects.toThrow(Refusal);
  });

  test("an erasure, and retention, leave no file of the lead in the database", async () => {
    const erased = await leadWithApplication(anil.id);
    const kept = await leadWithApplication(anil.id, "Ravi Kumar");
    for (const lead of [erased, kept]) {
      await uploadDocument(db(), {
        leadId: lead.leadId,
        documentId: item(lead.documents, "Photo ID").id,
        fileName: `aadhaar-masked-${lead.leadId}.pdf`,
        bytes: samplePdf(),
        uploadedBy: staff(anil),
      });
    }
    await eraseLeadByOwner(db(), { leadId: erased.leadId }, owner);
    const filesOf = (leadId: number) =>
      db()
        .selectFrom("document_files")
        .innerJoin("application_documents", "application_documents.id", "document_files.document_id")
        .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
        .select("document_files.id")
        .where("lead_applications.lead_id", "=", leadId)
        .execute();
    expect(await db().selectFrom("document_files").select("file_name").execute()).toEqual([
      { file_name: `aadhaar-masked-${kept.leadId}.pdf` },
    ]);
    expect(await findInEveryTable(db(), [`aadhaar-masked-${erased.leadId}`])).toEqual([]);
    expect(
      await db()
        .selectFrom("application_documents")
        .select("id")
        .where(
          "application_id",
          "in",
          db().selectFrom("lead_applications").select("id").where("lead_id", "=", erased.leadId),
        )
        .execute(),
    ).toEqual([]);

    // Retention takes the other lead's files with the lead, years later.
    await db()
      .updateTable("leads")
      .set({ updated_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", kept.leadId)
      .execute();
    await runRetention(db());
    expect(await filesOf(kept.leadId)).toEqual([]);
    expect(await db().selectFrom("document_files").select("id").execute()).toEqual([]);
  });

  test("a merge takes the documents with their application, an undo brings them back; the person's access lists them", async () => {
    const older = await leadWithApplication(anil.id);
    const newer = await leadWithApplication(anil.id);
    await uploadDocument(db(), {
      leadId: newer.leadId,
      documentId: item(newer.documents, "Class 12 marksheet").id,
      fileName: "marks.pdf",
      bytes: samplePdf(),
      uploadedBy: staff(anil),
    });
    const { survivorId, mergeId } = await mergeLeads(db(), { ids: [older.leadId, newer.leadId], choices: {} }, anil);
    const mergedAway = survivorId === older.leadId ? newer.leadId : older.leadId;
    expect(await leadDocuments(db(), survivorId)).toHaveLength(12);
    expect((await leadDocuments(db(), survivorId)).filter((document) => document.file_id)).toHaveLength(1);
    const [person] = await personData(db(), [survivorId], { email: "priya@example.in" });
    expect(person!.applications.flatMap((application) => application.documents)).toContainEqual({
      name: "Class 12 marksheet",
      status: "received",
      fileName: "marks.pdf",
    });
    await undoMerge(db(), { mergeId }, anil);
    expect(await leadDocuments(db(), mergedAway)).toHaveLength(6);
    expect(await leadApplications(db(), survivorId)).toHaveLength(1);
  });

  test("college logos are kept in the database; logos left in UPLOAD_DIR are read in once", async () => {
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    const logoPath = await saveCollegeLogo(db(), rv, webp);
    expect(logoPath).toMatch(/^\/uploads\/logos\/rv-college-of-engineering-[0-9a-f]{16}\.webp$/);
    const stored = await collegeLogoFile(db(), logoPath.split("/").pop()!);
    expect(stored?.content_type).toBe("image/webp");
    expect((await sharp(Buffer.from(stored!.data)).metadata()).width).toBe(256);

    // An older site: the logo is a file under UPLOAD_DIR, which the database does not hold.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "logos-"));
    fs.mkdirSync(path.join(dir, "logos"));
    const pes = (await createCollege(db(), collegeInput({ name: "PES University" }))).id;
    const gone = (await createCollege(db(), collegeInput({ name: "Gone College" }))).id;
    fs.writeFileSync(path.join(dir, "logos", "pes-university-0123456789abcdef.webp"), webp);
    await db()
      .updateTable("colleges")
      .set({ logo_path: "/uploads/logos/pes-university-0123456789abcdef.webp" })
      .where("id", "=", pes)
      .execute();
    await db()
      .updateTable("colleges")
      .set({ logo_path: "/uploads/logos/gone-0123456789abcdef.webp" })
      .where("id", "=", gone)
      .execute();
    expect(await importLogoFiles(db(), dir)).toBe(1);
    expect(await importLogoFiles(db(), dir)).toBe(0);
    const imported = await collegeLogoFile(db(), "pes-university-0123456789abcdef.webp");
    expect(Buffer.from(imported!.data).equals(webp)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
