import crypto from "node:crypto";
import { addChecklist } from "#app/features/admissions/application-checklist.server";
import { recordPayment } from "#app/features/admissions/payments.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { guessCutoffMapping } from "#app/features/fact-imports/cutoff-columns";
import { checkCutoffImport, uploadCutoffImport } from "#app/features/fact-imports/cutoff-imports.server";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import routes from "#app/routes";
import { englishPath, localeOf, pathIn } from "#app/utils/i18n/locale";
import { POLL } from "../public/watched-page";
import { insertApplication, openAndHydrate, withDatabase, type AppDb } from "../admin/admin-helpers";
import { waitForHydration } from "../support/hydration";
import { insertStaff } from "../../setup/staff";
import { JOSAA_HEADER } from "../../setup/cutoff-import-file";

/**
 * Every page of the site, for the accessibility and HTML checks: read from the route table
 * (app/routes.ts), so a new page is checked as soon as it is added, with real values for the
 * parameterised routes.
 */

/** A route of app/routes.ts that renders a page. */
interface PageRoute {
  /** The path pattern with a leading slash: "/", "/disk/:slug", "/*". */
  pattern: string;
  file: string;
}

/** The layout whose pages only a signed-in admin sees. */
const ADMIN_LAYOUT = "routes/admin/layout.tsx";

function join(prefix: string, path: string): string {
  return `${prefix.replace(/\/$/, "")}/${path}`;
}

/** The page routes of app/routes.ts, flattened out of their layouts. */
export function pageRoutes(): (PageRoute & { adminLayout: boolean })[] {
  const found: (PageRoute & { adminLayout: boolean })[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string, adminLayout: boolean) => {
    for (const entry of entries) {
      const pattern = entry.index ? prefix || "/" : entry.path !== undefined ? join(prefix, entry.path) : prefix;
      if (entry.children) walk(entry.children, pattern, adminLayout || entry.file === ADMIN_LAYOUT);
      const isLayout = !entry.index && entry.path === undefined;
      // Resource routes (.ts: feeds, JSON, files, the logout action) are never pages.
      if (isLayout || !entry.file.endsWith(".tsx")) continue;
      found.push({ pattern, file: entry.file, adminLayout });
    }
  };
  walk(routes, "", false);
  return found;
}

/** Real ids and slugs from the running site, for the parameterised routes. */
export interface SiteIds {
  collegeSlug: string;
  leadId: number;
  /** Two leads with one phone and two e-mails: the newer is marked a possible duplicate of the older. */
  lookAlikes: [number, number];
  /** Each catalogue list (/Admin/catalogue/<entity>) with the id of its first row. */
  catalogue: { entity: string; id: number }[];
  /** A rights request waiting for its e-mailed code (its page shows the code form). */
  privacyRequest: string;
  /** A working status link's token for the lead, whose application has a step ahead. */
  statusToken: string;
  /** A payment of the lead, with GST lines on its receipt. */
  paymentId: number;
  /** The link of a counselling session the lead booked, still ahead (its page offers other times). */
  sessionToken: string;
  /** A colleague's invitation whose link still sets a password (the Team page lists it as invited). */
  invitationToken: string;
  /** A checked cut-off import: its page shows the dry run, rejected rows and an institute to match. */
  cutoffImportId: number;
}

/**
 * The addresses each parameterised route is checked at. A new parameterised route fails the
 * checks (see sitePages) until it is given real values here. A page whose query string changes
 * what it shows may list its addresses here too.
 */
