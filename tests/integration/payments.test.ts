import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import {
  addApplication,
  changeApplicationStatus,
  leadApplications,
} from "#app/features/admissions/applications.server";
import { setCommission } from "#app/features/admissions/commissions.server";
import { financialYear } from "#app/features/admissions/payment-schema";
import { leadPayments, receiptFor, recordPayment } from "#app/features/admissions/payments.server";
import { createSession } from "#app/features/admins/sessions.server";
import type { Viewer } from "#app/features/admissions/applications.server";
import { seasonMoney } from "#app/features/admissions/season-money.server";
import { deleteCollege } from "#app/features/colleges/colleges.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { personData } from "#app/features/privacy/person-data.server";
import { DEFAULT_SITE_SETTINGS } from "#app/features/settings/site-settings";
import { saveSiteSettings } from "#app/features/settings/site-settings.server";
import { action as leadPage } from "#app/routes/admin/lead-detail";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { findInEveryTable } from "../setup/find-in-every-table";
import { admissionsCast, insertAssignedLead, insertEnquiry } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";
import { NOT_A_DATE } from "#app/utils/calendar-date";

/**
 * Payments and receipts (issue 24, part 5; docs/decisions/048-payments-and-receipts.md):
 * numbered per Indian financial year with no repeats and no gaps, GST lines from the settings
 * when the receipt was issued, the same access as the lead, the lead page's form refusing bad
 * input without changing anything, commissions for owners, and what an erasure and a merge do.
 * Two processes saving at once: tests/e2e/admin/payments.test.ts.
 */

