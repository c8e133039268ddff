import crypto from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { indiaDay } from "#app/utils/india-time";
import { insertSession, insertStaff } from "../../setup/staff";
import { getPage, insertApplication, postForm, withDatabase } from "../admin/admin-helpers";
import { leadFields } from "../security/security-helpers";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { startServer, tempDir, type RunningServer } from "../support/server";
import { startSmtpPeer } from "./outbox-peers";

/**
 * Issue 41, item 3, against a production server and a real SMTP peer
 * (docs/decisions/062-enquiry-after-withdrawal-opens-its-own-channel.md): a student enquires with
 * an e-mail and withdraws all contact by the link in their acknowledgement; a stranger then sends
 * a phone-only enquiry with the student's number, which joins the lead. The counsellor may call
 * about it, but the SMTP peer receives nothing more at the withdrawn address: not the status link
 * ("Your applications at a glance"), not a new step's reminder. The withdrawal page says so, in
 * English and Hindi, and the lead page tells the counsellor e-mail is off.
 */

const POLL = { timeout: 30_000, interval: 200 };
type Smtp = Awaited<ReturnType<typeof startSmtpPeer>>;

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.stop();
});

for (const engine of browserEngines()) {
  describe(`a withdrawn address after a stranger's phone-only enquiry [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let cookie: string;
    let counsellorEmail: string;

    beforeAll(async () => {
      databaseUrl = await demoDatabaseUrl(engine);
      const tag = crypto.randomBytes(3).toString("hex");
      counsellorEmail = `kavya.${tag}@example.in`;
      cookie = await withDatabase(databaseUrl, async (db) =>
        insertSession(db, await insertStaff(db, { name: "Kavya Rao", role: "counsellor", email: counsellorEmail })),
      );
      server = await startServer({
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: tempDir(),
        LEADS_PER_IP_PER_HOUR: "0",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Admissions <alerts@example.in>",
      });
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
    });

    const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
    /** Every outbox row that is due has been tried: what the worker was going to send, it has. */
    const dueRows = () =>
      withDatabase(databaseUrl, async (db) =>
        Number(
          (
            await db
              .selectFrom("outbox")
              .select(sql<number>`count(*)`.as("n"))
              .where("status", "=", "pending")
              .where("next_attempt_at", "<=", new Date().toISOString())
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );

    test("no status link, step reminder or applications-at-a-glance reaches the withdrawn address; the pages say what is allowed", async () => {
      const mobile = `97${String(Date.now() % 1e8).padStart(8, "0")}`;
      const email = `withdrawn.${crypto.randomBytes(4).toString("hex")}@example.in`;
      const enquired = await postForm(
        server.url,
        "/Contact",
        leadFields("contact", { name: "Meera Iyer", email, mobile, course: "MBA" }),
      );
      expect(enquired.status).toBe(200);
      await expect.poll(() => mailsTo(email).length, POLL).toBe(1);
      const withdrawPath = /\/privacy\/withdraw\?token=\S+/.exec(mailsTo(email)[0]!.decoded.text)?.[0];
      expect(withdrawPath).toBeDefined();
      const token = new URL(withdrawPath!, server.url).searchParams.get("token")!;

      const withdrawn = await postForm(server.url, withdrawPath!, { token, choice: "contact" });
      expect(withdrawn.status).toBe(200);
      expect(await withdrawn.text()).toContain("We will not contact you again");

      // The stranger: a name and the student's phone, no e-mail (the banner form).
      const stranger = await postForm(
        server.url,
        "/?index",
        leadFields("banner", { name: "Someone Else", phone: mobile }),
      );
      expect(stranger.status).toBe(200);
      const { leadId, collegeId } = await withDatabase(databaseUrl, async (db) => {
        const lead = await db
          .selectFrom("leads")
          .select(["id", "enquiry_after_withdrawal_at"])
          .where("phone", "=", mobile)
          .executeTakeFirstOrThrow();
        // It joined the lead: "New enquiry after withdrawal".
        expect(lead.enquiry_after_withdrawal_at).not.toBeNull();
        const college = await db.selectFrom("colleges").select("id").orderBy("id").executeTakeFirstOrThrow();
        return { leadId: lead.id, collegeId: college.id };
      });

      // The counsellor sends the status link and adds a step due today (its reminder goes at once).
      const leadPath = `/Admin/leads/${leadId}`;
      const linked = await postForm(server.url, leadPath, { intent: "status-link" }, { cookie });
      expect(linked.status).toBe(200);
      const linkAnswer = await linked.text();
      const applicationId = await withDatabase(databaseUrl, (db) => insertApplication(db, leadId, collegeId));
      const stepped = await postForm(
        server.url,
        leadPath,
        {
          intent: "step",
          application_id: String(applicationId),
          kind: "fee_due",
          on_date: indiaDay(new Date()),
          at_time: "",
        },
        { cookie },
      );
      expect(stepped.status).toBe(200);
      expect(await stepped.text()).toContain("Step added.");

      // The counsellor's reminder of the step arrives, and nothing due is left in the outbox.
      await expect
        .poll(
          () => mailsTo(counsellorEmail).filter((mail) => mail.decoded.subject.startsWith("The fee is due")).length,
          POLL,
        )
        .toBe(1);
      await expect.poll(dueRows, POLL).toBe(0);
      // The withdrawn address got its acknowledgement, from before the withdrawal, and nothing since.
      expect(mailsTo(email).map((mail) => mail.decoded.subject)).toEqual([
        expect.stringMatching(/^We received your enquiry/),
      ]);
      expect(smtp.received.filter((mail) => mail.decoded.subject.startsWith("Your applications at a glance"))).toEqual(
        [],
      );

      // The counsellor was told the link was not e-mailed, and why; the lead page says which channel is open.
      expect(linkAnswer).toContain("Status link made, not e-mailed: the person withdrew e-mail.");
      const leadPage = await (await getPage(server.url, leadPath, cookie)).text();
      expect(leadPage).toContain("e-mail stays off: the person withdrew it");
      expect(leadPage).toContain("Make the status link for WhatsApp");

      // The person's withdrawal page says exactly what is allowed, in English and in Hindi.
      const english = await (await getPage(server.url, withdrawPath!)).text();
      expect(english).toMatch(
        /You then sent an enquiry with your phone number on [^:]+: a counsellor may call you about it\./,
      );
      expect(english).toContain("We will not e-mail you.");
      const hindi = await (await getPage(server.url, `/hi${withdrawPath!}`)).text();
      expect(hindi).toContain("हम आपको ई-मेल नहीं भेजेंगे।");
    });
  });
}
