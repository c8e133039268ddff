import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { SERVICE_PAGES } from "./service-paths";
import { STREAM_PAGES } from "./stream-paths";

/** The module of every service page: it reads which service from its path. */
const SERVICE_MODULE = "routes/public/info/service.tsx";

/**
 * The public site's pages, in sitemap order: [path, module]. Each is also the Hindi page at
 * `/hi/<path>` (`/hi` for home): one module, two paths, its language read from the path
 * (docs/decisions/059-hindi-site-plan.md). The college page comes last, as its slug takes any
 * first segment the others leave.
 */
const PUBLIC_PAGES: readonly (readonly [path: string, file: string, id?: string])[] = [
  ["", "routes/public/home.tsx"],
  ["colleges-course", "routes/public/colleges-course.tsx"],
  [STREAM_PAGES.engineering, "routes/public/streams/engineering.tsx"],
  [STREAM_PAGES.management, "routes/public/streams/management.tsx"],
  [STREAM_PAGES.medical, "routes/public/streams/medical.tsx"],
  ["weAre", "routes/public/info/we-are.tsx"],
  ["believe", "routes/public/info/believe.tsx"],
  ["whywe", "routes/public/info/why-we.tsx"],
  ["founder", "routes/public/info/founder.tsx"],
  ["career", "routes/public/info/career.tsx"],
  ["institutional", "routes/public/info/institutional.tsx"],
  ["industry", "routes/public/info/industry.tsx"],
  ["NCS", "routes/public/info/ncs.tsx"],
  ["whom", "routes/public/info/whom.tsx"],
  ["Process", "routes/public/info/process.tsx"],
  ["FaqDetail", "routes/public/info/faq.tsx"],
  ["Contact", "routes/public/info/contact.tsx"],
  // The menu's services: one module, a route each (React Router needs an id per route).
  ...Object.values(SERVICE_PAGES).map((path) => [path, SERVICE_MODULE, `${SERVICE_MODULE}/${path}`] as const),
  ["privacy", "routes/public/info/privacy.tsx"],
  ["privacy/withdraw", "routes/public/privacy/withdraw.tsx"],
  ["privacy/confirm", "routes/public/privacy/confirm.tsx"],
  ["privacy/request", "routes/public/privacy/request.tsx"],
  ["privacy/request/:publicId", "routes/public/privacy/request-status.tsx"],
  // The student's status page: a token in the address, no sign-in (ADR 049).
  ["status/:token", "routes/public/status.tsx"],
  // A fee's receipt through the same link (ADR 083).
  ["status/:token/receipt/:id", "routes/public/status-receipt.tsx"],
  ["exams", "routes/public/exams.tsx"],
  // The rank predictor: its question in the address (issue 46, ADR 087).
  ["predictor", "routes/public/predictor.tsx"],
  ["counselling/book", "routes/public/counselling/book.tsx"],
  // A student's own booking: a token in the address, no sign-in (ADR 051).
  ["counselling/session/:token", "routes/public/counselling/session.tsx"],
  ["compare", "routes/public/compare.tsx"],
  ["shortlist", "routes/public/shortlist.tsx"],
  ["disk/:slug", "routes/public/disk.tsx"],
  ["college/disk/:slug", "routes/public/college-disk.tsx"],
  [":college", "routes/public/college.tsx"],
];

/** The root of the Hindi site (app/utils/i18n/locale.ts reads a page's language from it). */
const HINDI = "hi";

function publicPages(): RouteConfigEntry[] {
  return PUBLIC_PAGES.map(([path, file, id]) => (path === "" ? index(file) : route(path, file, id ? { id } : {})));
}

/**
 * Each public page again under /hi, with an id of its own (React Router needs one per route):
 * "hi/" and the module's. The language of the page is its path's (app/utils/i18n/locale.ts).
 */
function hindiTwins(): RouteConfigEntry[] {
  return PUBLIC_PAGES.map(([path, file, id]) =>
    route(path === "" ? HINDI : `${HINDI}/${path}`, file, { id: `${HINDI}/${id ?? file.replace(/\.tsx?$/, "")}` }),
  );
}

/** Staff sign in here: English only, the admin area being English. */
const STAFF_SIGN_IN = [
  route("AdminReg", "routes/admin/register.tsx"),
  route("AdminLogin", "routes/admin/login.tsx"),
  // A colleague's invitation: its token is the key; it sets their password once (ADR 074).
  route("AdminInvitation/:token", "routes/admin/invitation.tsx"),
];

/** Addresses a page had before: each leads to where it is now. */
const OLD_ADDRESSES = [
  // The Hindi notice's first address.
  route("privacy/hi", "routes/public/info/privacy-hi-redirect.ts"),
];

/** Any other address: the not-found page, in Hindi under /hi. React Router ranks these last. */
const NOT_FOUND = [
  route(`${HINDI}/*`, "routes/public/not-found.tsx", { id: `${HINDI}/routes/public/not-found` }),
  route("*", "routes/public/not-found.tsx"),
];

/**
 * The site map. Paths match case-insensitively (React Router's default), as the original did.
 * What a page is (its runtime, what its kept page depends on, its sitemap entry, its header and
 * footer) it declares in its own module's `handle` (docs/adding-a-page.md); the tables built from
 * that (the page cache key, the sitemap's fixed pages, the slugs no college may take) follow this
 * tree. The sitemap lists its pages in this order.
 */
