import crypto from "node:crypto";
import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { addApplication } from "#app/features/admissions/applications.server";
import { leadDocuments, uploadDocument } from "#app/features/admissions/documents.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { guessMapping } from "#app/features/imports/import-columns";
import { checkImport, uploadImport } from "#app/features/imports/lead-imports.server";
import { exportBreachContactsCsv } from "#app/features/inbox/lead-export.server";
import { openLead } from "#app/features/inbox/lead-page.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { addNote, logCall } from "#app/features/leads/lead-work.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { leadsOfPerson } from "#app/features/privacy/person-data.server";
import { saveAlertSettings } from "#app/features/outbox/alert-settings.server";
import { monthsBefore, runRetention } from "#app/features/privacy/retention.server";
import { carryOutRequest, receiveRequest, verifyCode } from "#app/features/privacy/rights-requests.server";
import { findInEveryTable } from "../setup/find-in-every-table";
import { collegeInput, sentDigestRow } from "../factories";
import { samplePdf } from "../setup/document-files";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 22: a person is found by every enquiry they sent, and each of the three erasures (their
 * request, an owner's, the retention job's) is the same one and leaves their name, phone and
 * e-mail in no table: every table is listed from the database and every row read, so a table
 * someone adds later is searched too.
 */

const SECRET = Buffer.alloc(32, 7);
const LINKS = { origin: "https://example.in", secret: SECRET };

/** A person of their own each time: a name, a phone and an e-mail found nowhere else. */
function aPerson() {
  const tag = crypto.randomBytes(4).toString("hex");
  return {
    name: `Sana Erases ${tag}`,
    phone: `98${String(crypto.randomInt(0, 100_000_000)).padStart(8, "0")}`,
    // Typed with capitals: matched case-insensitively.
    email: `Sana.${tag}@Example.in`,
  };
}
type Person = ReturnType<typeof aPerson>;

const enquiry = (overrides: Partial<NewLead>): NewLead => ({
  form: "contact",
  page: "/Contact",
  name: "Someone",
  utm: { utm_source: "google", utm_term: "mba colleges" },
  consentPurposes: ["contact"],
  applicant: "adult",
  userAgent: "Firefox",
  ipHash: "ip-of-the-person",
  links: LINKS,
  ...overrides,
});

/** The one-time code, as the e-mail in the outbox carries it. */
async function codeOf(db: DB, publicId: string): Promise<string> {
  const request = await db
    .selectFrom("privacy_requests")
    .select("id")
    .where("public_id", "=", publicId)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom("outbox")
    .select("payload")
    .where("event_key", "=", `privacy-request-${request.id}-code`)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.payload) as { code: string }).code;
}

/** A request by e-mail, verified with its code. */
async function verifiedRequest(db: DB, kind: "access" | "erase", email: string) {
  const { publicId } = await receiveRequest(db, { kind, email, phone: "", details: "", ipHash: "ip-1" }, LINKS);
  return { publicId, ...(await verifyCode(db, publicId, await codeOf(db, publicId), SECRET)) };
}

/**
 * Everything the site holds about a person who enquired on the home banner by phone, then on
 * /Contact with an e-mail and the same phone: alerts, webhooks and acknowledgements in the outbox,
 * a line in a counsellor's digest, notes and a call on the timeline, an old-style note on the
 * lead, audit entries, rights requests (one seen, one waiting for its code, one by phone with a
 * correction). Someone else's lead sits beside it, so the search is not vacuous.
 */