describeEachEngine("payments", (db) => {
  let cast: Awaited<ReturnType<typeof admissionsCast>>;
  let anil: Viewer;
  let bela: Viewer;
  let owner: Viewer;
  let rv: number;
  const today = indiaDay(new Date());
  const thisYear = financialYear(today);

  beforeEach(async () => {
    cast = await admissionsCast(db());
    ({ anil, bela, owner, rv } = cast);
  });

  const lead = (assignee: number | null, name?: string) => insertAssignedLead(db(), assignee, name);
  const payment = (leadId: number, extra: Partial<Parameters<typeof recordPayment>[1]> = {}) => ({
    leadId,
    applicationId: null,
    amountPaise: 25_000_00,
    paidOn: today,
    mode: "upi" as const,
    reference: "412398765432",
    ...extra,
  });
  const payments = () => db().selectFrom("payments").selectAll().orderBy("id").execute();

  test("receipts run in one sequence per financial year (April to March), by the payment's India date", async () => {
    const id = await lead(anil.id);
    const lastYear = financialYear(addIndiaDays(`${thisYear.slice(0, 4)}-04-01`, -1));
    const numbers = [];
    for (const paidOn of [today, `${thisYear.slice(0, 4)}-03-31`, today, `${thisYear.slice(0, 4)}-04-01`])
      numbers.push((await recordPayment(db(), payment(id, { paidOn }), anil)).receiptNumber);
    // The demo brand "Margdarshan Education" gives the prefix ME.
    expect(numbers).toEqual([
      `ME/${thisYear}/0001`,
      `ME/${lastYear}/0001`,
      `ME/${thisYear}/0002`,
      `ME/${thisYear}/0003`,
    ]);
    // 31 March and 1 April fall in different years.
    expect([financialYear("2027-03-31"), financialYear("2027-04-01"), financialYear("2099-12-31")]).toEqual([
      "2026-27",
      "2027-28",
      "2099-00",
    ]);
    expect(await db().selectFrom("receipt_counters").selectAll().orderBy("financial_year").execute()).toEqual([
      { financial_year: lastYear, last_number: 1 },
      { financial_year: thisYear, last_number: 3 },
    ]);
    // Each payment is on the timeline with its receipt and amount, by who recorded it.
    const timeline = await leadTimeline(db(), id);
    expect(timeline.map((event) => [event.kind, event.actor_name, event.data.receipt, event.data.amountPaise])).toEqual(
      numbers.map((number) => ["payment_recorded", "Anil", number, 25_000_00]),
    );
  });

  test("payments saved at once never share a number, and the sequence has no gaps", async () => {
    const ids = [await lead(anil.id), await lead(anil.id, "Ravi Kumar")];
    const saved = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordPayment(db(), payment(ids[i % 2]!, { amountPaise: 100 + i }), anil)),
    );
    const expected = Array.from({ length: 20 }, (_, i) => `ME/${thisYear}/${String(i + 1).padStart(4, "0")}`);
    expect(saved.map((one) => one.receiptNumber).sort()).toEqual(expected);
    // A payment refused halfway takes no number: the next one is 0021.
    await expect(recordPayment(db(), payment(ids[0]!, { applicationId: 999_999 }), anil)).rejects.toThrow(
      "Choose one of this student's applications.",
    );
    expect((await recordPayment(db(), payment(ids[0]!), anil)).receiptNumber).toBe(`ME/${thisYear}/0021`);
  });

  test("with a GSTIN and a rate set, a receipt carries them and its tax lines, as they were when it was issued", async () => {
    const id = await lead(anil.id);
    await recordPayment(db(), payment(id), anil);
    await saveSiteSettings(db(), {
      ...DEFAULT_SITE_SETTINGS,
      receiptPrefix: "MDE",
      gstin: "27AAPFU0939F1ZV",
      gstRate: 18,
    });
    await recordPayment(db(), payment(id, { amountPaise: 11_800_00 }), anil);
    await saveSiteSettings(db(), { ...DEFAULT_SITE_SETTINGS, gstin: "", gstRate: null });
    const [without, withGst] = await leadPayments(db(), id);
    expect(without).toMatchObject({ gstin: null, gst_rate: null, taxable_paise: null, tax_paise: null });
    expect(withGst).toMatchObject({
      receipt_number: `MDE/${thisYear}/0002`,
      received_from: "Priya Sharma",
      gstin: "27AAPFU0939F1ZV",
      gst_rate: 18,
      taxable_paise: 10_000_00,
      tax_paise: 1_800_00,
    });
  });

  test("who may record and see a payment is who may work on the lead; an application must be the lead's", async () => {
    const belas = await lead(bela.id);
    await expect(recordPayment(db(), payment(belas), anil)).rejects.toMatchObject({
      message: "This lead is not there.",
      status: 404,
    });
    const { id } = await recordPayment(db(), payment(belas), bela);
    expect(await receiptFor(db(), id, anil)).toBeUndefined();
    expect(await receiptFor(db(), id, bela)).toMatchObject({ received_from: "Priya Sharma", application: null });
    expect(await receiptFor(db(), id, owner)).toBeDefined();
    expect(await receiptFor(db(), 999_999, owner)).toBeUndefined();
    // Another lead's application is refused on the field.
    const anils = await lead(anil.id);
    await addApplication(
      db(),
      { leadId: anils, collegeId: rv, course: "MBA", intake: 2027, applicationNumber: "", status: "applied" },
      anil,
    );
    const [application] = await leadApplications(db(), anils);
    await expect(recordPayment(db(), payment(belas, { applicationId: application!.id }), owner)).rejects.toMatchObject({
      field: "application_id",
    });
    await recordPayment(db(), payment(anils, { applicationId: application!.id }), anil);
    expect((await leadPayments(db(), anils))[0]!.application).toBe("RV College of Engineering (MBA, 2027)");
  });

  test("commission is recorded by owners only, on a seat taken, and outlives an erasure with its college", async () => {
    const id = await lead(anil.id);
    await addApplication(
      db(),
      { leadId: id, collegeId: rv, course: "MBA", intake: 2027, applicationNumber: "", status: "applied" },
      anil,
    );
    const [application] = await leadApplications(db(), id);
    const commission = {
      leadId: id,
      applicationId: application!.id,
      expectedPaise: 50_000_00,
      receivedOn: null,
      receivedPaise: null,
    };
    await expect(setCommission(db(), commission, anil)).rejects.toMatchObject({ status: 403 });
    await expect(setCommission(db(), commission, owner)).rejects.toThrow(/Seat confirmed or Admitted first/);
    await changeApplicationStatus(db(), { leadId: id, applicationId: application!.id, status: "admitted" }, anil);
    await setCommission(db(), commission, owner);
    await setCommission(db(), { ...commission, receivedOn: today, receivedPaise: 45_000_00 }, owner);
    const rows = () => db().selectFrom("application_commissions").selectAll().execute();
    expect(await rows()).toMatchObject([
      {
        application_id: application!.id,
        college_id: rv,
        intake: 2027,
        expected_paise: 50_000_00,
        received_paise: 45_000_00,
      },
    ]);
    // Not on the timeline counsellors read; in the audit log.
    expect((await leadTimeline(db(), id)).map((event) => event.kind)).not.toContain("commission");
    expect(
      await db().selectFrom("audit_log").select("details").where("details", "like", '%"commission"%').execute(),
    ).toHaveLength(2);
    await eraseLeadByOwner(db(), { leadId: id }, owner);
    expect(await rows()).toMatchObject([{ application_id: null, college_id: rv, received_paise: 45_000_00 }]);
    await expect(deleteCollege(db(), rv)).rejects.toThrow("Commission from this college is on the books");
  });

  test("an erasure keeps each receipt's number, date, amount and mode, and drops the name and reference", async () => {
    const id = await lead(anil.id);
    await insertEnquiry(db(), id);
    await addApplication(
      db(),
      { leadId: id, collegeId: rv, course: "MBA", intake: 2027, applicationNumber: "", status: "applied" },
      anil,
    );
    const [application] = await leadApplications(db(), id);
    await recordPayment(db(), payment(id, { applicationId: application!.id, reference: "UTR 998877665544" }), anil);
    // The person's access request lists it first.
    const [seen] = await personData(db(), [id], { email: "priya@example.in" });
    expect(seen!.payments).toEqual([
      {
        receiptNumber: `ME/${thisYear}/0001`,
        paidOn: today,
        amountPaise: 25_000_00,
        mode: "upi",
        reference: "UTR 998877665544",
      },
    ]);
    await eraseLeadByOwner(db(), { leadId: id }, owner);
    expect(await payments()).toMatchObject([
      {
        lead_id: id,
        application_id: null,
        receipt_number: `ME/${thisYear}/0001`,
        amount_paise: 25_000_00,
        paid_on: today,
        mode: "upi",
        reference: "",
        received_from: "Erased",
      },
    ]);
    expect(await findInEveryTable(db(), ["Priya Sharma", "998877665544"])).toEqual([]);
    // The timeline keeps the payment: its receipt and amount say nothing about the person.
    expect((await leadTimeline(db(), id)).find((event) => event.kind === "payment_recorded")?.data).toMatchObject({
      receipt: `ME/${thisYear}/0001`,
    });
    // An erased lead takes no new payment.
    await expect(recordPayment(db(), payment(id), owner)).rejects.toThrow(/erased/);
  });

  test("the season counts fees received from 1 October to 30 September; owners alone see the commission", async () => {
    const anils = await lead(anil.id);
    const belas = await lead(bela.id);
    await recordPayment(db(), payment(anils, { paidOn: "2026-09-30", amountPaise: 1_00 }), anil);
    await recordPayment(db(), payment(anils, { paidOn: "2026-10-01", amountPaise: 10_000_00 }), anil);
    await recordPayment(db(), payment(belas, { paidOn: "2027-09-30", amountPaise: 5_000_50 }), bela);
    await addApplication(
      db(),
      { leadId: anils, collegeId: rv, course: "", intake: 2027, applicationNumber: "", status: "admitted" },
      anil,
    );
    const [application] = await leadApplications(db(), anils);
    const commission = { leadId: anils, applicationId: application!.id, receivedOn: today };
    await setCommission(db(), { ...commission, expectedPaise: 60_000_00, receivedPaise: 55_000_00 }, owner);
    expect(await seasonMoney(db(), owner, 2027)).toEqual({
      days: { from: "2026-10-01", to: "2027-09-30" },
      feesPaise: 15_000_50,
      payments: 2,
      commission: { expectedPaise: 60_000_00, receivedPaise: 55_000_00 },
    });
    expect(await seasonMoney(db(), anil, 2027)).toMatchObject({ feesPaise: 10_000_00, payments: 1, commission: null });
    expect(await seasonMoney(db(), owner, 2026)).toMatchObject({
      feesPaise: 1_00,
      commission: { expectedPaise: 0, receivedPaise: 0 },
    });
    // An erasure keeps the books: the fees and the commission still count.
    await eraseLeadByOwner(db(), { leadId: anils }, owner);
    expect(await seasonMoney(db(), owner, 2027)).toMatchObject({
      feesPaise: 15_000_50,
      commission: { expectedPaise: 60_000_00 },
    });
  });

  test("a merge moves the merged lead's payments to the survivor, and its undo takes them back", async () => {
    const older = await lead(anil.id);
    const newer = await lead(anil.id);
    await recordPayment(db(), payment(older), anil);
    await recordPayment(db(), payment(newer), anil);
    const leadsOf = async () => (await payments()).map((row) => row.lead_id);
    const { mergeId } = await mergeLeads(db(), { ids: [older, newer], choices: {} }, anil);
    expect(await leadsOf()).toEqual([older, older]);
    await undoMerge(db(), { mergeId }, anil);
    expect(await leadsOf()).toEqual([older, newer]);
  });

  {
    let context: AppLoadContext;
    let cookies: Record<"anil" | "owner", string>;
    beforeEach(async () => {
      context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
      cookies = {
        anil: `admin_session=${(await createSession(db(), anil.id)).token}`,
        owner: `admin_session=${(await createSession(db(), owner.id)).token}`,
      };
    });

    async function post(leadId: number, fields: Record<string, string>, as: "anil" | "owner" = "anil") {
      const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies[as] },
        body: new URLSearchParams(fields),
      });
      const answer = (await leadPage({ request, context, params: { id: String(leadId) } } as never)) as {
        data: { ok: boolean; message: string; result: { error?: Record<string, string[] | null> } };
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, body: answer.data };
    }
    const form = { intent: "payment", amount: "25,000.50", paid_on: today, mode: "upi", reference: "412398765432" };

    test("the payment form refuses bad amounts, dates, modes and card numbers with a message, and changes nothing", async () => {
      const id = await lead(anil.id);
      const everything = async () => ({
        payments: await payments(),
        counters: await db().selectFrom("receipt_counters").selectAll().execute(),
        events: await db().selectFrom("lead_events").select("id").execute(),
        lead: await db().selectFrom("leads").select("updated_at").where("id", "=", id).executeTakeFirst(),
      });
      const before = await everything();
      const bad = [
        [{ amount: "0" }, "amount", "Enter an amount of more than ₹0"],
        [{ amount: "0.00" }, "amount", "Enter an amount of more than ₹0"],
        [{ amount: "-500" }, "amount", "Enter the amount received: it can't be negative"],
        [{ amount: "100.555" }, "amount", "Enter at most two decimal places (paise), e.g. 25000.50"],
        [{ amount: "1e5" }, "amount", "Enter the amount in rupees with digits only, e.g. 25000 or 25,000.50"],
        [
          { amount: "twenty thousand" },
          "amount",
          "Enter the amount in rupees with digits only, e.g. 25000 or 25,000.50",
        ],
        [
          { amount: "50000000000" },
          "amount",
          "That is more than ₹1,00,00,000 (one crore) in one payment: check the amount",
        ],
        [{ amount: "" }, "amount", "Enter the amount received in rupees, e.g. 25000"],
        [{ paid_on: addIndiaDays(today, 1) }, "paid_on", "The date can't be in the future (India time)"],
        [
          { paid_on: "2020-05-01" },
          "paid_on",
          expect.stringMatching(/^Enter a date from 1 Apr \d{4} \(the start of last financial year\) to today$/),
        ],
        [{ paid_on: "2026-02-30" }, "paid_on", NOT_A_DATE],
        [{ mode: "bitcoin" }, "mode", "Choose how they paid"],
        [
          { mode: "card", reference: "4111 1111 1111 1111" },
          "reference",
          "Write only the card's last 4 digits, never the whole card number",
        ],
        [{ reference: "x".repeat(61) }, "reference", "Keep the reference under 60 characters"],
        [{ application_id: "abc" }, "application_id", "This application is not there."],
      ] as const;
      for (const [fields, field, message] of bad) {
        const answer = await post(id, { ...form, ...fields });
        expect(answer.status, JSON.stringify(fields)).toBe(400);
        expect(answer.body.result.error?.[field], JSON.stringify(fields)).toEqual([message]);
      }
      expect(await everything()).toEqual(before);

      const good = await post(id, { ...form, mode: "card", reference: "xx1111, approval 004512" });
      expect(good).toMatchObject({
        status: 200,
        body: { ok: true, message: `Payment recorded: receipt ME/${thisYear}/0001.` },
      });
      expect(await payments()).toMatchObject([{ amount_paise: 25_000_50, mode: "card", recorded_by: anil.id }]);
    });

    test("the commission form is the owners': a counsellor's post is refused and changes nothing", async () => {
      const id = await lead(anil.id);
      await addApplication(
        db(),
        { leadId: id, collegeId: rv, course: "", intake: 2027, applicationNumber: "", status: "admitted" },
        anil,
      );
      const [application] = await leadApplications(db(), id);
      const commission = { intent: "commission", application_id: String(application!.id), expected: "40000" };
      expect((await post(id, commission)).status).toBe(403);
      const badAmount = await post(id, { ...commission, expected: "-40000" }, "owner");
      expect(badAmount.body.result.error?.expected).toEqual(["Enter the amount received: it can't be negative"]);
      const halfReceived = await post(id, { ...commission, received: "40000" }, "owner");
      expect(halfReceived.status).toBe(400);
      expect(halfReceived.body.result.error?.received_on).toEqual(["Enter the date the college paid"]);
      expect(await db().selectFrom("application_commissions").select("id").execute()).toEqual([]);
      expect(await post(id, { ...commission, received: "40000", received_on: today }, "owner")).toMatchObject({
        status: 200,
        body: { message: "Commission saved." },
      });
    });
  }
});