export default [
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemap/:page", "routes/seo/sitemap-page.ts"),
  route("og/college/:slug", "routes/seo/college-og-image.ts"),
  route("exams/:id/calendar.ics", "routes/public/exam-calendar-file.ts"),
  route("search/suggest", "routes/public/search-suggest.ts"),
  // A lead form's post with JavaScript, answered with JSON (the page's own action takes it without).
  route("leads/enquire", "routes/public/lead-enquiry.ts"),

  // The original product's HTTP API (docs/original-contract.md#api-calls, docs/api.md), at its own
  // paths, over the same services as the pages.
  route("narayanaApi/adminRegister.php", "routes/api/admin-register.ts"),
  route("narayanaApi/adminLogin.php", "routes/api/admin-login.ts"),
  route("narayanaApi/getAdmin.php", "routes/api/admin-list.ts"),
  route("narayanaApi/college_catagory.php", "routes/api/add-category.ts"),
  route("narayanaApi/getCollege.php", "routes/api/colleges.ts"),
  route("narayanaApi/college_course.php", "routes/api/courses.ts"),
  route("narayanaApi/collegedetails.php", "routes/api/college-details.ts"),
  route("CatagoryGet", "routes/api/categories.ts"),
  route("details", "routes/api/add-college.ts"),
  route("DetailsGet", "routes/api/college-options.ts"),
  route("CollegeBranch", "routes/api/add-branch.ts"),
  route("CollegeCourse", "routes/api/add-course.ts"),
  route("CollegePlacement", "routes/api/add-placement.ts"),
  route("CourceGet", "routes/api/courses.ts", { id: "routes/api/cource-get" }),
  // JSON POSTs to /Category and /Addmission arrive here (server/app.ts; those paths are also pages).
  route("api/Category", "routes/api/add-category.ts", { id: "routes/api/category" }),
  route("api/Addmission", "routes/api/add-exam.ts"),
  // The intake API: other systems send leads with an owner's API key (docs/decisions/055-intake-api.md).
  route("api/leads", "routes/api/leads.ts"),

  // The admin area: every page checks the session in its own loader and action as well.
  layout("routes/admin/layout.tsx", [
    route("Admin/Desboard", "routes/admin/dashboard.tsx"),
    route("Admin/today", "routes/admin/today.tsx"),
    route("Admin/Details", "routes/admin/add-college.tsx"),
    route("Admin/CollegeBranch", "routes/admin/add-branch.tsx"),
    route("Admin/CollegeCource", "routes/admin/add-course.tsx"),
    route("Admin/Placement", "routes/admin/add-placement.tsx"),
    route("Addmission", "routes/admin/add-exam.tsx"),
    route("category", "routes/admin/add-category.tsx"),
    route("Admin/queue", "routes/admin/queue.tsx"),
    route("Admin/leads", "routes/admin/leads.tsx"),
    route("Admin/import", "routes/admin/lead-import.tsx"),
    // design.md names the screen /Admin/leads/import: that address leads here.
    route("Admin/leads/import", "routes/admin/lead-import-redirect.ts"),
    route("Admin/cutoffs/import", "routes/admin/cutoff-import.tsx"),
    route("Admin/leads/:id", "routes/admin/lead-detail.tsx"),
    route("Admin/leads/:id/merge", "routes/admin/lead-merge.tsx"),
    route("Admin/receipts/:id", "routes/admin/receipt.tsx"),
    route("Admin/calendar", "routes/admin/calendar.tsx"),
    route("Admin/availability", "routes/admin/availability.tsx"),
    route("Admin/season", "routes/admin/season.tsx"),
    route("Admin/reports", "routes/admin/reports.tsx"),
    route("Admin/catalogue/:entity", "routes/admin/catalogue/list.tsx"),
    route("Admin/catalogue/:entity/:id", "routes/admin/catalogue/edit.tsx"),
    route("Admin/catalogue/colleges/:id/facts", "routes/admin/college-facts.tsx"),
    route("Admin/settings", "routes/admin/settings.tsx"),
    route("Admin/settings/documents", "routes/admin/settings-documents.tsx"),
    route("Admin/settings/api-keys", "routes/admin/settings-api-keys.tsx"),
    route("Admin/settings/first-call", "routes/admin/settings-first-call.tsx"),
    route("Admin/admins", "routes/admin/admins.tsx"),
    route("Admin/admins/new", "routes/admin/add-admin.tsx"),
    route("Admin/team", "routes/admin/team.tsx"),
    route("Admin/account", "routes/admin/account.tsx"),
    route("Admin/alerts", "routes/admin/alerts.tsx"),
    route("Admin/outbox", "routes/admin/outbox.tsx"),
    route("Admin/privacy", "routes/admin/privacy-requests.tsx"),
    route("Admin/audit", "routes/admin/audit.tsx"),
  ]),
  route("Admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("Admin/reports.csv", "routes/admin/reports-csv.ts"),
  // A document's file: a download, with the same 404 for anyone who may not see the lead (ADR 047).
  route("Admin/leads/:id/files/:fileId", "routes/admin/document-download.ts"),
  route("Admin/leads/:id/earlier-files/:versionId", "routes/admin/document-version-download.ts"),
  // A calendar app has no session: the feed's token is its key (ADR 046).
  route("Admin/calendar.ics", "routes/admin/calendar-ics.ts"),
  route("Admin/colleges.json", "routes/admin/colleges-json.ts"),
  route("Admin/logout", "routes/admin/logout.ts"),

  layout("routes/public/layout.tsx", [
    ...publicPages(),
    ...STAFF_SIGN_IN,
    ...OLD_ADDRESSES,
    ...hindiTwins(),
    ...NOT_FOUND,
  ]),
] satisfies RouteConfig;
