import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication, changeApplicationStatus } from "#app/features/admissions/applications.server";
import { statusLinkContent } from "#app/features/status-link/status-link-content.server";
import {
  activeStatusLinks,
  openStatusPage,
  openStatusReceipt,
  revokeStatusLink,
  sendStatusLink,
  STATUS_PAGE_PER_ADDRESS,
  STATUS_PAGE_PER_LINK,
  STATUS_UPLOADS_PER_LINK,
  statusUploadTarget,
  uploadFromStatusPage,
  type StatusPage,
} from "#app/features/status-link/status-links.server";
import { createSession } from "#app/features/admins/sessions.server";
import { documentDownload, setDocumentStatus, uploadDocument } from "#app/features/admissions/documents.server";
import { recordPayment } from "#app/features/admissions/payments.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { personData } from "#app/features/privacy/person-data.server";
import { PUBLIC_ONLY } from "#app/features/outbox/egress-address.server";
import { startOutboxWorker } from "../../server/outbox-worker";
import { action as leadPage } from "#app/routes/admin/lead-detail";
import { action as statusAction } from "#app/routes/public/status";
import { refusalsEn } from "#app/utils/i18n/en/refusals";
import { refusalsHi } from "#app/utils/i18n/hi/refusals";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { createLogger } from "#app/utils/logger.server";
import { collegeInput } from "../factories";
import { findInEveryTable } from "../setup/find-in-every-table";
import { insertStaff } from "../setup/staff";
import { samplePdf } from "../setup/document-files";
import { describeEachEngine } from "../setup/test-database";

/**
 * The student's status link (issue 24, part 4; docs/decisions/049-status-link.md): sent by e-mail
 * through the outbox and shown once for WhatsApp; the page shows the applications in plain words,
 * the steps ahead and the counsellor's first name, nothing else; a tampered, revoked or ended link
 * or an erased lead is not found; openings are limited per address and per link, across
 * connections; a merge moves the links and an undo takes them back.
 */

const SECRET = crypto.randomBytes(32);
const ORIGIN = "https://example.in";
const DAY = 86_400_000;