const PARAMETERS: Record<string, (ids: SiteIds) => string[]> = {
  "/Admin/leads/:id": (ids) => [`/Admin/leads/${ids.leadId}`, `/Admin/leads/${ids.lookAlikes[1]}`],
  // The two leads side by side, and the screen without a second lead.
  "/Admin/leads/:id/merge": (ids) => [
    `/Admin/leads/${ids.lookAlikes[1]}/merge?with=${ids.lookAlikes[0]}`,
    `/Admin/leads/${ids.leadId}/merge`,
  ],
  // Each list, and each list with its delete confirmation (an alertdialog) open.
  "/Admin/catalogue/:entity": (ids) =>
    ids.catalogue.flatMap(({ entity, id }) => [
      `/Admin/catalogue/${entity}`,
      `/Admin/catalogue/${entity}?confirm=${id}`,
    ]),
  "/Admin/catalogue/:entity/:id": (ids) => ids.catalogue.map(({ entity, id }) => `/Admin/catalogue/${entity}/${id}`),
  "/Admin/receipts/:id": (ids) => [`/Admin/receipts/${ids.paymentId}`],
  "/Admin/catalogue/colleges/:id/facts": (ids) => [`/Admin/catalogue/colleges/${ids.catalogue[0]!.id}/facts`],
  // The upload form, and a checked import's dry run (counts, rejected rows, an institute to match).
  "/Admin/cutoffs/import": (ids) => ["/Admin/cutoffs/import", `/Admin/cutoffs/import?id=${ids.cutoffImportId}`],
  "/privacy/request/:publicId": (ids) => [`/privacy/request/${ids.privacyRequest}`],
  "/status/:token": (ids) => [`/status/${ids.statusToken}`],
  // The lead's receipt through its status link (with GST lines), in both languages as every public page.
  "/status/:token/receipt/:id": (ids) => [`/status/${ids.statusToken}/receipt/${ids.paymentId}`],
  "/counselling/session/:token": (ids) => [`/counselling/session/${ids.sessionToken}`],
  // The form that sets the password, and a link that no longer works (its clear page).
  "/AdminInvitation/:token": (ids) => [`/AdminInvitation/${ids.invitationToken}`, `/AdminInvitation/${"A".repeat(43)}`],
  "/disk/:slug": (ids) => [`/disk/${ids.collegeSlug}`],
  "/college/disk/:slug": (ids) => [`/college/disk/${ids.collegeSlug}`],
  "/:college": (ids) => [`/${ids.collegeSlug}`],
  // Not a parameterised route: the empty page, and three demo colleges side by side with their facts (issue 46).
  "/compare": () => [
    "/compare",
    "/compare?colleges=indian-institute-of-technology-bombay,rv-college-of-engineering,pes-university",
  ],
  "/*": () => ["/no-such-page/for-the-accessibility-check"],
};

/**
 * Pages checked at more addresses than their bare one: the rank predictor with an answer (both
 * groups with seats and one without, from the demo's sample cut-offs) and with a refused rank.
 */
const ALSO_AT: Record<string, { path: string; status: number }[]> = {
  "/predictor": [
    { path: "/predictor?exam=JEE+Advanced&rank=1000&category=open&state=Maharashtra&pool=gender-neutral", status: 200 },
    { path: "/predictor?exam=JEE+Advanced&rank=0&category=open&state=&pool=gender-neutral", status: 400 },
  ],
};

/** A page to check. */
export interface SitePage {
  path: string;
  /** Checked with an admin signed in (admin pages, and the admin sign-in and registration pages). */
  signedIn: boolean;
  /** The status the page answers with. */
  status: number;
  /** A page of the admin's app (under its layout): reached from another by React Router, in the same document. */
  inAdminApp?: boolean;
}

/**
 * Every page: public pages signed out; pages whose module is in routes/admin/ signed in (the
 * registration form, for one, shows only to a signed-in admin once an admin exists). The sign-in
 * and registration pages are public, so they are checked both ways.
 */
