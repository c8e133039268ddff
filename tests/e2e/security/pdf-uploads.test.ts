import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addChecklist } from "#app/features/admissions/application-checklist.server";
import { browserEngines } from "../support/databases";
import type { RunningServer } from "../support/server";
import { startStaffServer } from "../support/staff-server";
import { insertLeadWithApplication, postForm, withDatabase } from "../admin/admin-helpers";
import { buildPdf, DISGUISED_OBJECT_STREAM_TYPES, pdfWithCompressedOpenScript } from "../../setup/document-files";

/**
 * PDFs with JavaScript against the production build (issue 41, item 1;
 * docs/decisions/060-pdf-active-content.md): an open action running JavaScript inside a Flate
 * object stream whose type is disguised three ways, and one in plain sight, are refused by the
 * staff upload on the lead page and by the student's status link, with the scan's message and
 * nothing stored; a plain PDF and one with an ordinary object stream are stored by both. Plain
 * HTTP posts, as a form without JavaScript sends them.
 */
const SCRIPT_PDFS: [string, Buffer][] = [
  ...Object.entries(DISGUISED_OBJECT_STREAM_TYPES).map(([how, type]): [string, Buffer] => [
    `object stream typed with ${how}`,
    pdfWithCompressedOpenScript(type),
  ]),
  [
    "no object stream",
    buildPdf({ catalog: "/OpenAction 4 0 R", objects: [{ body: "<< /S /JavaScript /JS (app.alert(1)) >>" }] }),
  ],
];
const CLEAN_PDFS: [string, Buffer][] = [
  ["plain.pdf", buildPdf()],
  [
    "compressed.pdf",
    buildPdf({ catalogCompressed: true, objects: [{ body: "<< /Producer (Scan) >>", compressed: true }] }),
  ],
];
const REFUSED = /This PDF contains scripts, actions or attached files, which we do not accept/;

function upload(url: string, documentId: number, name: string, bytes: Buffer, cookie?: string) {
  const form = new FormData();
  form.set("document_id", String(documentId));
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  const origin = new URL(url).origin;
  return fetch(url, {
    method: "POST",
    body: form,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
}

for (const engine of browserEngines()) {
  describe(`PDF uploads with JavaScript [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let cookie: string;
    let leadId: number;
    /** The lead's checklist items, in order. */
    let items: number[];

    beforeAll(async () => {
      let owner: { cookie: string };
      ({ server, databaseUrl, owner } = await startStaffServer(engine));
      cookie = owner.cookie;
      ({ leadId, items } = await withDatabase(databaseUrl, async (db) => {
        const lead = await insertLeadWithApplication(db, null, "Meera Iyer");
        await db.updateTable("leads").set({ email: "meera@example.in" }).where("id", "=", lead.leadId).execute();
        await addChecklist(db, lead.applicationId, new Date().toISOString());
        const rows = await db
          .selectFrom("application_documents")
          .select("id")
          .where("application_id", "=", lead.applicationId)
          .orderBy("position")
          .execute();
        return { leadId: lead.leadId, items: rows.map((row) => row.id) };
      }));
    }, 90_000);

    afterAll(() => server?.stop());

    const storedNames = () =>
      withDatabase(databaseUrl, (db) =>
        db.selectFrom("document_files").select("file_name").orderBy("id").execute(),
      ).then((rows) => rows.map((row) => row.file_name));

    test("staff upload on the lead page: the script PDFs are refused with the scan's message, the clean ones stored", async () => {
      const page = `${server.url}/Admin/leads/${leadId}`;
      for (const [what, bytes] of SCRIPT_PDFS) {
        const answer = await upload(page, items[0]!, "marks.pdf", bytes, cookie);
        expect(answer.status, what).toBe(400);
        expect(await answer.text(), what).toMatch(REFUSED);
      }
      expect(await storedNames()).toEqual([]);
      for (const [[name, bytes], item] of CLEAN_PDFS.map((pdf, i) => [pdf, items[i]!] as const)) {
        const answer = await upload(page, item, `staff-${name}`, bytes, cookie);
        expect(answer.status, name).toBe(200);
        expect(await answer.text()).toContain("Uploaded. The document is marked received.");
      }
      expect(await storedNames()).toEqual(["staff-plain.pdf", "staff-compressed.pdf"]);
    });

    test("the status link: the script PDFs are refused with the scan's message, the clean ones stored", async () => {
      const sent = await postForm(
        server.url,
        `/Admin/leads/${leadId}`,
        { intent: "status-link" },
        { cookie: cookie.split("=")[1] },
      );
      const link = (await sent.text()).match(/https?:\/\/[^"\s<]+\/status\/[A-Za-z0-9_-]{43}/)?.[0];
      expect(link, "the status link in the lead page's answer").toBeDefined();
      // Items the staff test left missing: the status link takes uploads to missing items.
      const missing = items.slice(2);
      for (const [what, bytes] of SCRIPT_PDFS) {
        const answer = await upload(link!, missing[0]!, "marks.pdf", bytes);
        expect(answer.status, what).toBe(422);
        expect(await answer.text(), what).toMatch(REFUSED);
      }
      expect(await storedNames()).toEqual(["staff-plain.pdf", "staff-compressed.pdf"]);
      for (const [[name, bytes], item] of CLEAN_PDFS.map((pdf, i) => [pdf, missing[i]!] as const)) {
        const answer = await upload(link!, item, `student-${name}`, bytes);
        expect(answer.status, name).toBe(303);
      }
      expect(await storedNames()).toEqual([
        "staff-plain.pdf",
        "staff-compressed.pdf",
        "student-plain.pdf",
        "student-compressed.pdf",
      ]);
    });
  });
}
