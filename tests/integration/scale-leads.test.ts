import { expect, test } from "vitest";
import { createLead } from "#app/features/leads/leads.server";
import { runRetention } from "#app/features/privacy/retention.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { LEAD_STATUSES } from "#app/features/leads/lead-status";
import { APPLICATION_STATUSES } from "#app/features/admissions/application-schema";
import { seedSyntheticCatalogue } from "../../scripts/scale/synthetic-catalogue.mjs";
import { SYNTHETIC_LEADS_MARKER_KEY, inspectLeads, seedSyntheticLeads } from "../../scripts/scale/synthetic-leads.mjs";
import { describeEachEngine } from "../setup/test-database";

describeEachEngine("synthetic leads (npm run seed:scale -- --leads N)", (db) => {
  test("fill three seasons of leads with their enquiries, calls and applications, carry on to a larger count, and leave the site able to take its own", async () => {
    await seedSyntheticCatalogue(db(), { colleges: 20 });
    const made = await seedSyntheticLeads(db(), { leads: 1_200 });
    expect(made).toMatchObject({ state: "complete", leads: 1_200 });

    const leads = await db()
      .selectFrom("leads")
      .select(["id", "name", "phone", "email", "status", "assignee_id", "first_call_at", "created_at", "utm_source"])
      .execute();
    expect(leads).toHaveLength(1_200);
    // Nobody real: made-up names, one phone each, e-mails at a reserved domain.
    expect(new Set(leads.map((lead) => lead.phone)).size).toBe(1_200);
    for (const lead of leads) {
      expect(lead.name).toMatch(/^Synthetic /);
      expect(lead.phone).toMatch(/^9\d{9}$/);
      expect(lead.email).toMatch(/@synthetic\.example\.in$/);
      expect(LEAD_STATUSES).toContain(lead.status);
      // A lead that was worked had its first call after it came in.
      if (lead.status !== "new") expect(lead.first_call_at! >= lead.created_at).toBe(true);
    }
    const years = new Set(leads.map((lead) => lead.created_at.slice(0, 4)));
    expect([...years].sort()).toEqual(["2023", "2024", "2025", "2026"]);
    // The shares a real inbox shows, loosely: some untagged, some in the pool, some admitted.
    const share = (test: (lead: (typeof leads)[number]) => boolean) => leads.filter(test).length / leads.length;
    expect(share((lead) => lead.utm_source === null)).toBeGreaterThan(0.2);
    expect(share((lead) => lead.assignee_id === null)).toBeGreaterThan(0.05);
    expect(share((lead) => lead.status === "converted")).toBeGreaterThan(0.01);

    // Every lead has its enquiry and its "created" event; applications name catalogue colleges.
    const withoutEnquiry = await db()
      .selectFrom("leads")
      .select("id")
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("lead_enquiries").select("id").whereRef("lead_id", "=", "leads.id"))),
      )
      .execute();
    expect(withoutEnquiry).toEqual([]);
    const created = await db().selectFrom("lead_events").select("lead_id").where("kind", "=", "created").execute();
    expect(new Set(created.map((row) => row.lead_id)).size).toBe(1_200);
    const applications = await db()
      .selectFrom("lead_applications")
      .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
      .select(["lead_applications.status"])
      .execute();
    expect(applications.length).toBeGreaterThan(50);
    for (const application of applications) expect(APPLICATION_STATUSES).toContain(application.status);

    // Every season is kept: the retention period covers them, so a start erases none.
    expect((await getSiteSettings(db())).retentionMonths).toBe(120);
    expect(await runRetention(db())).toMatchObject({ leadsErased: 0 });

    // A second run to a larger count adds only the difference.
    await seedSyntheticLeads(db(), { leads: 1_500 });
    expect(await inspectLeads(db())).toMatchObject({ leads: 1_500, marker: { state: "complete", leads: 1_500 } });
    const marker = await db()
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", SYNTHETIC_LEADS_MARKER_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(marker.value)).toMatchObject({ leads: 1_500 });

    // The site's own next lead gets a new id (PostgreSQL's sequence was moved past the given ones).
    const own = await createLead(db(), {
      form: "contact",
      page: "/Contact",
      name: "After The Seed",
      phone: "8123456789",
      utm: {},
      consentPurposes: ["contact"],
    });
    expect(own.id).toBe(1_501);
  });
});
