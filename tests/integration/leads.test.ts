import crypto from "node:crypto";
import { expect, test } from "vitest";
import { BannerLeadSchema, leadWho, normalisePhone, StandardLeadSchema } from "#app/features/leads/lead-schema";
import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import {
  countRecentLeadsFromIp,
  createLead,
  createLeadWithinLimit,
  type NewLead,
} from "#app/features/leads/leads.server";
import { hashIp } from "#app/utils/ip-hash.server";
import { describeEachEngine } from "../setup/test-database";

let people = 0;
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  form: "banner",
  page: "/",
  name: "Asha",
  // A different person each time (the same phone would be a repeat enquiry on one lead).
  phone: `98${String(++people).padStart(8, "0")}`,
  utm: { utm_source: "google", utm_campaign: "neet" },
  consentPurposes: ["contact"],
  ...overrides,
});

describeEachEngine("leads service", (db) => {
  test("stores a lead with its page, form, UTM parameters and consent time", async () => {
    const { id, duplicate } = await createLead(
      db(),
      lead({ phone: "9845012345", consentPurposes: ["contact", "updates"] }),
    );
    expect(duplicate).toBe(false);
    const row = await db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form: "banner",
      page: "/",
      name: "Asha",
      phone: "9845012345",
      utm_source: "google",
      utm_campaign: "neet",
      status: "new",
      // Updates wait for the person's confirmation (double opt-in); the enquiry keeps what was ticked.
      consent_purposes: '["contact"]',
      consent_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(row.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const sent = await db().selectFrom("lead_enquiries").select("consent_purposes").where("lead_id", "=", id).execute();
    expect(sent.map((enquiry) => enquiry.consent_purposes)).toEqual(['["contact","updates"]']);
  });

  test("the same submission id stores one lead however often it is sent", async () => {
    const first = await createLead(db(), lead({ submissionId: "banner:abc" }));
    const results = await Promise.all([1, 2, 3].map(() => createLead(db(), lead({ submissionId: "banner:abc" }))));
    for (const result of results) expect(result).toEqual({ id: first.id, duplicate: true, repeat: false });
    const count = await db()
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test("counts the last hour's leads per IP hash; the hash is stable and not the IP", async () => {
    const key = crypto.randomBytes(32);
    const a = hashIp(key, "203.0.113.7");
    expect(a).toBe(hashIp(key, "203.0.113.7"));
    expect(a).not.toContain("203.0.113.7");
    expect(a).not.toBe(hashIp(key, "203.0.113.8"));
    await createLead(db(), lead({ ipHash: a }));
    await createLead(db(), lead({ ipHash: a }));
    await createLead(db(), lead({ ipHash: "someone-else" }));
    expect(await countRecentLeadsFromIp(db(), a)).toBe(2);
    expect(await countRecentLeadsFromIp(db(), a, 0)).toBe(0);
  });

  test("a parallel burst from one IP hash stores exactly the limit; a resent stored submission is a duplicate, not refused", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createLeadWithinLimit(db(), { ...lead({ submissionId: `banner:${i}` }), ipHash: "burst" }, 3),
      ),
    );
    expect(results.filter((result) => "limited" in result)).toHaveLength(27);
    expect(await countRecentLeadsFromIp(db(), "burst")).toBe(3);
    const stored = results.find((result) => !("limited" in result)) as { id: number };
    const storedRow = await db()
      .selectFrom("leads")
      .select("submission_id")
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(
      await createLeadWithinLimit(db(), { ...lead({ submissionId: storedRow.submission_id! }), ipHash: "burst" }, 3),
    ).toEqual({ id: stored.id, duplicate: true, repeat: false });
    expect(await createLeadWithinLimit(db(), { ...lead(), ipHash: "another" }, 3)).toMatchObject({ duplicate: false });
  });
});

test("phone numbers: +91, 0091 and a leading 0 are stripped; exactly 10 digits remain", () => {
  expect(normalisePhone("+91 98450 12345")).toBe("9845012345");
  expect(normalisePhone("098450-12345")).toBe("9845012345");
  expect(normalisePhone("0091 9845012345")).toBe("9845012345");
  expect(normalisePhone("9845012345")).toBe("9845012345");
  expect(BannerLeadSchema.safeParse({ name: "A", phone: "12345" }).success).toBe(false);
});

test("an enquiry needs no tick: a name, a 10-digit phone and who is asking are a valid banner enquiry; updates stay optional", () => {
  expect(BannerLeadSchema.safeParse({ name: "Asha", phone: "9845012345", applicant: "adult" }).success).toBe(true);
  expect(
    StandardLeadSchema.safeParse({
      name: "A",
      email: "a@example.in",
      mobile: "9845012345",
      course: "MBA",
      applicant: "parent",
    }).success,
  ).toBe(true);
  expect(
    BannerLeadSchema.safeParse({ name: "Asha", phone: "9845012345", applicant: "adult", consent_updates: "yes" })
      .success,
  ).toBe(false);
});

test("a student under 18 must give a parent's or guardian's name and phone, and is never signed up for updates", () => {
  const minor = { name: "Ishaan", phone: "9845012345", applicant: "minor" };
  const missing = BannerLeadSchema.safeParse(minor);
  expect(missing.error!.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
    "guardian_name: Enter your parent's or guardian's name",
    "guardian_phone: Enter your parent's or guardian's 10-digit mobile number",
  ]);
  const complete = BannerLeadSchema.safeParse({
    ...minor,
    guardian_name: "Sunita",
    guardian_phone: "+91 98450 54321",
    guardian_email: "sunita@example.in",
    consent_updates: "on",
  });
  expect(complete.success).toBe(true);
  expect(leadWho(complete.data!)).toEqual({
    applicant: "minor",
    guardianName: "Sunita",
    guardianPhone: "9845054321",
    guardianEmail: "sunita@example.in",
    updates: false,
  });
  // The guardian's e-mail may be left out; given, it must be one (issue 43).
  const badEmail = BannerLeadSchema.safeParse({
    ...minor,
    guardian_name: "S",
    guardian_phone: "9845054321",
    guardian_email: "sunita",
  });
  expect(badEmail.error!.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
    "guardian_email: Enter a valid email address for your parent or guardian, or leave it empty",
  ]);
  // An adult's guardian fields are ignored, and their ticked box counts.
  expect(leadWho({ applicant: "adult", guardian_name: "X", guardian_phone: "1", consent_updates: "on" })).toEqual({
    applicant: "adult",
    guardianName: null,
    guardianPhone: null,
    guardianEmail: null,
    updates: true,
  });
});

test("the spec's banner messages; the four-field forms check e-mail and mobile", () => {
  const banner = BannerLeadSchema.safeParse({ name: " ", phone: "abc" });
  expect(banner.success).toBe(false);
  const messages = banner.error!.issues.map((issue) => issue.message);
  expect(messages).toContain("Name is required");
  expect(messages).toContain("Enter valid Number");
  const standard = StandardLeadSchema.safeParse({
    name: "A",
    email: "x@",
    mobile: "98450",
    course: "",
  });
  expect(standard.error!.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
    "email: Enter a valid email address",
    "mobile: Enter a valid 10-digit mobile number",
    "course: Please choose a course",
    "applicant: Tell us who is filling in this form",
  ]);
});
