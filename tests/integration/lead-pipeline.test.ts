import { expect, test } from "vitest";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { leadEnquiries, leadTimeline } from "#app/features/leads/lead-timeline.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { saveAlertSettings } from "#app/features/outbox/alert-settings.server";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

const enquiry = (overrides: Partial<NewLead> = {}): NewLead => ({
  form: "banner",
  page: "/",
  name: "Ravi Kumar",
  phone: "9845011111",
  utm: {},
  consentPurposes: ["contact"],
  ...overrides,
});

describeEachEngine("lead pipeline", (db) => {
  const addStaff = async (name: string, role: "owner" | "counsellor", active = 1) => ({
    id: await insertStaff(db(), { name, role, active }),
  });

  test("three enquiries with one phone from three pages make one lead with three enquiries, each keeping its page and tags", async () => {
    const first = await createLead(db(), enquiry({ form: "banner", page: "/", utm: { utm_source: "google" } }));
    const second = await createLead(
      db(),
      enquiry({
        form: "college",
        page: "/rv-college-of-engineering",
        phone: "9845011111",
        utm: { utm_source: "meta" },
      }),
    );
    const third = await createLead(
      db(),
      enquiry({ form: "contact", page: "/Contact", email: "RAVI@example.in", course: "MBA", utm: {} }),
    );
    expect([first.repeat, second.repeat, third.repeat]).toEqual([false, true, true]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(1);

    const enquiries = await leadEnquiries(db(), first.id);
    expect(enquiries.map((e) => [e.form, e.page, e.utm_source, e.course])).toEqual([
      ["banner", "/", "google", null],
      ["college", "/rv-college-of-engineering", "meta", null],
      ["contact", "/Contact", null, "MBA"],
    ]);
    const timeline = await leadTimeline(db(), first.id);
    expect(timeline.map((event) => event.kind)).toEqual(["created", "repeat_enquiry", "repeat_enquiry"]);
  });

  test("the same e-mail in another case is the same person; a closed lead starts a new one", async () => {
    const first = await createLead(db(), enquiry({ phone: "9845022222", email: "meera@example.in" }));
    const again = await createLead(db(), enquiry({ phone: "9845022222", email: "Meera@Example.in" }));
    expect(again).toMatchObject({ id: first.id, repeat: true });
    await db().updateTable("leads").set({ status: "closed" }).where("id", "=", first.id).execute();
    const later = await createLead(db(), enquiry({ phone: "9845022222" }));
    expect(later.repeat).toBe(false);
    expect(later.id).not.toBe(first.id);
  });

  test("with two counsellors new leads alternate, a repeat goes to whoever has the lead, and owners and inactive staff get none", async () => {
    await addStaff("Owner One", "owner");
    const anil = await addStaff("Anil Counsellor", "counsellor");
    const bina = await addStaff("Bina Counsellor", "counsellor");
    await addStaff("Away Counsellor", "counsellor", 0);
    const assignees: (number | null)[] = [];
    for (const phone of ["9811100001", "9811100002", "9811100003", "9811100004"]) {
      const { id } = await createLead(db(), enquiry({ phone }));
      const row = await db().selectFrom("leads").select("assignee_id").where("id", "=", id).executeTakeFirstOrThrow();
      assignees.push(row.assignee_id);
    }
    expect(assignees).toEqual([anil.id, bina.id, anil.id, bina.id]);

    // A repeat enquiry from the second person stays with Bina, and doesn't move the rotation.
    const repeat = await createLead(db(), enquiry({ phone: "9811100002", page: "/Contact" }));
    expect(repeat.repeat).toBe(true);
    const lead = await db()
      .selectFrom("leads")
      .select("assignee_id")
      .where("id", "=", repeat.id)
      .executeTakeFirstOrThrow();
    expect(lead.assignee_id).toBe(bina.id);
    const next = await createLead(db(), enquiry({ phone: "9811100005" }));
    const nextRow = await db()
      .selectFrom("leads")
      .select("assignee_id")
      .where("id", "=", next.id)
      .executeTakeFirstOrThrow();
    expect(nextRow.assignee_id).toBe(anil.id);
  });

  test("each new lead and repeat enquiry writes its alerts into the outbox: e-mail to the assignee, or to the owners' address, and the webhook", async () => {
    await saveAlertSettings(db(), {
      alertsEmail: "owners@example.in",
      webhookUrl: "https://crm.example.in/hooks/leads",
      webhookSecret: "s3cret-s3cret-s3cret",
    });
    const pooled = await createLead(db(), enquiry({ phone: "9822200001", course: "B.Tech" }));
    const counsellor = await addStaff("Chitra Counsellor", "counsellor");
    const assigned = await createLead(db(), enquiry({ phone: "9822200002" }));
    await createLead(db(), enquiry({ phone: "9822200002", page: "/Contact" }));

    const rows = await db().selectFrom("outbox").selectAll().orderBy("id").execute();
    const summary = rows.map((row) => {
      const payload = JSON.parse(row.payload) as { to?: string; url?: string; body?: string };
      return [row.lead_id, row.channel, payload.to ?? payload.url, row.status];
    });
    expect(summary).toEqual([
      [pooled.id, "email", "owners@example.in", "pending"],
      [pooled.id, "webhook", "https://crm.example.in/hooks/leads", "pending"],
      [assigned.id, "email", "chitra.counsellor@example.in", "pending"],
      [assigned.id, "webhook", "https://crm.example.in/hooks/leads", "pending"],
      [assigned.id, "email", "chitra.counsellor@example.in", "pending"],
      [assigned.id, "webhook", "https://crm.example.in/hooks/leads", "pending"],
    ]);
    expect(new Set(rows.map((row) => row.event_key)).size).toBe(rows.length);
    const body = JSON.parse((JSON.parse(rows[1]!.payload) as { body: string }).body);
    expect(body).toMatchObject({
      event: "lead.created",
      lead: { id: pooled.id, name: "Ravi Kumar", phone: "9822200001", course: "B.Tech", form: "banner", page: "/" },
    });
    expect(counsellor.id).toBeGreaterThan(0);
  });

  test("a repeat enquiry brings its lead back to the top of the inbox", async () => {
    const older = await createLead(db(), enquiry({ phone: "9844400001", name: "Older Student" }));
    await createLead(db(), enquiry({ phone: "9844400002", name: "Newer Student" }));
    // Later in time than the newer lead, whatever the clock's resolution.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createLead(db(), enquiry({ phone: "9844400001", page: "/Contact" }));
    const { items } = await listLeads(db(), {});
    expect(items.map((item) => item.id)[0]).toBe(older.id);
  });

  test("with no counsellor and no alerts address, the alert is kept as not configured, never dropped", async () => {
    const { id } = await createLead(db(), enquiry({ phone: "9833300001" }));
    const rows = await db().selectFrom("outbox").selectAll().where("lead_id", "=", id).execute();
    expect(rows.map((row) => [row.channel, row.status])).toEqual([["email", "not_configured"]]);
    expect(rows[0]!.last_error).toMatch(/^not sent: /);
  });
});
