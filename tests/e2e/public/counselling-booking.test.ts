import ICAL from "ical.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { saveWeeklyHours } from "#app/features/counselling/availability.server";
import { formatBookingDay } from "#app/features/counselling/booking-form";
import { SLOT_TAKEN } from "#app/features/counselling/session-status";
import { studentEn } from "#app/utils/i18n/en/student";
import { studentHi } from "#app/utils/i18n/hi/student";
import { indiaDay } from "#app/utils/india-time";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl, browserEngines } from "../support/databases";
import { waitForHydration } from "../support/hydration";
import { startServer, type RunningServer } from "../support/server";
import { firstAdminEnv, getPage, postForm, setSessionCookie, withDatabase } from "../admin/admin-helpers";
import { startSmtpPeer, type ReceivedMail } from "../server/outbox-peers";
import { openPage, POLL, type WatchedPage } from "./watched-page";
import { insertSession, insertStaff } from "../../setup/staff";

/**
 * Counselling sessions booked by the student (issue 25, part 1; docs/decisions/051-counselling-bookings.md),
 * with two server processes on one database and a real SMTP peer: a counsellor's hours, set on
 * /Admin/availability, make slots on /counselling/book; a booking without JavaScript stores a
 * lead and a session and e-mails an invitation that ical.js reads as a REQUEST at that time;
 * moving it from the e-mail's link sends an update with the same UID; two bookings of one slot
 * posted at once through the two servers give one booking and one "That slot was just taken".
 */