describeEachEngine("status links", (db) => {
  let anil: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };
  let rv: number;

  beforeEach(async () => {
    anil = { id: await insertStaff(db(), { name: "Anil Kumar", role: "counsellor" }), role: "counsellor" };
    owner = { id: await insertStaff(db(), { name: "Olga", role: "owner" }), role: "owner" };
    rv = (await createCollege(db(), collegeInput({ name: "RV College of Engineering" }))).id;
  });

  /** Anil's lead with an application (Applied) and a fee due in 10 days. */
  async function lead(values: Record<string, string | null> = {}) {
    const at = new Date().toISOString();
    const { id } = await db()
      .insertInto("leads")
      .values({
        form: "contact",
        page: "/Contact",
        name: "Priya Sharma",
        email: "priya@example.in",
        phone: "9876543210",
        assignee_id: anil.id,
        created_at: at,
        updated_at: at,
        ...values,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addApplication(
      db(),
      { leadId: id, collegeId: rv, course: "B.E. CSE", intake: 2027, applicationNumber: "RV-77", status: "applied" },
      anil,
    );
    const application = await db()
      .selectFrom("lead_applications")
      .select("id")
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    await addStep(
      db(),
      {
        leadId: id,
        applicationId: application.id,
        kind: "fee_due",
        onDate: addIndiaDays(indiaDay(new Date()), 10),
        atTime: "10:30",
        note: "",
      },
      anil,
    );
    return id;
  }

  const send = (leadId: number) => sendStatusLink(db(), { leadId, secret: SECRET, origin: ORIGIN }, anil);
  const tokenOf = (url: string) => url.slice(`${ORIGIN}/status/`.length);
  const open = (token: string, at?: Date, ipHash = "address-1") => openStatusPage(db(), { token, ipHash }, at);
  const page = async (token: string, at?: Date) => (await open(token, at)) as StatusPage | undefined;

  test("a sent link opens the page: applications in plain words, the steps ahead, the counsellor's first name, nothing else", async () => {
    const leadId = await lead();
    const sent = await send(leadId);
    expect(sent.url).toMatch(/^https:\/\/example\.in\/status\/[A-Za-z0-9_-]{43}$/);
    expect(sent.emailedTo).toBe("priya@example.in");
    // WhatsApp to the student's phone in international form, the link in the message.
    expect(sent.whatsApp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(sent.whatsApp!.split("?text=")[1]!)).toContain(sent.url);

    const shown = await page(tokenOf(sent.url));
    expect(shown).toMatchObject({
      firstName: "Priya",
      counsellor: "Anil",
      applications: [{ name: "RV College of Engineering (B.E. CSE, 2027)", status: "Applied", tone: "waiting" }],
      nextSteps: [{ what: "Fee due", application: "RV College of Engineering (B.E. CSE, 2027)", away: "in 10 days" }],
      // The default checklist (a new application gets it), but the optional Category certificate.
      documents: expect.arrayContaining([expect.objectContaining({ name: "Class 12 marksheet" })]),
    });
    expect(shown!.nextSteps[0]!.when).toMatch(/, 10:30 \(India time\)$/);
    // Nothing else about the person or staff: no surname, contact details, application number.
    expect(JSON.stringify(shown)).not.toMatch(/Sharma|priya@|9876543210|Kumar|RV-77|anil/);

    // Only hashes and the salt are kept: the token is in no table, the outbox names the link.
    expect(await findInEveryTable(db(), [tokenOf(sent.url)])).toEqual([]);
    const [row] = await db()
      .selectFrom("outbox")
      .select(["event_key", "payload"])
      .where("event_key", "like", "status-link-%")
      .execute();
    expect(row!.event_key).toMatch(/^status-link-\d+-email$/);
    expect(JSON.parse(row!.payload)).toEqual({ kind: "status_link", linkId: expect.any(Number) });
    expect((await leadTimeline(db(), leadId)).map((event) => event.kind)).toContain("status_link_sent");

    // A status the parent understands.
    const applicationId = shown!.applications[0]!.id;
    await changeApplicationStatus(db(), { leadId, applicationId, status: "seat_confirmed" }, anil);
    expect((await page(tokenOf(sent.url)))!.applications[0]).toMatchObject({ status: "Seat confirmed", tone: "good" });
  });

  test("the outbox e-mails the link, derived again when it is sent; a link revoked first is not sent", async () => {
    const leadId = await lead();
    const first = await send(leadId);
    const second = await send(leadId);
    const [older] = (await activeStatusLinks(db(), leadId)).slice(-1);
    await revokeStatusLink(db(), { leadId, linkId: older!.id }, anil);
    const sent: { to: string; subject: string; text: string }[] = [];
    const worker = startOutboxWorker(db(), {
      log: createLogger({ destination: { write: () => {} } }),
      mailer: {
        send: async (message) => void sent.push(message),
        close: async () => {},
        fromAddress: "alerts@example.in",
      },
      origin: ORIGIN,
      leaseMs: 60_000,
      webhookEgress: PUBLIC_ONLY,
      linkSecret: SECRET,
      pollIntervalMs: 10,
    });
    try {
      await expect
        .poll(
          async () =>
            (
              await db()
                .selectFrom("outbox")
                .select("id")
                .where("status", "=", "pending")
                .where("event_key", "like", "status-link-%")
                .execute()
            ).length,
        )
        .toBe(0);
    } finally {
      await worker.stop();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("priya@example.in");
    expect(sent[0]!.text).toContain(second.url);
    // No name: the enquiry typed it, and this goes to the address it typed.
    expect(sent[0]!.text).toMatch(/^Hello,\n/);
    expect(sent[0]!.text).toContain("Anil, your counsellor");
    expect(await page(tokenOf(first.url))).toBeUndefined();
    // With another secret (IP_HASH_SECRET changed) the token would not open the link: nothing is sent.
    const [link] = await activeStatusLinks(db(), leadId);
    expect(
      await statusLinkContent(db(), { kind: "status_link", linkId: link!.id }, { secret: SECRET, origin: ORIGIN }),
    ).toMatchObject({ url: second.url });
    expect(
      await statusLinkContent(
        db(),
        { kind: "status_link", linkId: link!.id },
        { secret: crypto.randomBytes(32), origin: ORIGIN },
      ),
    ).toBeUndefined();
  });

  test("a tampered, revoked or ended link, or an erased lead's, is not found", async () => {
    const leadId = await lead();
    const { url } = await send(leadId);
    const token = tokenOf(url);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [tampered, token.slice(1), `${token}x`, "", "../../Admin"])
      expect(await page(wrong)).toBeUndefined();

    // Ended: 30 days after it was sent.
    expect(await page(token, new Date(Date.now() + 29 * DAY))).toBeDefined();
    expect(await page(token, new Date(Date.now() + 30 * DAY + 60_000))).toBeUndefined();

    const [link] = await activeStatusLinks(db(), leadId);
    await revokeStatusLink(db(), { leadId, linkId: link!.id }, anil);
    expect(await page(token)).toBeUndefined();
    await expect(revokeStatusLink(db(), { leadId, linkId: link!.id }, anil)).rejects.toThrow("revoked already");

    const again = await send(leadId);
    expect(await page(tokenOf(again.url))).toBeDefined();
    await eraseLeadByOwner(db(), { leadId }, owner);
    expect(await page(tokenOf(again.url))).toBeUndefined();
    expect(await db().selectFrom("status_links").select("id").execute()).toEqual([]);
  });

  test("a receipt opens through its own lead's working link only, without who recorded it (issue 44)", async () => {
    const leadId = await lead();
    const otherLead = await lead({ name: "Ravi Other", email: "ravi@example.in", phone: "9876500000" });
    const payment = {
      applicationId: null,
      amountPaise: 25_000_00,
      paidOn: "2026-12-01",
      mode: "upi",
      reference: "UPI 1",
    } as const;
    const own = await recordPayment(db(), { leadId, ...payment }, anil);
    const others = await recordPayment(db(), { leadId: otherLead, ...payment }, anil);
    const { url } = await send(leadId);
    const token = tokenOf(url);
    const receipt = (paymentId: number, withToken = token) =>
      openStatusReceipt(db(), { token: withToken, ipHash: "address-1", paymentId });

    const found = await receipt(own.id);
    expect(found && "receipt" in found ? found.receipt : undefined).toMatchObject({
      receipt_number: own.receiptNumber,
      received_from: "Priya Sharma",
      amount_paise: 25_000_00,
      recorded_by_name: null,
    });
    expect(found && "issuer" in found ? found.issuer.phone : undefined).toBeTruthy();
    expect(await receipt(others.id)).toBeUndefined();
    expect(await receipt(own.id, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    const [link] = await activeStatusLinks(db(), leadId);
    await revokeStatusLink(db(), { leadId, linkId: link!.id }, anil);
    expect(await receipt(own.id)).toBeUndefined();
  });

  test("no link for a person who withdrew contact; without an e-mail it is made for WhatsApp only; five at most", async () => {
    const withdrawn = await lead({ contact_withdrawn_at: new Date().toISOString() });
    await expect(send(withdrawn)).rejects.toThrow("asked not to be contacted");
    expect(await db().selectFrom("status_links").select("id").execute()).toEqual([]);

    const phoneOnly = await lead({ email: null });
    const sent = await send(phoneOnly);
    expect(sent.emailedTo).toBeNull();
    expect(sent.whatsApp).toContain("wa.me/919876543210");
    expect(await db().selectFrom("outbox").select("id").where("event_key", "like", "status-link-%").execute()).toEqual(
      [],
    );

    for (let i = 0; i < 4; i++) await send(phoneOnly);
    await expect(send(phoneOnly)).rejects.toThrow("Revoke one before sending another");
    // Another counsellor's lead is not there for Anil.
    const bela = { id: await insertStaff(db(), { name: "Bela", role: "counsellor" }), role: "counsellor" as const };
    await expect(sendStatusLink(db(), { leadId: phoneOnly, secret: SECRET, origin: ORIGIN }, bela)).rejects.toThrow(
      "This lead is not there.",
    );
  });

  test("opening is limited per address and per link; the limit holds across connections", async () => {
    const leadId = await lead();
    const token = tokenOf((await send(leadId)).url);
    const at = new Date();
    // One address: the limit, then refused with the time to wait; another address still opens it.
    const results = await Promise.all(
      Array.from({ length: STATUS_PAGE_PER_ADDRESS.limit + 5 }, () => open(token, at, "busy-address")),
    );
    const refused = results.filter((result) => result && "retryAfterSeconds" in result);
    expect(refused).toHaveLength(5);
    expect((refused[0] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Guessing from the limited address is refused before any lookup.
    expect(await open("x".repeat(43), at, "busy-address")).toHaveProperty("retryAfterSeconds");
    expect(await open(token, at, "address-2")).toHaveProperty("firstName", "Priya");

    // One link, from many addresses: refused past its own limit. The refused address's hits did
    // not count on the link.
    let linkHits = STATUS_PAGE_PER_ADDRESS.limit + 1;
    for (let i = 0; linkHits < STATUS_PAGE_PER_LINK.limit; i++, linkHits++) {
      expect(await open(token, at, `spread-${i}`)).toHaveProperty("firstName");
    }
    expect(await open(token, at, "fresh-address")).toHaveProperty("retryAfterSeconds");
    // The next window: it opens again.
    expect(await open(token, new Date(at.getTime() + 60 * 60_000), "fresh-address")).toHaveProperty("firstName");
  });

  test("a document uploaded from the page: the student's, on the timeline, the counsellor told; only this lead's, within the limit", async () => {
    const leadId = await lead();
    const other = await lead();
    const token = tokenOf((await send(leadId)).url);
    const missing = (await page(token))!.documents;
    expect(missing.map((document) => document.name)).toEqual([
      "Class 10 marksheet",
      "Class 12 marksheet",
      "Entrance exam scorecard",
      "Photo ID",
      "Passport photo",
    ]);
    expect(missing.find((document) => document.name === "Photo ID")?.photoId).toBe(true);
    const marks = missing.find((document) => document.name === "Class 12 marksheet")!;
    /** As the page's form does: the link and the limits first, then the file. */
    const upload = async (documentId: number, bytes = samplePdf(), ipHash = "family", at?: Date) => {
      const target = await statusUploadTarget(db(), { token, ipHash }, at);
      if (!target || "retryAfterSeconds" in target) return target;
      await uploadFromStatusPage(db(), target, { documentId, fileName: "marks.pdf", bytes });
      return { uploaded: true };
    };

    // Refused as a staff upload is: the page's own message, nothing stored.
    await expect(upload(marks.documentId, Buffer.from("<!doctype html><p>hi"))).rejects.toThrow(
      /not a PDF, JPEG or PNG/,
    );
    expect(await db().selectFrom("document_files").selectAll().execute()).toEqual([]);

    expect(await upload(marks.documentId)).toEqual({ uploaded: true });
    expect((await page(token))!.documents.map((document) => document.name)).not.toContain("Class 12 marksheet");
    const [file] = await db().selectFrom("document_files").select(["uploaded_by", "uploaded_by_student"]).execute();
    expect(file).toEqual({ uploaded_by: null, uploaded_by_student: 1 });
    const uploaded = (await leadTimeline(db(), leadId)).find((event) => event.kind === "document_uploaded");
    expect(uploaded?.data).toMatchObject({ document: "Class 12 marksheet", by: "student" });
    expect(
      await db().selectFrom("outbox").select("event_key").where("event_key", "like", "document-file-%").execute(),
    ).toHaveLength(1);

    // Another lead's document through this link is not there; a revoked link uploads nothing.
    const othersDocument = await db()
      .selectFrom("application_documents")
      .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
      .select("application_documents.id")
      .where("lead_applications.lead_id", "=", other)
      .executeTakeFirstOrThrow();
    await expect(upload(othersDocument.id)).rejects.toMatchObject({ status: 404 });
    const photo = missing.find((document) => document.name === "Passport photo")!;
    expect(await upload(photo.documentId, samplePdf(), "x".repeat(8))).toEqual({ uploaded: true });

    // The link's uploads are limited, from any address (each an item it may not fill again: the
    // link counts it before the item is looked at).
    const at = new Date();
    let refused: unknown;
    for (let i = 0; i < STATUS_UPLOADS_PER_LINK.limit + 1 && !refused; i++) {
      const answer = await upload(marks.documentId, samplePdf(), `address-${i}`, at).catch((error: unknown) => {
        expect(error).toMatchObject({ status: 409 });
        return undefined;
      });
      if (answer && "retryAfterSeconds" in answer) refused = answer;
    }
    expect(refused).toMatchObject({ retryAfterSeconds: expect.any(Number) });

    const [link] = await activeStatusLinks(db(), leadId);
    await revokeStatusLink(db(), { leadId, linkId: link!.id }, anil);
    // A revoked link is not there: nothing is read or stored.
    expect(
      await statusUploadTarget(db(), { token, ipHash: "new" }, new Date(Date.now() + 2 * 3_600_000)),
    ).toBeUndefined();
  });

  test("the status link adds, it never replaces: an item staff received, one not needed and an optional one are refused, in the page's language, and nothing changes", async () => {
    const leadId = await lead();
    const token = tokenOf((await send(leadId)).url);
    const items = await db()
      .selectFrom("application_documents")
      .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
      .select(["application_documents.id", "application_documents.name"])
      .where("lead_applications.lead_id", "=", leadId)
      .execute();
    const idOf = (name: string) => items.find((row) => row.name === name)!.id;
    const staffPdf = samplePdf({ catalogExtra: "/Lang (en-IN)" });
    const { fileId } = await uploadDocument(db(), {
      leadId,
      documentId: idOf("Class 12 marksheet"),
      fileName: "staff-scan.pdf",
      bytes: staffPdf,
      uploadedBy: { kind: "staff", viewer: anil },
    });
    await setDocumentStatus(db(), { leadId, documentId: idOf("Class 10 marksheet"), status: "not_needed" }, anil);
    const sha = async () => {
      const file = await documentDownload(db(), { leadId, fileId }, anil);
      return crypto.createHash("sha256").update(file!.data).digest("hex");
    };
    const before = await sha();
    expect(before).toBe(crypto.createHash("sha256").update(staffPdf).digest("hex"));
    const snapshot = async () => ({
      files: await db().selectFrom("document_files").select(["id", "document_id", "sha256"]).orderBy("id").execute(),
      versions: await db().selectFrom("document_file_versions").select("id").execute(),
      items: await db().selectFrom("application_documents").select(["id", "status"]).orderBy("id").execute(),
      events: (await leadTimeline(db(), leadId)).filter((event) => event.kind.startsWith("document_")).length,
      outbox: await db().selectFrom("outbox").select("id").where("event_key", "like", "document-file-%").execute(),
    });
    const unchanged = await snapshot();

    for (const name of ["Class 12 marksheet", "Class 10 marksheet", "Category certificate"]) {
      const target = await statusUploadTarget(db(), { token, ipHash: "family" });
      await expect(
        uploadFromStatusPage(db(), target as { leadId: number }, {
          documentId: idOf(name),
          fileName: "student.pdf",
          bytes: samplePdf(),
        }),
        name,
      ).rejects.toMatchObject({ status: 409, message: refusalsEn["documents.not_missing"] });
    }

    // Through the page's form, English and Hindi: a 409 with the page's words.
    const context = {
      database: { db: db() },
      env: parseEnv({}),
      ipHashKey: SECRET,
      clientIp: "203.0.113.7",
    } as unknown as AppLoadContext;
    for (const [path, message] of [
      [`/status/${token}`, refusalsEn["documents.not_missing"]],
      [`/hi/status/${token}`, refusalsHi["documents.not_missing"]],
    ] as const) {
      const body = new FormData();
      body.set("document_id", String(idOf("Class 12 marksheet")));
      body.set("file", new File([new Uint8Array(samplePdf())], "student.pdf", { type: "application/pdf" }));
      const answer = (await statusAction({
        request: new Request(`http://localhost${path}`, { method: "POST", body }),
        context,
        params: { token },
      } as never)) as { data: { message: string }; init: ResponseInit | null };
      expect(answer.init?.status, path).toBe(409);
      expect(answer.data.message, path).toBe(message);
    }

    expect(await snapshot()).toEqual(unchanged);
    expect(await sha()).toBe(before);
    // The page lists none of them: only items still missing take an upload.
    expect((await page(token))!.documents.map((document) => document.name)).toEqual([
      "Entrance exam scorecard",
      "Photo ID",
      "Passport photo",
    ]);
  });

  test("'Status page opened' is on the timeline once a day per link", async () => {
    const leadId = await lead();
    const token = tokenOf((await send(leadId)).url);
    const now = new Date();
    await Promise.all([page(token, now), page(token, now), page(token, now)]);
    const opened = async () =>
      (await leadTimeline(db(), leadId)).filter((event) => event.kind === "status_page_opened").length;
    expect(await opened()).toBe(1);
    await page(token, new Date(now.getTime() + DAY));
    expect(await opened()).toBe(2);
  });

  test("a merge moves the links to the lead they joined and an undo takes them back; the person's access request lists them", async () => {
    const survivor = await lead();
    const merged = await lead({ name: "Priya S", email: "priya.s@example.in" });
    const token = tokenOf((await send(merged)).url);
    const { mergeId, survivorId } = await mergeLeads(db(), { ids: [survivor, merged], choices: {} }, anil);
    expect(survivorId).toBe(survivor);
    expect((await page(token))!.applications).toHaveLength(2);
    expect(await activeStatusLinks(db(), survivor)).toHaveLength(1);
    await undoMerge(db(), { mergeId }, anil);
    expect((await page(token))!.applications).toHaveLength(1);
    expect(await activeStatusLinks(db(), merged)).toHaveLength(1);

    await db()
      .insertInto("lead_enquiries")
      .values({
        lead_id: merged,
        form: "contact",
        page: "/Contact",
        name: "Priya S",
        email: "priya.s@example.in",
        created_at: new Date().toISOString(),
      })
      .execute();
    const [seen] = await personData(db(), [merged], { email: "priya.s@example.in" });
    expect(seen!.statusLinks).toEqual([{ sentAt: expect.any(String), until: expect.any(String), state: "working" }]);
  });

  test("the lead page's forms: send shows the link once, revoke ends it", async () => {
    const leadId = await lead();
    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: ORIGIN }),
      ipHashKey: SECRET,
    } as unknown as AppLoadContext;
    const cookie = `admin_session=${(await createSession(db(), anil.id)).token}`;
    const post = async (fields: Record<string, string>) => {
      const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams(fields),
      });
      const answer = (await leadPage({ request, context, params: { id: String(leadId) } } as never)) as {
        data: { ok: boolean; message: string; extra?: { url: string } };
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, body: answer.data };
    };
    const sent = await post({ intent: "status-link" });
    expect(sent).toMatchObject({
      status: 200,
      body: { ok: true, message: expect.stringContaining("priya@example.in") },
    });
    expect(await page(tokenOf(sent.body.extra!.url))).toBeDefined();
    const [link] = await activeStatusLinks(db(), leadId);
    expect(await post({ intent: "status-link-revoke", link_id: "nope" })).toMatchObject({ status: 400 });
    expect(await post({ intent: "status-link-revoke", link_id: String(link!.id) })).toMatchObject({
      status: 200,
      body: { message: "Link revoked: it no longer opens the page." },
    });
    expect(await page(tokenOf(sent.body.extra!.url))).toBeUndefined();
  });
});