export function sitePages(ids: SiteIds): SitePage[] {
  const pages: SitePage[] = [];
  for (const route of pageRoutes()) {
    // A Hindi twin (/hi/…) is checked at the addresses of its English page, under /hi.
    const hindi = localeOf(route.pattern) === "hi";
    const pattern = englishPath(route.pattern);
    let paths = [pattern];
    const expand = PARAMETERS[pattern];
    if (/[:*]/.test(pattern) || expand) {
      if (!expand) {
        throw new Error(
          `The route ${route.pattern} (${route.file}) has parameters: give it real values in PARAMETERS in tests/e2e/a11y/site-pages.ts.`,
        );
      }
      paths = expand(ids);
    }
    if (hindi) paths = paths.map((path) => pathIn("hi", path));
    const status = pattern === "/*" ? 404 : 200;
    const inAdmin = route.file.startsWith("routes/admin/");
    for (const path of paths) {
      if (!route.adminLayout) pages.push({ path, signedIn: false, status });
      if (inAdmin) pages.push({ path, signedIn: true, status, inAdminApp: route.adminLayout });
    }
    for (const more of ALSO_AT[pattern] ?? []) {
      pages.push({ path: hindi ? pathIn("hi", more.path) : more.path, signedIn: false, status: more.status });
    }
  }
  return pages;
}

/** Leaves an enquiry on the contact page, as a visitor would, so the admin has a lead to open. */
export async function leaveLead(page: Page, serverUrl: string, name = "Meera Accessibility"): Promise<void> {
  await openAndHydrate(page, serverUrl, "/Contact");
  const card = page.getByRole("region", { name: "Ask us anything" });
  // The form holds a submission id once hydrated; a click before then would be lost.
  const submissionId = card.locator('input[name="submission_id"]');
  const deadline = Date.now() + POLL.timeout;
  while ((await submissionId.inputValue()) === "") {
    if (Date.now() > deadline) throw new Error("The contact form got no submission id: did it hydrate?");
    await page.waitForTimeout(50);
  }
  await card.getByLabel("Name", { exact: true }).fill(name);
  await card.getByLabel("I am", { exact: true }).selectOption("adult");
  await card.getByLabel("Email", { exact: true }).fill("meera@example.in");
  await card.getByLabel("Mobile", { exact: true }).fill("9845012399");
  await card.getByLabel("Course", { exact: true }).fill("B.Sc Nursing");
  await card.getByRole("button", { name: "Submit" }).click();
  await card
    .getByRole("status")
    .filter({ hasText: `Thank you, ${name}.` })
    .waitFor({ timeout: POLL.timeout });
}

/**
 * Real ids from a running site: a college, the newest lead (given an application), and every catalogue list (read from
 * the admin's Catalogue tabs) with its first row. `page` must be signed in.
 */