for (const engine of browserEngines()) {
  describe(`counselling bookings [${engine}]`, () => {
    let servers: RunningServer[];
    let databaseUrl: string;
    let browser: Browser;
    let admin: WatchedPage;
    let student: WatchedPage;
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
    let kavya: number;
    /** Kavya's session cookie, which the admin page holds. */
    let token: string;

    beforeAll(async () => {
      smtp = await startSmtpPeer();
      databaseUrl = await demoDatabaseUrl(engine);
      const env = {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Admissions <alerts@example.in>",
        // Every booking here comes from one address: more than the ten an hour a family gets.
        LEADS_PER_IP_PER_HOUR: "0",
        ...(await firstAdminEnv(databaseUrl)),
      };
      await withDatabase(databaseUrl, async (db) => {
        kavya = await insertStaff(db, { name: "Kavya Counsellor", role: "counsellor", email: "kavya@example.in" });
        token = await insertSession(db, kavya);
      });
      [servers, browser] = await Promise.all([Promise.all([startServer(env), startServer(env)]), connectChromium()]);
      admin = await openPage(browser, servers[0]!.url);
      await setSessionCookie(admin.context, servers[0]!.url, token);
      student = await openPage(browser, servers[0]!.url, { javaScriptEnabled: false });
    }, 60_000);

    afterAll(async () => {
      await admin?.close();
      await student?.close();
      await browser?.close();
      await Promise.all((servers ?? []).map((server) => server.stop()));
      await smtp?.stop();
    });

    const invitationsTo = (to: string) =>
      smtp.received.filter((mail) => mail.to.includes(to) && mail.text.includes("BEGIN:VCALENDAR"));

    test("a counsellor's hours make slots; without JavaScript, Show times and then a day of the strip show that day's times, and 10:30 books that day: a lead and a session are stored and a REQUEST at that time is e-mailed", async () => {
      const page = admin.page;
      const url = servers[0]!.url;
      await page.goto(`${url}/Admin/availability`);
      await waitForHydration(page);
      // Open all day, every day: whatever time the test runs, slots lie ahead.
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
        const group = page.getByRole("group", { name: day });
        await group.getByLabel("Open for bookings").check();
        await group.getByLabel("Start", { exact: true }).fill("00:00");
        await group.getByLabel("End", { exact: true }).fill("23:55");
      }
      await page.getByLabel("Meeting link").fill("https://meet.example.in/kavya");
      await page.getByRole("button", { name: "Save hours" }).click();
      await expect
        .poll(() => page.getByRole("region", { name: "Weekly hours" }).getByRole("status").textContent(), POLL)
        .toBe("Saved. Students can book you on 7 days a week.");
      admin.expectClean();

      const booking = student.page;
      await booking.goto(`${url}/counselling/book`);
      await booking.getByLabel("Counsellor").selectOption({ label: "Kavya Counsellor" });
      // The click sends a GET form: the counsellor's times are on the page it opens.
      await Promise.all([
        booking.waitForURL(/[?&]counsellor=\d/),
        booking.getByRole("button", { name: "Show times" }).click(),
      ]);
      await expect.poll(() => booking.getByRole("radio").count(), POLL).toBeGreaterThan(0);
      // A day of the strip: no other tap, the times under it are that day's, and their heading names it.
      const day = (await bookingDaysOf(url))[3]!;
      await Promise.all([
        booking.waitForURL(new RegExp(`[?;&]day=${day}`)),
        booking.getByRole("navigation", { name: "Day" }).getByRole("link").nth(3).click(),
      ]);
      const times = booking.getByRole("group", { name: studentEn.booking.timesOn(formatBookingDay("en", day)) });
      await expect.poll(() => times.getByRole("radio").count(), POLL).toBeGreaterThan(0);
      await times.getByRole("radio", { name: "10:30 am" }).check();
      const startsAt = new Date(`${day}T10:30:00+05:30`).toISOString();
      await booking.getByLabel("Name", { exact: true }).fill("Priya Sharma");
      await booking.getByLabel("Phone", { exact: true }).fill("98765 43210");
      await booking.getByLabel("Email", { exact: true }).fill("priya@example.in");
      await booking.getByLabel("I am").selectOption({ label: "A student aged 18 or over" });
      await booking.getByLabel("Message").fill("Which B.Tech branch suits me?");
      await booking.getByRole("button", { name: "Book this time" }).click();
      await expect
        .poll(() => booking.getByRole("status").textContent(), POLL)
        .toMatch(/^Booked: .* with Kavya Counsellor\./);

      const stored = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("counselling_sessions")
          .innerJoin("leads", "leads.id", "counselling_sessions.lead_id")
          .select(["leads.form", "leads.assignee_id", "counselling_sessions.starts_at", "counselling_sessions.uid"])
          .execute(),
      );
      expect(stored).toEqual([{ form: "booking", assignee_id: kavya, starts_at: startsAt, uid: expect.any(String) }]);

      await expect.poll(() => invitationsTo("priya@example.in").length, { timeout: 30_000, interval: 250 }).toBe(1);
      const event = invitationEvent(invitationsTo("priya@example.in")[0]!);
      expect(event.method).toBe("REQUEST");
      expect(event.uid).toBe(stored[0]!.uid);
      expect(event.start).toBe(startsAt);
      expect(event.sequence).toBe(0);
      // The counsellor is told too.
      await expect.poll(() => invitationsTo("kavya@example.in").length, { timeout: 30_000, interval: 250 }).toBe(1);
      student.expectClean();
    });

    test("with JavaScript, a day of the strip shows that day's times at once, and 10:30 books that day; a time posted with another day is refused", async () => {
      const url = servers[0]!.url;
      const days = await bookingDaysOf(url);
      // A visitor: the admin page, without its cookies for this test.
      const visitor = admin;
      await visitor.context.clearCookies();
      const day = days[2]!;
      const name = "Asha Rao";
      const phone = "9700011122";
      const page = visitor.page;
      await page.goto(`${url}/counselling/book?counsellor=${kavya}`);
      await page.getByRole("navigation", { name: "Day" }).getByRole("link").nth(2).click();
      // No other tap: the times under the strip are that day's, and their heading names it.
      const times = page.getByRole("group", { name: studentEn.booking.timesOn(formatBookingDay("en", day)) });
      await expect.poll(() => times.getByRole("radio").count(), POLL).toBeGreaterThan(0);
      await times.getByRole("radio", { name: "10:30 am" }).check();
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Phone", { exact: true }).fill(phone);
      await page.getByLabel("Email", { exact: true }).fill(`${phone}@example.in`);
      await page.getByLabel("I am").selectOption({ label: "A student aged 18 or over" });
      await page.getByLabel("Message").fill("Which college for B.Tech?");
      await page.getByRole("button", { name: "Book this time" }).click();
      await expect.poll(() => page.getByRole("status").textContent(), POLL).toMatch(/^Booked: /);
      const startsAt = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("counselling_sessions")
          .innerJoin("leads", "leads.id", "counselling_sessions.lead_id")
          .select("counselling_sessions.starts_at")
          .where("leads.name", "=", name)
          .executeTakeFirstOrThrow(),
      );
      expect(startsAt.starts_at).toBe(new Date(`${day}T10:30:00+05:30`).toISOString());
      visitor.expectClean();
      visitor.forget();
      await setSessionCookie(admin.context, url, token);

      // A time of the third day posted as the fifth day's: refused, and nothing is booked.
      const forged = new Date(`${days[2]}T15:00:00+05:30`).toISOString();
      const answer = await postForm(url, "/counselling/book", {
        counsellor: String(kavya),
        slot: forged,
        day: days[4]!,
        name: "Forged Day",
        phone: "9700011144",
        email: "forged@example.in",
        applicant: "adult",
        message: "Fees",
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(studentEn.booking.wrongDay);
      const booked = await withDatabase(databaseUrl, (db) =>
        db.selectFrom("counselling_sessions").select("id").where("starts_at", "=", forged).execute(),
      );
      expect(booked).toEqual([]);
    });

    test("moving the session from the e-mail's link sends an updated invitation with the same UID", async () => {
      const first = invitationsTo("priya@example.in")[0]!;
      const link = /https?:\/\/\S+(\/counselling\/session\/[A-Za-z0-9_-]{43})/.exec(first.text)?.[1];
      expect(link).toBeDefined();
      // The session's page works without script: its move form, as served, posted over HTTP.
      const sessionUrl = `${servers[0]!.url}${link}`;
      const move = servedForm(await (await fetch(sessionUrl)).text(), "booking-form");
      const newStart = move.radios.slot![0]!;
      const moved = await postForm(servers[0]!.url, link!, { ...move.hidden, slot: newStart });
      expect(moved.status).toBe(200);
      expect(servedStatus(await moved.text())).toMatch(/^Moved to /);

      await expect.poll(() => invitationsTo("priya@example.in").length, { timeout: 30_000, interval: 250 }).toBe(2);
      const before = invitationEvent(first);
      const update = invitationEvent(invitationsTo("priya@example.in")[1]!);
      expect(update).toMatchObject({ method: "REQUEST", uid: before.uid, sequence: 1, start: newStart });
    });

    test("the session is on the lead's page and timeline; once it has started the counsellor marks it attended", async () => {
      const leadId = await withDatabase(databaseUrl, async (db) => {
        const session = await db
          .selectFrom("counselling_sessions")
          .select(["id", "lead_id"])
          .orderBy("id")
          .executeTakeFirstOrThrow();
        // As if its time had come: ten minutes ago.
        const start = new Date(Date.now() - 10 * 60_000);
        await db
          .updateTable("counselling_sessions")
          .set({ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 30 * 60_000).toISOString() })
          .where("id", "=", session.id)
          .execute();
        return session.lead_id;
      });
      const page = admin.page;
      await page.goto(`${servers[0]!.url}/Admin/leads/${leadId}#lead-sessions`);
      await waitForHydration(page);
      const timeline = page.getByRole("region", { name: "Timeline" });
      expect(await timeline.locator("li strong").allTextContents()).toContain("Counselling session booked");
      const sessions = page.getByRole("region", { name: "Counselling sessions" });
      await sessions.getByRole("button", { name: "Attended" }).click();
      await expect.poll(() => sessions.getByRole("status").textContent(), POLL).toBe("Session marked: Attended.");
      await expect.poll(() => sessions.getByRole("button", { name: "Attended" }).count(), POLL).toBe(0);
      admin.expectClean();
    });

    test("two bookings of one slot posted at once through two servers give one booking", async () => {
      const { times, counsellor } = await freeTimes(servers[0]!.url);
      const slot = times.at(-1)!;
      const post = (server: RunningServer, name: string, phone: string) =>
        postForm(server.url, "/counselling/book", {
          counsellor,
          ...at(slot),
          name,
          phone,
          email: `${phone}@example.in`,
          applicant: "adult",
          message: "Fees and scholarships",
        });
      const answers = await Promise.all([
        post(servers[0]!, "Rahul Verma", "9123456780"),
        post(servers[1]!, "Sana Khan", "9012345678"),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = await answers.find((answer) => answer.status === 409)!.text();
      expect(refused).toContain(SLOT_TAKEN);
      // What they typed is still in the form.
      expect(refused).toMatch(/value="(Rahul Verma|Sana Khan)"/);
      const inSlot = await withDatabase(databaseUrl, (db) =>
        db.selectFrom("counselling_sessions").select("id").where("starts_at", "=", slot).execute(),
      );
      expect(inSlot).toHaveLength(1);
    });

    test("a booking whose name and topic hold links e-mails the typed address neither, nor the counsellor's address; the counsellor's lead shows the topic", async () => {
      const { times, counsellor } = await freeTimes(servers[0]!.url);
      const topic = "Urgent: your account is locked.\nVerify at https://evil.example/pay or call 9999999999";
      const answer = await postForm(servers[1]!.url, "/counselling/book", {
        counsellor,
        ...at(times.at(-1)!),
        name: "Visit-https://evil.example/login",
        phone: "9345678901",
        email: "someone.else@example.in",
        applicant: "adult",
        message: topic,
      });
      expect(answer.status).toBe(200);
      // The invitation reaches the typed address: a booking sends no acknowledgement besides (ADR 080).
      const toTyped = () => smtp.received.filter((mail) => mail.to.includes("someone.else@example.in"));
      await expect.poll(() => toTyped().length, { timeout: 30_000, interval: 250 }).toBe(1);
      expect(toTyped().filter((mail) => mail.text.includes("BEGIN:VCALENDAR"))).toHaveLength(1);
      for (const mail of toTyped()) {
        // The raw message (its calendar part unfolded) and the text a mail program shows.
        const shown = [mail.subject, mail.text.replace(/\r?\n[ \t]/g, ""), mail.decoded.subject, mail.decoded.text];
        for (const mark of ["evil.example", "Visit-", "Urgent", "9999999999", "kavya@example.in", "Kavya Counsellor"]) {
          expect(shown.join("\n"), `"${mail.subject}" holds "${mark}"`).not.toContain(mark);
        }
      }
      const invitation = toTyped().find((mail) => mail.text.includes("BEGIN:VCALENDAR"))!;
      // Organised by the consultancy's own address (MAIL_FROM's), with the counsellor's first name.
      expect(invitation.text).toContain('ORGANIZER;CN="Kavya":mailto:alerts@example.in');
      expect(invitation.decoded.text).toMatch(/^Hello,\n/);
      // The session's page behind the e-mailed link repeats none of it either.
      const sessionPage = invitation.decoded.text.match(/https?:\/\/[^\s]+\/counselling\/session\/[A-Za-z0-9_-]+/)![0];
      const shownPage = await (await fetch(sessionPage.replace(/^https?:\/\/[^/]+/, servers[0]!.url))).text();
      expect(shownPage).toContain("Here you can move your session");
      for (const mark of ["evil.example", "Visit-", "Urgent", "9999999999", "kavya@example.in", "Kavya Counsellor"]) {
        expect(shownPage, `the session page holds "${mark}"`).not.toContain(mark);
      }

      // The counsellor has the topic: in their own e-mail, and on the lead's page.
      await expect
        .poll(() => invitationsTo("kavya@example.in").filter((mail) => mail.text.includes("evil.example/pay")).length, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(1);
      const leadId = await withDatabase(databaseUrl, async (db) => {
        const lead = await db
          .selectFrom("leads")
          .select("id")
          .where("email", "=", "someone.else@example.in")
          .executeTakeFirstOrThrow();
        return lead.id;
      });
      // The lead's page as the server sends it to the counsellor: its sessions' section.
      const leadPage = await getPage(servers[0]!.url, `/Admin/leads/${leadId}`, token);
      expect(leadPage.status).toBe(200);
      const sessions = /<section[^>]*aria-labelledby="sessions-heading"[^>]*>[\s\S]*?<\/section>/.exec(
        await leadPage.text(),
      )?.[0];
      expect(sessions).toContain("Verify at https://evil.example/pay");
    });

    test("one person: a session overlapping their other one (another counsellor) and a third are refused, in English and Hindi; the links go again to their own address", async () => {
      const url = servers[0]!.url;
      const meera = await withDatabase(databaseUrl, async (db) => {
        const id = await insertStaff(db, { name: "Meera Counsellor", role: "counsellor", email: "meera@example.in" });
        await saveWeeklyHours(db, { id }, ALL_DAY);
        return id;
      });
      // Three days ahead, so the day has all its times whatever the hour the test runs.
      const day = await laterDay(url);
      const times = await timesOf(url, kavya, day);
      const neha = {
        name: "Neha Gupta",
        phone: "9811122233",
        email: "neha@example.in",
        applicant: "adult",
        message: "Hostel and fees",
      };
      for (const slot of [times[2]!, times[8]!]) {
        const booked = await postForm(url, "/counselling/book", { ...neha, counsellor: String(kavya), ...at(slot) });
        expect(booked.status).toBe(200);
      }

      // Meera at the time of Neha's first session, then a third time: the answers a browser without
      // JavaScript gets, read over HTTP (the booking form itself is driven in the first test).
      const bookWithMeera = (slot: string) =>
        postForm(url, "/counselling/book", { ...neha, counsellor: String(meera), ...at(slot) });
      const meeraTimes = await timesOf(url, meera, day);
      const halfHour = 30 * 60_000;
      const during = meeraTimes.find(
        (time) => Date.parse(time) <= Date.parse(times[2]!) && Date.parse(times[2]!) < Date.parse(time) + halfHour,
      )!;
      const third = meeraTimes.find((time) => Date.parse(time) > Date.parse(times[8]!) + 4 * halfHour)!;
      for (const [slot, refusal] of [
        [during, en.overlapsSession],
        [third, en.tooManySessions],
      ] as const) {
        const answer = await bookWithMeera(slot);
        expect(answer.status).toBe(409);
        const html = await answer.text();
        expect(/<p class="form-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1]).toBe(refusal);
        // What was typed is still in the form.
        expect(html).toContain(`value="${neha.name}"`);
      }

      const hindi = await postForm(url, "/hi/counselling/book", { ...neha, counsellor: String(meera), ...at(third) });
      expect(hindi.status).toBe(409);
      expect(await hindi.text()).toContain(hi.tooManySessions);

      const sessions = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom("counselling_sessions")
          .innerJoin("leads", "leads.id", "counselling_sessions.lead_id")
          .select(["counselling_sessions.starts_at", "counselling_sessions.admin_id"])
          .where("leads.email", "=", neha.email)
          .orderBy("counselling_sessions.starts_at")
          .execute(),
      );
      expect(sessions).toEqual([
        { starts_at: times[2], admin_id: kavya },
        { starts_at: times[8], admin_id: kavya },
      ]);
      // Each live session's invitation, with its link, is sent again to Neha's address (once an hour).
      await expect
        .poll(() => invitationsTo(neha.email).length, { timeout: 30_000, interval: 250 })
        .toBeGreaterThanOrEqual(4);
      expect(invitationsTo("meera@example.in")).toHaveLength(0);
    });
  });
}

const en = studentEn.booking;
const hi = studentHi.booking;

/** All day, every day: whatever time the test runs, there are times ahead. */
const ALL_DAY = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
  slotMinutes: 30,
  meetingLink: null,
};