async function seedPerson(db: DB, person: Person) {
  const owner = { id: await insertStaff(db, { name: "Priya Shah", role: "owner" }), role: "owner" as const };
  const counsellor = { id: await insertStaff(db, { name: "Anil", role: "counsellor" }), role: "counsellor" as const };
  await saveAlertSettings(db, {
    alertsEmail: "owners@example.in",
    webhookUrl: "https://crm.example.in/h",
    webhookSecret: "s",
  });
  const banner = await createLead(db, enquiry({ form: "banner", page: "/", name: person.name, phone: person.phone }));
  await createLead(
    db,
    enquiry({ name: person.name, phone: person.phone, email: person.email, message: `I am ${person.name}` }),
  );
  const other = await createLead(db, enquiry({ name: "Kept Person", phone: "9845000999", email: "kept@example.in" }));

  // Seeing their data by the e-mail finds the /Contact enquiry, though the lead began by phone.
  const seen = await verifiedRequest(db, "access", person.email.toLowerCase());
  expect(seen.data.flatMap((lead) => lead.enquiries.map((sent) => [sent.page, sent.email]))).toEqual([
    ["/Contact", person.email],
  ]);
  await receiveRequest(db, { kind: "access", email: person.email, phone: "", details: "", ipHash: "ip-1" }, LINKS);
  await receiveRequest(
    db,
    { kind: "correct", email: "", phone: person.phone, details: `My name is ${person.name}`, ipHash: "ip-1" },
    LINKS,
  );

  const leadIds = await leadsOfPerson(db, { phone: person.phone });
  expect(leadIds).toContain(banner.id);
  for (const leadId of leadIds) {
    await db
      .updateTable("leads")
      .set({ assignee_id: counsellor.id, notes: `Old note: ${person.name}` })
      .where("id", "=", leadId)
      .execute();
    await addNote(db, { leadId, note: `Spoke to ${person.name} on ${person.phone}` }, counsellor);
    await logCall(db, { leadId, outcome: "no_answer", note: `Rang ${person.phone}` }, counsellor);
    await openLead(db, leadId, { ...owner, name: "Priya Shah" });
    await recordAudit(db, {
      actor: owner,
      action: "lead.changed",
      subject: `lead:${leadId}`,
      details: { change: "status" },
    });
  }
  // Their documents: a file named by their phone, replaced by staff, so that an earlier version holds it too.
  const college = await createCollege(db, collegeInput({ name: "RV College of Engineering" }));
  await addApplication(
    db,
    { leadId: banner.id, collegeId: college.id, course: "MBA", intake: 2027, applicationNumber: "", status: "applied" },
    owner,
  );
  const [marks] = await leadDocuments(db, banner.id);
  for (const bytes of [samplePdf(), samplePdf({ catalogExtra: "/Lang (hi-IN)" })]) {
    const uploadedBy = { kind: "staff" as const, viewer: counsellor };
    await uploadDocument(db, {
      leadId: banner.id,
      documentId: marks!.id,
      fileName: `${person.phone}.pdf`,
      bytes,
      uploadedBy,
    });
  }
  await db
    .insertInto("outbox")
    .values(
      sentDigestRow(counsellor.id, [
        ...leadIds.map((leadId) => ({ leadId, name: person.name, phone: person.phone })),
        { leadId: other.id, name: "Kept Person", phone: "9845000999" },
      ]),
    )
    .execute();
  // A fair's list, uploaded and checked but never imported, with the person in two rows (the
  // second with the phone as a spreadsheet writes it) beside someone else.
  const [a, b] = [person.phone.slice(0, 5), person.phone.slice(5)];
  const csv = `Name,Phone,Email\n${person.name},${person.phone},${person.email}\n"${person.name}, again",+91 ${a} ${b},\nKept Importee,9845000777,kept.importee@example.in\n`;
  const { id: importId } = await uploadImport(db, {
    fileName: "fair.csv",
    bytes: new TextEncoder().encode(csv),
    admin: owner,
  });
  expect(await checkImport(db, importId, guessMapping(["Name", "Phone", "Email"]))).toMatchObject({ rows: 3 });
  // The seed holds the person in many places, and the other person too.
  const needles = [person.name, person.phone, person.email];
  const before = new Set((await findInEveryTable(db, needles)).map((found) => found.table));
  expect([...before].sort()).toEqual([
    "document_file_versions",
    "document_files",
    "lead_enquiries",
    "lead_events",
    "lead_imports",
    "leads",
    // SQLite's search index (ADR 084) reads its text from `leads`, so it shows the person too.
    ...(isPostgres(db) ? [] : ["leads_search"]),
    "outbox",
    "privacy_requests",
  ]);
  return { owner, leadIds, other };
}