export async function siteIds(page: Page, serverUrl: string, databaseUrl: string): Promise<SiteIds> {
  const privacyRequest = await addWaitingPrivacyRequest(databaseUrl, "a11yRequestWaitingCode");
  const { collegeSlug, leadId, statusToken, paymentId, sessionToken } = await withDatabase(databaseUrl, async (db) => {
    const college = await db.selectFrom("colleges").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow();
    const lead = await db.selectFrom("leads").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    // An application, so the lead page's Applications section lists one with its status form,
    // and its documents checklist with the forms to mark and upload each.
    // A minor with a guardian's e-mail: the page's two Call buttons and the status link's "Send it to" (issue 43).
    await db
      .updateTable("leads")
      .set({
        applicant: "minor",
        guardian_name: "Asha",
        guardian_phone: "9845012388",
        guardian_email: "asha@example.in",
      })
      .where("id", "=", lead.id)
      .execute();
    const at = new Date().toISOString();
    const applicationId = await insertApplication(db, lead.id, college.id);
    await addChecklist(db, applicationId, at);
    // A step ahead, and a working status link (the page finds it by the token's hash alone), so
    // the status page shows both of its lists and the lead page its link with Revoke.
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto("application_steps")
      .values({ application_id: applicationId, kind: "fee_due", on_date: soon, at_time: "11:00", created_at: at })
      .execute();
    // A first call overdue and a follow-up call due, so My day lists one in each of those sections.
    await db
      .updateTable("leads")
      .set({
        first_call_due_at: new Date(Date.now() - 3_600_000).toISOString(),
        next_follow_up_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .where("id", "=", lead.id)
      .execute();
    const token = await insertStatusLink(db, lead.id);
    // A payment, so the lead page lists one and its receipt has a page; with GST, so the tax lines are checked too.
    const owner = await db
      .selectFrom("admins")
      .select("id")
      .where("role", "=", "owner")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await saveSiteSettings(db, { ...(await getSiteSettings(db)), gstin: "27AAPFU0939F1ZV", gstRate: 18 });
    const { id: paymentId } = await recordPayment(
      db,
      {
        leadId: lead.id,
        applicationId,
        amountPaise: 1_25_000_00,
        paidOn: at.slice(0, 10),
        mode: "cheque",
        reference: "Cheque 004512, Canara Bank",
      },
      { id: owner.id, role: "owner" },
    );
    // Hours, so /counselling/book shows times, and a session the lead booked with its own link.
    const sessionToken = await insertCounsellingSession(db, lead.id, owner.id);
    return { collegeSlug: college.slug, leadId: lead.id, statusToken: token, paymentId, sessionToken };
  });
  const invitationToken = await withDatabase(databaseUrl, (db) => insertTeam(db));
  const cutoffImportId = await withDatabase(databaseUrl, (db) => insertCheckedCutoffImport(db));
  const lookAlikes = await withDatabase(databaseUrl, async (db) => {
    const pair: Omit<NewLead, "name" | "email"> = {
      form: "contact",
      page: "/Contact",
      phone: "9845099001",
      utm: {},
      consentPurposes: ["contact"],
    };
    const older = await createLead(db, { ...pair, name: "Pair One", email: "pair.one@example.in" });
    const newer = await createLead(db, { ...pair, name: "Pair Two", email: "pair.two@example.in" });
    return [older.id, newer.id] as [number, number];
  });
  await openAndHydrate(page, serverUrl, "/Admin/catalogue/colleges");
  const tabs = await page
    .getByRole("navigation", { name: "Catalogue" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const catalogue: SiteIds["catalogue"] = [];
  for (const href of tabs) {
    const entity = /^\/Admin\/catalogue\/([^/?]+)$/.exec(href)?.[1];
    if (!entity) throw new Error(`Unexpected catalogue tab link: ${href}`);
    await openAndHydrate(page, serverUrl, href);
    const edit = await page
      .locator("main table tbody tr")
      .first()
      .getByRole("link", { name: /^Edit / })
      .getAttribute("href");
    const id = Number(/\/(\d+)$/.exec(edit ?? "")?.[1]);
    if (!id) throw new Error(`The ${entity} list has no row to edit (first Edit link: ${edit})`);
    catalogue.push({ entity, id });
  }
  return {
    collegeSlug,
    leadId,
    lookAlikes,
    catalogue,
    privacyRequest,
    statusToken,
    paymentId,
    sessionToken,
    invitationToken,
    cutoffImportId,
  };
}

/** A cut-off import checked as an owner leaves it: a seat of a demo college, a bad row and an institute not in the catalogue. */
async function insertCheckedCutoffImport(db: AppDb): Promise<number> {
  const college = await db.selectFrom("colleges").select("name").orderBy("id").executeTakeFirstOrThrow();
  const owner = await db.selectFrom("admins").select("id").where("role", "=", "owner").executeTakeFirstOrThrow();
  const csv = [
    JOSAA_HEADER,
    `"${college.name}","Computer Science and Engineering (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,11,66`,
    `"${college.name}","Computer Science and Engineering (4 Years, Bachelor of Technology)",AI,SC,Gender-Neutral,90,20`,
    `"Indian Institute of Technology Nowhere","Civil Engineering (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,5000,6000`,
  ].join("\r\n");
  const { id } = await uploadCutoffImport(db, {
    fileName: "josaa.csv",
    bytes: new TextEncoder().encode(csv),
    admin: owner,
  });
  const defaults = { exam: "JEE Advanced", year: 2026, round: 6, source: "JoSAA 2026" };
  await checkCutoffImport(db, id, guessCutoffMapping(JOSAA_HEADER.split(",")), defaults);
  return id;
}

/**
 * A rights request as /privacy/request leaves it (waiting for its e-mailed code), so its page and
 * the owners' queue have one to show. `publicId` is 22 URL-safe characters. Returns it.
 */
/**
 * A working status link of a lead, written as sending one would but with a token of our own (the
 * page finds a link by its token's SHA-256 alone); answers the token.
 */
export async function insertStatusLink(db: AppDb, leadId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const at = new Date().toISOString();
  await db
    .insertInto("status_links")
    .values({
      lead_id: leadId,
      salt: crypto.randomBytes(32).toString("base64url"),
      token_hash: crypto.createHash("sha256").update(token).digest("hex"),
      emailed: 1,
      created_at: at,
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The Team page's rows beyond the signed-in owner: a second owner (so a row has its Make counsellor
 * and Deactivate forms), a deactivated counsellor, and an invitation whose link works, with a token
 * of our own (the page finds an invitation by its token's SHA-256 alone); answers the token.
 */
async function insertTeam(db: AppDb): Promise<string> {
  await insertStaff(db, { name: "Omar Owner", role: "owner" });
  const gone = await insertStaff(db, { name: "Gita Former", role: "counsellor", active: 0 });
  await db.updateTable("admins").set({ deactivated_at: new Date().toISOString() }).where("id", "=", gone).execute();
  const token = crypto.randomBytes(32).toString("base64url");
  const at = new Date();
  await db
    .insertInto("staff_invitations")
    .values({
      name: "Nisha Invited",
      email: "nisha.invited@example.in",
      role: "counsellor",
      salt: crypto.randomBytes(32).toString("base64url"),
      token_hash: crypto.createHash("sha256").update(token).digest("hex"),
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 72 * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Weekly hours for `adminId` (every day, all day) and a counselling session of the lead two days
 * ahead, with a link token of our own (the page finds a session by its token's SHA-256 alone).
 */
export async function insertCounsellingSession(db: AppDb, leadId: number, adminId: number): Promise<string> {
  const at = new Date().toISOString();
  await db
    .insertInto("counsellor_availability")
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        admin_id: adminId,
        weekday,
        start_minute: 0,
        end_minute: 1440,
        slot_minutes: 30,
        updated_at: at,
      })),
    )
    .execute();
  const halfHour = 30 * 60_000;
  const start = Math.ceil((Date.now() + 2 * 86_400_000) / halfHour) * halfHour;
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("counselling_sessions")
    .values({
      lead_id: leadId,
      admin_id: adminId,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + halfHour).toISOString(),
      topic: "Which B.Tech branch suits me?",
      uid: `${crypto.randomUUID()}@counselling`,
      manage_salt: crypto.randomBytes(32).toString("base64url"),
      manage_token_hash: crypto.createHash("sha256").update(token).digest("hex"),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return token;
}

export async function addWaitingPrivacyRequest(databaseUrl: string, publicId: string): Promise<string> {
  const at = new Date().toISOString();
  await withDatabase(databaseUrl, (db) =>
    db
      .insertInto("privacy_requests")
      .values({
        public_id: publicId,
        kind: "access",
        channel: "email",
        contact: "meera@example.in",
        status: "awaiting_code",
        code_hash: "not-a-real-code",
        code_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
        due_at: at,
        created_at: at,
      })
      .onConflict((oc) => oc.column("public_id").doNothing())
      .execute(),
  );
  return publicId;
}

/**
 * Opens a page, checks its status and waits until React has hydrated it and run its effects.
 * Lighter than waitForHydration (no wait for an idle network), as these checks open a hundred
 * pages; a page's scripts are in before it hydrates.
 */
export async function openHydrated(page: Page, serverUrl: string, target: SitePage): Promise<void> {
  const response = await page.goto(`${serverUrl}${target.path}`);
  expect(response?.status(), describePage(target)).toBe(target.status);
  await waitForHydration(page, { settleMs: 50 });
}

/** A label for a page in a report: its path, and "(signed in)" where that applies. */
export const describePage = (page: SitePage) => `${page.path}${page.signedIn ? " (signed in)" : ""}`;
