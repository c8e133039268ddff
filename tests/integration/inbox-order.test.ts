import { afterEach, expect, test, vi } from "vitest";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 43, item 8: the inbox says "newest first", and its order holds by the time each lead was
 * received, the time the list shows. A lead received at 5:56 and again at 6:10 was listed above
 * one received at 6:04 while its row said 5:56; ids that disagree with the times decide nothing.
 */
const person = (phone: string, name: string): NewLead => ({
  form: "banner",
  page: "/",
  name,
  phone,
  utm: {},
  consentPurposes: ["contact"],
});

/** Enquires as the visitor would, at an India time of 6 December 2026. */
async function enquireAt(db: Parameters<typeof createLead>[0], indiaTime: string, lead: NewLead) {
  vi.useFakeTimers({ now: new Date(`2026-12-06T${indiaTime}:00+05:30`), toFake: ["Date"] });
  try {
    return await createLead(db, lead);
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => vi.useRealTimers());

describeEachEngine("the inbox's order", (db) => {
  test("newest first by the time received, whatever the ids; a repeat enquiry is listed, and shown, at its own time", async () => {
    // Made in this order, so the ids run against the times.
    const late = await enquireAt(db(), "06:04", person("9811111111", "Late"));
    const early = await enquireAt(db(), "05:56", person("9822222222", "Early"));
    const earliest = await enquireAt(db(), "05:50", person("9833333333", "Earliest"));
    expect(early.id).toBeGreaterThan(late.id);

    const listed = async () =>
      (await listLeads(db(), {})).items.map((lead) => [lead.name, lead.received_at, lead.created_at]);
    expect(await listed()).toEqual([
      ["Late", "2026-12-06T00:34:00.000Z", "2026-12-06T00:34:00.000Z"],
      ["Early", "2026-12-06T00:26:00.000Z", "2026-12-06T00:26:00.000Z"],
      ["Earliest", "2026-12-06T00:20:00.000Z", "2026-12-06T00:20:00.000Z"],
    ]);

    // The earliest writes again at 6:10: it comes to the top, received at 6:10, first at 5:50.
    const again = await enquireAt(db(), "06:10", person("9833333333", "Earliest"));
    expect(again.id).toBe(earliest.id);
    const rows = await listed();
    expect(rows[0]).toEqual(["Earliest", "2026-12-06T00:40:00.000Z", "2026-12-06T00:20:00.000Z"]);
    const times = rows.map(([, receivedAt]) => receivedAt!);
    expect(times).toEqual([...times].sort().reverse());
  });
});