/** After an erasure: the person nowhere, the other person still there, the counts kept. */
async function expectErasedEverywhere(db: DB, person: Person, otherId: number) {
  expect(await findInEveryTable(db, [person.name, person.phone, person.email])).toEqual([]);
  expect((await findInEveryTable(db, ["Kept Person"])).length).toBeGreaterThan(0);
  // The unrun import keeps its other rows, and asks for a new check.
  const fair = await db.selectFrom("lead_imports").select(["data", "state", "report"]).executeTakeFirstOrThrow();
  expect(Buffer.from(fair.data).toString("utf8")).toContain("Kept Importee");
  expect(fair).toMatchObject({ state: "uploaded", report: null });
  const kept = await db
    .selectFrom("leads")
    .select(["name", "erased_at"])
    .where("id", "=", otherId)
    .executeTakeFirstOrThrow();
  expect(kept).toEqual({ name: "Kept Person", erased_at: null });
  const counted = await db
    .selectFrom("lead_enquiries")
    .select(["form", "utm_source", "erased_at"])
    .orderBy("id")
    .execute();
  expect(counted.map((row) => [row.form, row.utm_source, row.erased_at === null])).toEqual([
    ["banner", "google", false],
    ["contact", "google", false],
    ["contact", "google", true],
  ]);
}

