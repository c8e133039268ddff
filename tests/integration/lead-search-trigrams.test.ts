import { sql } from "kysely";
import { expect, test } from "vitest";
import { isPostgres } from "#app/db/dialect";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { findInEveryTable } from "../setup/find-in-every-table";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * The inbox's search by part of a number, a name or an e-mail through the trigram index (issue 45,
 * item 4; docs/decisions/084-trigram-lead-search.md): the same leads as a full scan finds, the
 * index kept in step with every change to a lead, and an erased lead's text gone from it.
 */

const lead = (overrides: Partial<NewLead>): NewLead => ({
  form: "banner",
  page: "/",
  name: "Someone",
  utm: {},
  consentPurposes: ["contact"],
  ...overrides,
});

const ids = (result: { items: { id: number }[] }) => result.items.map((item) => item.id).sort((a, b) => a - b);

describeEachEngine("lead search by trigrams", (db) => {
  const list = (q: string) => listLeads(db(), { q }).then(ids);

  async function people() {
    const ravi = await createLead(db(), lead({ name: "Ravi Kumar", phone: "9845011111", email: "Ravi.K@Example.in" }));
    const priya = await createLead(
      db(),
      lead({ name: "प्रिया शर्मा", phone: "9712345678", email: "priya@mail.example" }),
    );
    const meena = await createLead(db(), lead({ name: 'Meena "MJ" Joshi', phone: "9845022222" }));
    return { ravi: ravi.id, priya: priya.id, meena: meena.id };
  }

  test("part of a phone, an e-mail or a name, in any case and any script, finds its leads and no others", async () => {
    const { ravi, priya, meena } = await people();
    expect(await list("45011")).toEqual([ravi]);
    expect(await list("98450")).toEqual([ravi, meena]);
    expect(await list("5678")).toEqual([priya]);
    expect(await list("+91 97123")).toEqual([priya]);
    expect(await list("k@example")).toEqual([ravi]);
    expect(await list("MAIL.EXA")).toEqual([priya]);
    expect(await list("avi ku")).toEqual([ravi]);
    expect(await list("शर्मा")).toEqual([priya]);
    expect(await list("प्रि")).toEqual([priya]);
    expect(await list('"MJ"')).toEqual([meena]);
    expect(await list("kumari")).toEqual([]);
    // Under three characters the search scans as before.
    expect(await list("Ra")).toEqual([ravi]);
    expect(await list("98")).toEqual([]); // two digits search no phone, as before
  });

  test("an edited lead is found by its new details, not its old ones", async () => {
    const { ravi } = await people();
    await db()
      .updateTable("leads")
      .set({ name: "Ravindra Rao", phone: "9700055555", email: "rr@example.in" })
      .where("id", "=", ravi)
      .execute();
    expect(await list("ravindra")).toEqual([ravi]);
    expect(await list("00055")).toEqual([ravi]);
    expect(await list("45011")).toEqual([]);
    expect(await list("avi ku")).toEqual([]);
  });

  test("an erased lead's name, phone and e-mail are in no table, the index's included, and no search finds it", async () => {
    const { priya } = await people();
    // Trigrams no other lead has ("qzx", "wyj"): SQLite's index stores such a term whole, so its
    // bytes stay in leads_search_data after a delete unless secure-delete takes them out.
    const erased = await createLead(db(), lead({ name: "Qzxv Wyjo", phone: "9812377777", email: "qzxv@wyj.example" }));
    expect(await list("zxv wy")).toEqual([erased.id]);
    const owner = { id: await insertStaff(db(), { name: "Priya Shah", role: "owner" }), role: "owner" as const };
    await eraseLeadByOwner(db(), { leadId: erased.id }, owner);
    expect(await findInEveryTable(db(), ["Qzxv Wyjo", "9812377777", "qzxv@wyj.example", "qzx", "wyj"])).toEqual([]);
    expect(await list("zxv wy")).toEqual([]);
    expect(await list("12377")).toEqual([]);
    expect(await list("5678")).toEqual([priya]);
  });

  test("the search is answered by the trigram index", async () => {
    await people();
    if (isPostgres(db())) {
      // With sequential scans priced out, a plan that can use the index does.
      const plan = await db()
        .connection()
        .execute(async (connection) => {
          await sql`set enable_seqscan = off`.execute(connection);
          const { rows } = await sql<{ "QUERY PLAN": string }>`explain select id from leads
            where coalesce(phone, '') like ${"%45011%"} escape '\\' or lower(name) like ${"%avi ku%"} escape '\\'`.execute(
            connection,
          );
          await sql`reset enable_seqscan`.execute(connection);
          return rows.map((row) => row["QUERY PLAN"]).join("\n");
        });
      expect(plan).toContain("leads_phone_trgm_idx");
      expect(plan).toContain("leads_name_trgm_idx");
    } else {
      // Emptied, the index finds nothing: the search went through it (and not round it).
      await sql`insert into leads_search (leads_search) values ('delete-all')`.execute(db());
      expect(await list("45011")).toEqual([]);
      await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db());
      expect(await list("45011")).toHaveLength(1);
    }
  });
});