/** A time as the booking form posts it: with the India day it was shown on. */
const at = (slot: string) => ({ slot, day: indiaDay(slot) });

/** The days /counselling/book offers, in order, read from its day strip's links. */
async function bookingDaysOf(url: string) {
  const html = await (await fetch(`${url}/counselling/book`)).text();
  return [...new Set([...html.matchAll(/[?;]day=(\d{4}-\d{2}-\d{2})#booking-days/g)].map((match) => match[1]!))];
}

/** The day three days from today, as /counselling/book offers it. */
async function laterDay(url: string) {
  return (await bookingDaysOf(url))[3]!;
}

/** A counsellor's free times on a day, read from the booking page's HTML. */
async function timesOf(url: string, counsellor: number, day: string) {
  const html = await (await fetch(`${url}/counselling/book?counsellor=${counsellor}&day=${day}`)).text();
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
}

/** The free times /counselling/book offers for its first counsellor, read from its HTML. */
async function freeTimes(url: string) {
  const html = await (await fetch(`${url}/counselling/book`)).text();
  const counsellor = /<option value="(\d+)">Kavya Counsellor<\/option>/.exec(html)?.[1] ?? "";
  const times = [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
  return { times, counsellor };
}

/**
 * A form of a served page, found by its class: its hidden fields' values, and each radio group's
 * values in order, as a browser without JavaScript would post them.
 */
function servedForm(html: string, className: string) {
  const form = new RegExp(`<form[^>]*class="${className}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0];
  if (!form) throw new Error(`no form of class ${className} in the served page`);
  const inputs = [...form.matchAll(/<input\b[^>]*>/g)].map((match) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(match[0])?.[1];
    return { type: attribute("type"), name: attribute("name") ?? "", value: attribute("value") ?? "" };
  });
  const hidden = Object.fromEntries(inputs.filter((input) => input.type === "hidden").map((i) => [i.name, i.value]));
  const radios: Record<string, string[]> = {};
  for (const input of inputs.filter((each) => each.type === "radio")) (radios[input.name] ??= []).push(input.value);
  return { hidden, radios };
}

/** The text of a served page's role="status" answer. */
function servedStatus(html: string): string | undefined {
  return /<p[^>]*role="status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "");
}

/** The invitation an e-mail carries, as ical.js reads it. */
function invitationEvent(mail: ReceivedMail) {
  const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail.text)?.[0];
  if (!ics) throw new Error(`no invitation in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}