describeEachEngine("privacy: one erasure, every copy", (db) => {
  test("a request to erase, proved by the e-mail of a later enquiry, leaves the person's name, phone and e-mail in no table", async () => {
    const person = aPerson();
    const { other } = await seedPerson(db(), person);
    const request = await verifiedRequest(db(), "erase", person.email);
    expect(await carryOutRequest(db(), { publicId: request.publicId, proof: request.proof }, SECRET)).toEqual({
      kind: "erase",
      records: 2,
    });
    await expectErasedEverywhere(db(), person, other.id);
  });

  test("an owner's erasure of the lead leaves the person's name, phone and e-mail in no table", async () => {
    const person = aPerson();
    const { owner, leadIds, other } = await seedPerson(db(), person);
    for (const leadId of leadIds) await eraseLeadByOwner(db(), { leadId }, owner);
    await expectErasedEverywhere(db(), person, other.id);
    const reasons = await db().selectFrom("lead_events").select("data").where("kind", "=", "erased").execute();
    expect(reasons.map((row) => row.data)).toEqual(leadIds.map(() => '{"reason":"owner"}'));
  });

  test("the retention job's erasure of an idle lead leaves the person's name, phone and e-mail in no table", async () => {
    const person = aPerson();
    const { leadIds, other } = await seedPerson(db(), person);
    await db()
      .updateTable("leads")
      .set({ updated_at: monthsBefore(new Date(), 25).toISOString() })
      .where("id", "in", leadIds)
      .execute();
    expect(await runRetention(db())).toMatchObject({ leadsErased: leadIds.length });
    await expectErasedEverywhere(db(), person, other.id);
  });

  test("a shared lead keeps someone else's enquiry: only the person's enquiries go, and the lead takes the other's details", async () => {
    const person = aPerson();
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    const { id } = await createLead(
      db(),
      enquiry({ form: "banner", page: "/", name: person.name, phone: person.phone }),
    );
    await createLead(db(), enquiry({ name: person.name, phone: person.phone, email: person.email }));
    // A younger sibling on the family phone, with an e-mail of their own: not the person's.
    const sibling = await createLead(
      db(),
      enquiry({
        name: "Ishaan Sibling",
        phone: person.phone,
        email: "ishaan.sibling@example.in",
        applicant: "minor",
        guardianName: "Sunita Parent",
        guardianPhone: "9845033344",
      }),
    );
    // Today a repeat enquiry by phone joins the open lead; whatever the rule, the erasure is by enquiry.
    const shared = sibling.id === id;
    await addNote(db(), { leadId: id, note: `${person.name} asked about MBA; Ishaan Sibling about B.Sc` }, owner);

    // The person sees their own enquiry, and no parent: the sibling's parent is not theirs.
    const seen = await verifiedRequest(db(), "access", person.email);
    expect(seen.data).toHaveLength(1);
    expect(seen.data[0]).toMatchObject({ applicant: "adult", guardian: null });
    expect(seen.data[0]!.enquiries.map((sent) => sent.name)).toEqual([person.name]);

    const request = await verifiedRequest(db(), "erase", person.email);
    expect(await carryOutRequest(db(), { publicId: request.publicId, proof: request.proof }, SECRET)).toEqual({
      kind: "erase",
      records: 2,
    });
    expect(await findInEveryTable(db(), [person.name, person.email])).toEqual([]);
    const lead = await db().selectFrom("leads").selectAll().where("id", "=", sibling.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      erased_at: null,
      name: "Ishaan Sibling",
      email: "ishaan.sibling@example.in",
      email_key: "ishaan.sibling@example.in",
      phone: person.phone,
      applicant: "minor",
      guardian_name: "Sunita Parent",
    });
    if (shared) {
      const note = await db()
        .selectFrom("lead_events")
        .select("data")
        .where("lead_id", "=", id)
        .where("kind", "=", "note_added")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(note.data)).toEqual({ note: "(erased) asked about MBA; Ishaan Sibling about B.Sc" });
    }
    // The sibling still has their own enquiry, their alert, and their phone on it.
    const theirs = await verifiedRequest(db(), "access", "ishaan.sibling@example.in");
    expect(theirs.data.flatMap((found) => found.enquiries.map((sent) => [sent.name, sent.phone]))).toEqual([
      ["Ishaan Sibling", person.phone],
    ]);
    const alerts = await db().selectFrom("outbox").select("payload").where("lead_id", "=", sibling.id).execute();
    expect(alerts.some((row) => row.payload.includes("Ishaan Sibling"))).toBe(true);
  });

  test("a person whose two look-alike leads staff merged is erased from both, and from the merge's undo copy", async () => {
    // Without the merge's part of the erasure, the merged lead's own row and the survivor's
    // details kept for the undo would both still name them.
    const person = aPerson();
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    const older = await createLead(db(), enquiry({ name: person.name, phone: person.phone, email: person.email }));
    // The same phone with a second address of theirs: a new lead, marked as a possible duplicate.
    const secondEmail = `second.${person.email}`;
    const newer = await createLead(
      db(),
      enquiry({ name: `${person.name} Jr`, phone: person.phone, email: secondEmail }),
    );
    expect(newer.id).not.toBe(older.id);
    await mergeLeads(db(), { ids: [older.id, newer.id], choices: { email: "other" } }, owner);
    expect((await findInEveryTable(db(), [person.email])).map((found) => found.table)).toContain("lead_merges");

    // The person asks by phone or letter; an owner erases the merged lead.
    await eraseLeadByOwner(db(), { leadId: older.id }, owner);
    expect(await findInEveryTable(db(), [person.name, person.phone, person.email, secondEmail])).toEqual([]);
    // The merge can't be undone any more: nothing is left to restore.
    const [merge] = await db().selectFrom("lead_merges").select("id").execute();
    await expect(undoMerge(db(), { mergeId: merge!.id }, owner)).rejects.toThrow("erased");
  });

  test("a stranger who typed someone's phone beside their own e-mail erases only their own enquiry", async () => {
    const victim = aPerson();
    const banner = await createLead(
      db(),
      enquiry({ form: "banner", page: "/", name: victim.name, phone: victim.phone }),
    );
    // The stranger's enquiry joins the phone-only lead (no e-mail on one side): a claim, proved by nothing.
    const stranger = await createLead(
      db(),
      enquiry({ name: "A Stranger", phone: victim.phone, email: "stranger@evil.example" }),
    );
    expect(stranger.id).toBe(banner.id);
    const request = await verifiedRequest(db(), "erase", "stranger@evil.example");
    await carryOutRequest(db(), { publicId: request.publicId, proof: request.proof }, SECRET);
    expect(await findInEveryTable(db(), ["stranger@evil.example", "A Stranger"])).toEqual([]);
    const kept = await db()
      .selectFrom("lead_enquiries")
      .select(["name", "phone", "erased_at"])
      .where("lead_id", "=", banner.id)
      .where("form", "=", "banner")
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ name: victim.name, phone: victim.phone, erased_at: null });
  });

  test("the breach export lists an e-mail that came with a later enquiry", async () => {
    const person = aPerson();
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), name: "Priya Shah" };
    await createLead(db(), enquiry({ form: "banner", page: "/", name: person.name, phone: person.phone }));
    await createLead(db(), enquiry({ name: person.name, phone: person.phone, email: person.email }));
    const csv = await exportBreachContactsCsv(db(), {}, owner);
    expect(csv).toContain(`"${person.email}"`);
    expect(csv.split("\r\n").filter((line) => line.includes(person.phone))).toHaveLength(2);
  });
});
