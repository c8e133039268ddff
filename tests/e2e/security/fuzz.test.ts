import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApiKey } from "#app/features/intake/api-keys.server";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import { prng } from "../../../scripts/lib/prng.mjs";
import { engines } from "../support/databases";
import { ADMIN, SESSION_COOKIE, postForm, withDatabase } from "../admin/admin-helpers";
import { LEAKED_INTERNALS, leadFields, startSecurityServer, type SecurityServer } from "./security-helpers";

/**
 * A seeded fuzz of every form route and every write of the spec's API: random and boundary
 * values (empty, at and just past each length limit, unicode, control characters, numbers as
 * text, huge, negative and fractional numbers, arrays, objects, null, booleans), missing and extra
 * fields, wrong content types and broken bodies, four at a time. No answer may be a 5xx (but the
 * hash queue's designed 503 with Retry-After when sign-ups arrive faster than it hashes), nor a
 * dropped connection; afterwards every row in the database must be whole.
 *
 * Each run picks a new seed and prints it; FUZZ_SEED=<seed> repeats that run's requests.
 * FUZZ_REQUESTS and FUZZ_SECONDS bound it (default 522 requests per engine, or 30 s if the
 * machine is slow: a count, not a time, so a busy machine does not do the same work for longer
 * and a fast one does not do more). Every run has a new seed, so runs add up to different inputs. The login is not fuzzed: its throttle would lock the
 * suite out.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
/**
 * The default count: 8.7 requests per unit of the targets' weights (below), as many per target as
 * when the contact and stream pages were four targets and the count 600 (now 522).
 */
const REQUESTS_PER_WEIGHT = 600 / 69;
const MAX_SECONDS = Number(process.env.FUZZ_SECONDS ?? 30);
const CONCURRENCY = 4;

class Gen {
  constructor(readonly random: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
}

/** Lengths at and around every limit the schemas set (100, 200, 300, 500, 2,000, 5,000 characters). */
const LENGTHS = [0, 1, 99, 100, 101, 199, 200, 201, 299, 300, 301, 499, 500, 501, 1999, 2000, 2001, 4999, 5000, 5001];

const TEXTS = [
  "",
  " ",
  "   \t\n ",
  "a",
  "Indian Institute of Testing",
  "अभियांत्रिकी महाविद्यालय",
  "🎓👩‍🎓🇮🇳",
  "e\u0301\u202Eevil\u202C\u200B",
  "\uFFFD\uFEFF",
  "\u0001\u0007\u001b[31m\u007f",
  "nul\u0000byte",
  "lone \uD800 surrogate",
  "line\r\nbreak",
  "<script>window.__xss=1</script>",
  `"><img src=x onerror=alert(1)>`,
  "' OR '1'='1",
  "'; DROP TABLE colleges;--",
  "%",
  "_",
  "\\",
  "%_\\",
  "$1 :name ?",
  "{{7*7}}",
  "${7*7}",
  '=HYPERLINK("x")',
  "0",
  "-1",
  "1.5",
  "1e3",
  "1e400",
  "2147483648",
  "99999999999",
  "9007199254740993",
  "NaN",
  "Infinity",
  "-0",
  "0x1F",
  " 7 ",
  "१२",
  "1,25,000",
  "₹ 1,00,000",
  "2027-02-30",
  "2027-13-01",
  "0000-01-01",
  "9999-12-31",
  "2027-05-01T00:00:00Z",
  "a@b.c",
  "not-an-email",
  '"quoted"@example.com',
  "9845012345",
  "+91 98450 12345",
  "12345",
  "https://example.edu.in",
  "javascript:alert(1)",
  "on",
  "true",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
];

const NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  1e21,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -1e308,
  Number.MAX_VALUE,
  5e-324,
];

const EXTRA_FIELDS = [
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "slug",
  "is_sample_data",
  "view_count",
  "created_at",
  "admin_id",
  "status",
  "x".repeat(300),
];

/** A random text value: from the pool, a length at a limit, or random code points. */
function randomText(g: Gen): string {
  const kind = g.int(0, 9);
  if (kind < 6) return g.pick(TEXTS);
  if (kind < 8) return g.pick(["x", "é", "अ", "🎓", " "]).repeat(g.pick(LENGTHS));
  let text = "";
  for (let i = g.int(1, 40); i > 0; i--)
    text += String.fromCodePoint(g.pick([g.int(32, 126), g.int(0, 31), g.int(0x80, 0x2fff), g.int(0x1f300, 0x1faff)]));
  return text;
}

/** A random JSON value of any type. */
function randomJson(g: Gen, depth = 0): unknown {
  const kind = g.int(0, 9);
  if (kind < 4) return randomText(g);
  if (kind < 6) return g.pick(NUMBERS);
  if (kind === 6) return g.pick([true, false, null]);
  if (kind === 7 && depth < 3) return Array.from({ length: g.int(0, 3) }, () => randomJson(g, depth + 1));
  if (kind === 8 && depth < 3) return { [g.pick(EXTRA_FIELDS)]: randomJson(g, depth + 1), $gt: "" };
  return g.int(1, 40);
}

interface Ids {
  colleges: number[];
  slugs: string[];
  categories: number[];
  leads: number[];
}

interface Target {
  name: string;
  kind: "form" | "json";
  admin: boolean;
  weight: number;
  path(g: Gen, ids: Ids): string;
  /** Field → a valid value for `path` (the fuzz starts from a valid record and breaks parts of it). */
  fields(g: Gen, ids: Ids, path: string): Record<string, unknown>;
  /** The largest body the route reads, for "just over the limit". */
  limit?: number;
  /** Sent with the API key in Authorization instead of a cookie (POST /api/leads). */
  apiKey?: boolean;
}

const id = (g: Gen, pool: number[]) =>
  g.chance(0.85) ? g.pick(pool) : g.pick([0, -1, 999_999, 2 ** 31, 2 ** 53 - 1, g.int(1, 500)]);

const collegeFields = (g: Gen, ids: Ids, spec: boolean): Record<string, unknown> => {
  const name = `Fuzz College ${g.int(0, 999_999)}`;
  const text = (label: string) => `${label} ${g.int(0, 999)}`;
  const ours = {
    name,
    location: text("Location"),
    address: text("Address"),
    cities: text("City"),
    state: text("State"),
    university: text("University"),
    verified_by: "AICTE",
    website: `https://fuzz-${g.int(0, 999)}.example.in`,
    study_mode: "Full time",
    category_id: id(g, ids.categories),
    about: text("About"),
    ranking: text("Ranking"),
    admission: text("Admission"),
    placement: text("Placement"),
    fee_structure: text("Fees"),
    courses_overview: text("Courses"),
    hostel: text("Hostel"),
    campus: text("Campus"),
  };
  if (!spec) return ours;
  const {
    website,
    category_id,
    about,
    ranking,
    admission,
    placement,
    fee_structure,
    courses_overview,
    hostel,
    campus,
    ...rest
  } = ours;
  return {
    ...rest,
    college_website: website,
    cat_id: category_id,
    about_college: about,
    college_ranking: ranking,
    college_admission: admission,
    college_placement: placement,
    college_structure: fee_structure,
    college_course: courses_overview,
    college_hostel: hostel,
    college_campus: campus,
  };
};

const person = (g: Gen) => ({
  name: `Fuzz Person ${g.int(0, 999_999)}`,
  email: `fuzz${g.int(0, 999_999)}@example.com`,
  mobile: `98${g.int(10_000_000, 99_999_999)}`,
});

const leadTarget = (
  form: string,
  path: (g: Gen, ids: Ids) => string,
  extra: (g: Gen) => Record<string, unknown>,
): Target => ({
  name: `lead ${form}`,
  kind: "form",
  admin: false,
  weight: 3,
  path,
  // The submission id comes from the seed too, so a run repeats exactly.
  fields: (g) => ({ ...leadFields(form, { submission_id: `fuzz-${g.int(0, 1e9)}` }), ...extra(g) }),
});

const standardLead = (g: Gen) => ({ ...person(g), course: g.pick(["B.Tech", "MBA", "MBBS"]) });

/** The pages whose lead form is the standard one with nothing of the page's own: path → form. */
const STANDARD_LEAD_PAGES: Record<string, string> = {
  "/Contact": "contact",
  "/top-engineering-colleges-in-india": "engineering",
  "/Management-colleges-in-india": "management",
  "/Medical-colleges-in-india": "medical",
};

const TARGETS: Target[] = [
  leadTarget(
    "banner",
    () => "/?index",
    (g) => ({ name: person(g).name, phone: "9845012345", stream: "Engineering", course: "MBA" }),
  ),
  // The contact page and the three stream pages post the same fields to the same action
  // (handleLeadSubmission with the standard schema; only the form's name differs): one target,
  // each request to one of the four, so this code gets as many requests as any other lead form.
  {
    ...leadTarget("contact", () => "/Contact", standardLead),
    name: "lead contact or stream page",
    path: (g) => g.pick(Object.keys(STANDARD_LEAD_PAGES)),
    fields: (g, _ids, path) => ({
      ...leadFields(STANDARD_LEAD_PAGES[path]!, { submission_id: `fuzz-${g.int(0, 1e9)}` }),
      ...standardLead(g),
    }),
  },
  leadTarget("college", (g, ids) => `/${g.pick(ids.slugs)}`, standardLead),
  leadTarget("disk", (g, ids) => `/disk/${g.pick(ids.slugs)}`, standardLead),
  leadTarget(
    "franchise",
    () => "/Process",
    (g) => ({ ...person(g), city: "Mysuru", message: "An office near the bus stand." }),
  ),
  {
    name: "form /Admin/Details",
    kind: "form",
    admin: true,
    weight: 3,
    path: () => "/Admin/Details",
    fields: (g, ids) => collegeFields(g, ids, false),
  },
  {
    name: "form /Admin/CollegeBranch",
    kind: "form",
    admin: true,
    weight: 3,
    path: () => "/Admin/CollegeBranch",
    fields: (g, ids) => ({ name: `Fuzz Branch ${g.int(0, 999_999)}`, college_id: id(g, ids.colleges) }),
  },
  {
    name: "form /Admin/CollegeCource",
    kind: "form",
    admin: true,
    weight: 3,
    path: () => "/Admin/CollegeCource",
    fields: (g, ids) => ({
      college_id: id(g, ids.colleges),
      name: `Fuzz Course ${g.int(0, 999_999)}`,
      duration: "4 years",
      fee_inr: String(g.int(0, 2_000_000)),
      semesters: String(g.int(1, 12)),
    }),
  },
  {
    name: "form /Admin/Placement",
    kind: "form",
    admin: true,
    weight: 3,
    path: () => "/Admin/Placement",
    fields: (g, ids) => ({ company_name: `Fuzz Ltd ${g.int(0, 999_999)}`, college_id: id(g, ids.colleges) }),
  },
  {
    name: "form /Addmission",
    kind: "form",
    admin: true,
    weight: 3,
    path: () => "/Addmission",
    fields: (g, ids) => ({
      name: `Fuzz Exam ${g.int(0, 999_999)}`,
      exam_date: "2027-05-01",
      category_id: id(g, ids.categories),
    }),
  },
  {
    name: "form /category",
    kind: "form",
    admin: true,
    weight: 2,
    path: () => "/category",
    fields: (g) => ({ name: `Fuzz Category ${g.int(0, 999)}` }),
  },
  {
    name: "form /Admin/Desboard",
    kind: "form",
    admin: true,
    weight: 2,
    path: () => "/Admin/Desboard",
    fields: (g) => ({ name: `Fuzz Stream ${g.int(0, 999)}` }),
  },
  {
    name: "form /Admin/catalogue/:entity/:id (edit)",
    kind: "form",
    admin: true,
    weight: 2,
    path: (g) => {
      const entity = g.pick(["colleges", "categories", "branches", "courses", "exams", "placements", "nothing"]);
      return `/Admin/catalogue/${entity}/${g.chance(0.8) ? g.int(1, 40) : g.pick(["0", "-1", "abc", "1.5"])}`;
    },
    fields: (g, ids) => ({
      ...collegeFields(g, ids, false),
      college_id: id(g, ids.colleges),
      duration: "2 years",
      fee_inr: "100000",
      semesters: "4",
      exam_date: "2027-06-01",
      company_name: `Fuzz Edit ${g.int(0, 999)}`,
    }),
  },
  {
    name: "form /Admin/catalogue/:entity (delete)",
    kind: "form",
    admin: true,
    weight: 1,
    path: (g) => `/Admin/catalogue/${g.pick(["colleges", "categories", "branches", "courses", "exams", "placements"])}`,
    fields: (g) => ({ intent: "delete", id: g.int(1, 120) }),
  },
  {
    name: "form /Admin/leads/:id",
    kind: "form",
    admin: true,
    weight: 1,
    path: (g, ids) => `/Admin/leads/${g.chance(0.9) ? g.pick(ids.leads) : g.pick(["0", "abc", "99999"])}`,
    fields: (g) => ({
      status: g.pick(["new", "contacted", "converted", "closed"]),
      notes: `Fuzz note ${g.int(0, 999)}`,
    }),
  },
  {
    name: "form /Admin/settings",
    kind: "form",
    admin: true,
    weight: 1,
    path: () => "/Admin/settings",
    fields: (g) => ({
      brandName: "Margdarshan Education",
      tagline: `Fuzz tagline ${g.int(0, 999)}`,
      phone: "+91 80 4719 2200",
      email: "admissions@example.in",
      whatsappNumber: "918047192200",
      whatsappText: "Hello",
      facebook: "",
      instagram: "",
      youtube: "",
      linkedin: "",
      x: "",
      offices: "Bengaluru | 14 Residency Road | +91 80 4719 2200",
    }),
  },
  {
    name: "form /Admin/admins",
    kind: "form",
    admin: true,
    weight: 1,
    path: () => "/Admin/admins",
    fields: (g) => ({ intent: "remove", id: g.int(1, 6) }),
  },
  {
    name: "form /Admin/account",
    kind: "form",
    admin: true,
    weight: 1,
    path: () => "/Admin/account",
    fields: (g) => ({ current: g.pick(["", "wrong-password"]), next: "another-pass-9", confirm: "another-pass-9" }),
  },
  {
    name: "form /AdminReg",
    kind: "form",
    admin: true,
    weight: 1,
    path: () => "/AdminReg",
    fields: (g) => ({ ...person(g), password: "fuzz-password-1", role: g.pick(["", "owner", "admin"]) }),
  },
  {
    name: "API college_catagory.php",
    kind: "json",
    admin: true,
    weight: 2,
    limit: 16 * 1024,
    path: (g) => g.pick(["/narayanaApi/college_catagory.php", "/Category", "/api/Category"]),
    fields: (g) => ({ catagory_name: `Fuzz API Category ${g.int(0, 9999)}` }),
  },
  {
    name: "API /api/leads",
    kind: "json",
    admin: false,
    apiKey: true,
    weight: 2,
    limit: 16 * 1024,
    path: () => "/api/leads",
    fields: (g) => ({
      name: person(g).name,
      phone: person(g).mobile,
      email: person(g).email,
      course: "MBA",
      source: g.pick(["missed-call", "call-centre"]),
      consent: g.pick([["contact"], ["contact", "updates"]]),
    }),
  },
  {
    name: "API /details",
    kind: "json",
    admin: true,
    weight: 3,
    limit: 256 * 1024,
    path: () => "/details",
    fields: (g, ids) => collegeFields(g, ids, true),
  },
  {
    name: "API /Addmission",
    kind: "json",
    admin: true,
    weight: 2,
    limit: 16 * 1024,
    path: (g) => g.pick(["/Addmission", "/api/Addmission"]),
    fields: (g, ids) => ({
      exam_name: `Fuzz API Exam ${g.int(0, 9999)}`,
      exam_date: "2027-04-18",
      catagoryId: id(g, ids.categories),
    }),
  },
  {
    name: "API /CollegeBranch",
    kind: "json",
    admin: true,
    weight: 2,
    limit: 16 * 1024,
    path: () => "/CollegeBranch",
    fields: (g, ids) => ({ branch_name: `Fuzz API Branch ${g.int(0, 999_999)}`, college_id: id(g, ids.colleges) }),
  },
  {
    name: "API /CollegeCourse",
    kind: "json",
    admin: true,
    weight: 2,
    limit: 16 * 1024,
    path: () => "/CollegeCourse",
    fields: (g, ids) => ({
      college_id: id(g, ids.colleges),
      course_name: `Fuzz API Course ${g.int(0, 9999)}`,
      course_duration: "4 years",
      course_fee: g.pick([150000, "1,25,000", 0]),
      sem_no: g.pick([8, "8", 24]),
    }),
  },
  {
    name: "API /CollegePlacement",
    kind: "json",
    admin: true,
    weight: 2,
    limit: 16 * 1024,
    path: () => "/CollegePlacement",
    fields: (g, ids) => ({ company_name: `Fuzz API Ltd ${g.int(0, 9999)}`, college_id: id(g, ids.colleges) }),
  },
  {
    name: "API collegedetails.php",
    kind: "json",
    admin: false,
    weight: 2,
    limit: 16 * 1024,
    path: () => "/narayanaApi/collegedetails.php",
    fields: (g, ids) => ({ college_id: id(g, ids.colleges) }),
  },
  {
    name: "API adminRegister.php",
    kind: "form",
    admin: true,
    weight: 1,
    limit: 16 * 1024,
    path: () => "/narayanaApi/adminRegister.php",
    fields: (g) => ({ ...person(g), password: "fuzz-password-2" }),
  },
];

const MAX_REQUESTS = Number(
  process.env.FUZZ_REQUESTS ??
    Math.round(REQUESTS_PER_WEIGHT * TARGETS.reduce((sum, target) => sum + target.weight, 0)),
);

interface FuzzRequest {
  n: number;
  target: string;
  path: string;
  contentType: string | undefined;
  body: string | Uint8Array;
  admin: boolean;
  apiKey?: boolean;
}

/** One request: a valid record with some fields broken, dropped or added, in a (usually) right body. */
function nextRequest(g: Gen, ids: Ids, n: number): FuzzRequest {
  const total = TARGETS.reduce((sum, target) => sum + target.weight, 0);
  let roll = g.random() * total;
  const target = TARGETS.find((candidate) => (roll -= candidate.weight) < 0) ?? TARGETS[0]!;
  const path = target.path(g, ids);
  const fields: Record<string, unknown> = { ...target.fields(g, ids, path) };
  for (const key of Object.keys(fields)) {
    const roll = g.random();
    if (roll < 0.06) delete fields[key];
    else if (roll < 0.3) fields[key] = target.kind === "json" ? randomJson(g) : randomText(g);
  }
  if (g.chance(0.15)) fields[g.pick(EXTRA_FIELDS)] = target.kind === "json" ? randomJson(g) : randomText(g);

  const form = (values: Record<string, unknown>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      // A field sent twice, as a form with two inputs of one name does.
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.append(key, String(value ?? ""));
    }
    return params;
  };
  const multipart = (values: Record<string, unknown>) => {
    const boundary = `----fuzz${g.int(0, 1e9)}`;
    let body = "";
    for (const [key, value] of Object.entries(values)) {
      const file = g.chance(0.05);
      body += `--${boundary}\r\nContent-Disposition: form-data; name="${key}"${file ? '; filename="x.png"\r\nContent-Type: image/png' : ""}\r\n\r\n${String(value ?? "")}\r\n`;
    }
    return { body: `${body}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  };

  let contentType: string | undefined;
  let body: string | Uint8Array;
  const shape = g.random();
  if (shape < 0.75) {
    // The route's own kind of body.
    if (target.kind === "json") {
      contentType = "application/json";
      body = JSON.stringify(fields);
    } else if (g.chance(0.7)) {
      contentType = "application/x-www-form-urlencoded";
      body = form(fields).toString();
    } else {
      ({ body, type: contentType } = multipart(fields));
    }
  } else if (shape < 0.83) {
    // The other kind.
    if (target.kind === "json") {
      contentType = "application/x-www-form-urlencoded";
      body = form(fields).toString();
    } else {
      contentType = "application/json";
      body = JSON.stringify(fields);
    }
  } else if (shape < 0.9) {
    contentType = g.pick([
      undefined,
      "text/plain",
      "application/json; charset=utf-16",
      "multipart/form-data",
      "application/xml",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
    ]);
    body = target.kind === "json" ? JSON.stringify(fields) : form(fields).toString();
  } else if (shape < 0.96) {
    // Broken bodies: cut short, not JSON at all, a JSON non-object, random bytes.
    contentType =
      target.kind === "json"
        ? "application/json"
        : g.pick(["application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]);
    const whole = target.kind === "json" ? JSON.stringify(fields) : form(fields).toString();
    body = g.pick([
      whole.slice(0, g.int(0, whole.length)),
      "[1,2,3]",
      "null",
      '"text"',
      '{"a":',
      "%E0%A4%A=%",
      Uint8Array.from({ length: g.int(1, 512) }, () => g.int(0, 255)),
    ]);
  } else {
    // At and just past the route's body limit.
    const limit = target.limit ?? 64 * 1024;
    const padding = "x".repeat(Math.max(0, limit - 40 + g.int(-8, 48)));
    contentType = target.kind === "json" ? "application/json" : "application/x-www-form-urlencoded";
    body =
      target.kind === "json" ? JSON.stringify({ ...fields, padding }) : `${form(fields).toString()}&padding=${padding}`;
  }
  return { n, target: target.name, path, contentType, body, admin: target.admin, apiKey: target.apiKey };
}

interface Failure {
  n: number;
  target: string;
  path: string;
  contentType: string | undefined;
  status: number;
  body: string;
  answer: string;
}

for (const engine of engines()) {
  describe(`seeded fuzz of every form route and API write [${engine}]`, () => {
    let s: SecurityServer;
    let ids: Ids;
    let apiKey: string;

    beforeAll(async () => {
      s = await startSecurityServer(engine, { LEADS_PER_IP_PER_HOUR: "0" });
      const lead = leadFields("contact", {
        name: "Fuzz Seed",
        email: "fuzz.seed@example.com",
        mobile: "9845012345",
        course: "MBA",
      });
      expect((await postForm(s.server.url, "/Contact", lead)).status).toBe(200);
      ids = await withDatabase(s.databaseUrl, async (db) => ({
        colleges: (await db.selectFrom("colleges").select("id").execute()).map((row) => row.id),
        slugs: (await db.selectFrom("colleges").select("slug").limit(5).execute()).map((row) => row.slug),
        categories: (await db.selectFrom("categories").select("id").execute()).map((row) => row.id),
        leads: (await db.selectFrom("leads").select("id").execute()).map((row) => row.id),
      }));
      apiKey = await withDatabase(s.databaseUrl, async (db) => {
        const owner = await db.selectFrom("admins").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
        return (await createApiKey(db, { name: "Fuzz" }, owner)).key;
      });
    });

    afterAll(async () => {
      await s?.server.stop();
    });

    /**
     * The hash queue turns sign-ups away with 503 and Retry-After when it is full (a busy CI
     * machine, four fuzz requests at once): that is the designed back-pressure, not a failure.
     */
    function isDesignedBusyAnswer(answer: { status: number; text: string; retryAfter: string | null }) {
      return answer.status === 503 && answer.retryAfter !== null && /"error":"busy"|server is busy/i.test(answer.text);
    }

    async function send(request: {
      path: string;
      method?: string;
      contentType?: string;
      body?: string | Uint8Array;
      admin: boolean;
      apiKey?: boolean;
    }) {
      const headers: Record<string, string> = { accept: "text/html,application/json" };
      if (request.contentType) headers["content-type"] = request.contentType;
      if (request.admin) headers.cookie = `${SESSION_COOKIE}=${s.token}`;
      if (request.apiKey) headers.authorization = `Bearer ${apiKey}`;
      try {
        const response = await fetch(`${s.server.url}${request.path}`, {
          method: request.method ?? "POST",
          headers,
          body:
            request.body === undefined
              ? undefined
              : typeof request.body === "string"
                ? request.body
                : new Blob([Buffer.from(request.body)]),
          redirect: "manual",
        });
        return {
          status: response.status,
          text: await response.text(),
          retryAfter: response.headers.get("retry-after"),
        };
      } catch (error) {
        return {
          status: 0,
          retryAfter: null,
          text: `network error: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? "")}`,
        };
      }
    }

    test("ids at and past the 32-bit and 53-bit integer limits, and ids that are not numbers, get a 4xx from every write and page (not a 500)", async () => {
      const huge = [2 ** 31, 2 ** 53 - 1, "99999999999"];
      const answers: Record<string, number> = {};
      const collegeId = ids.colleges[0]!;
      for (const value of huge) {
        const json = async (path: string, body: Record<string, unknown>) =>
          (answers[`${path} ${JSON.stringify(body)}`] = (
            await send({ path, contentType: "application/json", body: JSON.stringify(body), admin: true })
          ).status);
        const form = async (path: string, body: Record<string, string>) =>
          (answers[`${path} ${new URLSearchParams(body)}`] = (
            await send({
              path,
              contentType: "application/x-www-form-urlencoded",
              body: new URLSearchParams(body).toString(),
              admin: true,
            })
          ).status);
        await json("/CollegeBranch", { branch_name: "Huge id branch", college_id: value });
        await json("/CollegePlacement", { company_name: "Huge id Ltd", college_id: value });
        await json("/CollegeCourse", {
          college_id: value,
          course_name: "Huge",
          course_duration: "1 year",
          course_fee: 1,
          sem_no: 2,
        });
        await json("/Addmission", { exam_name: "Huge id exam", exam_date: "2027-01-01", catagoryId: value });
        await json("/details", {
          ...collegeFields(new Gen(prng(1)), ids, true),
          name: `Huge id college ${String(value)}`,
          cat_id: value,
        });
        await json("/narayanaApi/collegedetails.php", { college_id: value });
        await form("/Admin/CollegeBranch", { name: "Huge id branch", college_id: String(value) });
        await form("/Admin/Placement", { company_name: "Huge id Ltd", college_id: String(value) });
        await form("/Admin/CollegeCource", {
          college_id: String(value),
          name: "Huge",
          duration: "1 year",
          fee_inr: "1",
          semesters: "2",
        });
        await form("/Addmission", { name: "Huge id exam", exam_date: "2027-01-01", category_id: String(value) });
        await form("/Admin/catalogue/branches", { intent: "delete", id: String(value) });
        await form(`/Admin/catalogue/branches/${value}`, { name: "Huge", college_id: String(collegeId) });
        await form(`/Admin/leads/${value}`, { status: "new", notes: "" });
        await form("/Admin/admins", { intent: "remove", id: String(value) });
      }
      for (const path of [
        `/Admin/leads/${2 ** 31}`,
        "/Admin/leads/99999999999",
        "/Admin/leads/abc",
        "/Admin/leads/1.5",
        `/Admin/catalogue/colleges/${2 ** 31}`,
        "/Admin/catalogue/colleges/abc",
        `/Admin/catalogue/exams/${2 ** 53 - 1}`,
      ]) {
        answers[`GET ${path}`] = (await send({ path, method: "GET", admin: true })).status;
      }
      const serverErrors = Object.entries(answers).filter(([, status]) => status >= 500 || status < 400);
      expect(Object.fromEntries(serverErrors)).toEqual({});
    });

    test("the same new name sent several times at once is stored once: one success, the rest 409 or 400, never a 500", async () => {
      const collegeId = ids.colleges[0]!;
      const stamp = Date.now().toString(36);
      const collegeBody = {
        ...collegeFields(new Gen(prng(2)), ids, true),
        name: `Race College ${stamp}`,
        cat_id: ids.categories[0],
      };
      const races: [string, () => Promise<number>][] = [
        [
          "API college_catagory.php",
          async () =>
            (
              await send({
                path: "/narayanaApi/college_catagory.php",
                contentType: "application/json",
                body: JSON.stringify({ catagory_name: `Race ${stamp}` }),
                admin: true,
              })
            ).status,
        ],
        [
          "API /CollegeBranch",
          async () =>
            (
              await send({
                path: "/CollegeBranch",
                contentType: "application/json",
                body: JSON.stringify({ branch_name: `Race branch ${stamp}`, college_id: collegeId }),
                admin: true,
              })
            ).status,
        ],
        [
          "API /details",
          async () =>
            (
              await send({
                path: "/details",
                contentType: "application/json",
                body: JSON.stringify(collegeBody),
                admin: true,
              })
            ).status,
        ],
        [
          "form /category",
          async () =>
            (
              await send({
                path: "/category",
                contentType: "application/x-www-form-urlencoded",
                body: `name=Race+form+${stamp}`,
                admin: true,
              })
            ).status,
        ],
        [
          "form /Admin/CollegeBranch",
          async () =>
            (
              await send({
                path: "/Admin/CollegeBranch",
                contentType: "application/x-www-form-urlencoded",
                body: `name=Race+form+branch+${stamp}&college_id=${collegeId}`,
                admin: true,
              })
            ).status,
        ],
      ];
      const outcomes: Record<string, string> = {};
      for (const [name, attempt] of races) {
        const statuses = await Promise.all(Array.from({ length: 8 }, attempt));
        const successes = statuses.filter((status) => status === 200 || status === 201).length;
        const refusals = statuses.filter((status) => status === 400 || status === 409).length;
        outcomes[name] = successes === 1 && refusals === 7 ? "stored once" : `answers ${statuses.join(", ")}`;
      }
      expect(outcomes).toEqual(Object.fromEntries(races.map(([name]) => [name, "stored once"])));
    });

    test(
      `${MAX_REQUESTS} random and boundary requests, four at a time, get no 5xx but the full hash queue's 503 with Retry-After (the seed is printed; FUZZ_SEED=<seed> repeats a run)`,
      { timeout: (MAX_SECONDS + 60) * 1000 },
      async () => {
        console.log(`[${engine}] fuzz: FUZZ_SEED=${SEED} (up to ${MAX_REQUESTS} requests or ${MAX_SECONDS} s)`);
        const g = new Gen(prng(SEED));
        const deadline = Date.now() + MAX_SECONDS * 1000;
        const failures: Failure[] = [];
        const statuses = new Map<number, number>();
        let issued = 0;
        const worker = async () => {
          while (issued < MAX_REQUESTS && Date.now() < deadline) {
            const request = nextRequest(g, ids, issued++);
            const answer = await send(request);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (
              (answer.status >= 500 && !isDesignedBusyAnswer(answer)) ||
              answer.status === 0 ||
              (answer.status >= 400 && LEAKED_INTERNALS.test(answer.text))
            ) {
              const body = typeof request.body === "string" ? request.body : `<${request.body.length} random bytes>`;
              failures.push({
                n: request.n,
                target: request.target,
                path: request.path,
                contentType: request.contentType,
                status: answer.status,
                body: body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body,
                answer: answer.text
                  .replace(/<[^>]+>/g, " ")
                  .replace(/\s+/g, " ")
                  .slice(0, 200),
              });
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        console.log(
          `[${engine}] fuzz: ${issued} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
        );
        expect(issued).toBeGreaterThanOrEqual(Math.min(MAX_REQUESTS, 200));
        // One example of each kind of failure, so the report stays readable.
        const kinds = new Map<string, Failure & { count: number }>();
        for (const failure of failures.sort((a, b) => a.n - b.n)) {
          const key = `${failure.target} → ${failure.status}`;
          const seen = kinds.get(key);
          if (seen) seen.count += 1;
          else kinds.set(key, { ...failure, count: 1 });
        }
        expect([...kinds.values()], `FUZZ_SEED=${SEED}: requests answered 5xx, dropped or leaking internals`).toEqual(
          [],
        );
        // The server is still up and its database answers.
        expect((await fetch(`${s.server.url}/readyz`)).status).toBe(200);
      },
    );

    test("after the fuzz every row is whole: required fields filled, every college has a slug, no row points at a missing parent", async () => {
      const problems = await withDatabase(s.databaseUrl, async (db) => {
        const found: string[] = [];
        const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === "";
        // Length limits count characters (code points), as zod does: 🎓 is one character, two UTF-16 units.
        const characters = (value: string) => [...value].length;
        const categories = await db.selectFrom("categories").selectAll().execute();
        const categoryIds = new Set(categories.map((row) => row.id));
        for (const row of categories) {
          if (blank(row.name) || characters(row.name) > 100)
            found.push(`category ${row.id}: name ${JSON.stringify(row.name)}`);
        }
        const colleges = await db.selectFrom("colleges").selectAll().execute();
        const collegeIds = new Set(colleges.map((row) => row.id));
        const slugs = new Set<string>();
        for (const row of colleges) {
          if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(row.slug ?? ""))
            found.push(`college ${row.id}: slug ${JSON.stringify(row.slug)}`);
          if (slugs.has(row.slug)) found.push(`college ${row.id}: duplicate slug ${row.slug}`);
          slugs.add(row.slug);
          for (const column of [
            "name",
            "location",
            "address",
            "cities",
            "state",
            "university",
            "verified_by",
            "website",
            "study_mode",
            "about",
            "ranking",
            "admission",
            "placement",
            "fee_structure",
            "courses_overview",
            "hostel",
            "campus",
          ] as const) {
            if (blank(row[column])) found.push(`college ${row.id}: ${column} is empty`);
          }
          if (!/^https?:\/\/\S+\.\S+$/.test(row.website))
            found.push(`college ${row.id}: website ${JSON.stringify(row.website)}`);
          if (row.category_id === null || !categoryIds.has(row.category_id))
            found.push(`college ${row.id}: category ${row.category_id}`);
        }
        for (const row of await db.selectFrom("branches").selectAll().execute()) {
          if (!collegeIds.has(row.college_id)) found.push(`branch ${row.id}: college ${row.college_id} is missing`);
          if (blank(row.name)) found.push(`branch ${row.id}: name is empty`);
        }
        for (const row of await db.selectFrom("courses").selectAll().execute()) {
          if (!collegeIds.has(row.college_id)) found.push(`course ${row.id}: college ${row.college_id} is missing`);
          if (blank(row.name) || blank(row.duration)) found.push(`course ${row.id}: name or duration is empty`);
          if (!Number.isInteger(Number(row.fee_inr)) || row.fee_inr < 0 || row.fee_inr > 100_000_000)
            found.push(`course ${row.id}: fee ${row.fee_inr}`);
          if (!Number.isInteger(Number(row.semesters)) || row.semesters < 1 || row.semesters > 24)
            found.push(`course ${row.id}: semesters ${row.semesters}`);
        }
        for (const row of await db.selectFrom("exams").selectAll().execute()) {
          if (!categoryIds.has(row.category_id)) found.push(`exam ${row.id}: category ${row.category_id} is missing`);
          if (blank(row.name)) found.push(`exam ${row.id}: name is empty`);
          const date = new Date(`${row.exam_date}T00:00:00Z`);
          if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== row.exam_date)
            found.push(`exam ${row.id}: date ${row.exam_date}`);
        }
        for (const row of await db.selectFrom("placement_companies").selectAll().execute()) {
          if (!collegeIds.has(row.college_id)) found.push(`placement ${row.id}: college ${row.college_id} is missing`);
          if (blank(row.company_name)) found.push(`placement ${row.id}: company name is empty`);
        }
        for (const row of await db.selectFrom("leads").selectAll().execute()) {
          const where = `lead ${row.id} (${row.form})`;
          if (!(LEAD_FORMS as readonly string[]).includes(row.form)) found.push(`${where}: form`);
          if (!row.page?.startsWith("/")) found.push(`${where}: page ${JSON.stringify(row.page)}`);
          if (blank(row.name) || characters(row.name) > 100) {
            found.push(`${where}: name ${JSON.stringify(row.name)} (${characters(row.name)} characters)`);
          }
          if (!row.consent_at) found.push(`${where}: no consent time`);
          let purposes: unknown;
          try {
            purposes = JSON.parse(row.consent_purposes);
          } catch {
            purposes = undefined;
          }
          if (!Array.isArray(purposes) || !purposes.includes("contact"))
            found.push(`${where}: consent ${row.consent_purposes}`);
          if (!/^[0-9]{10}$/.test(row.phone ?? "")) found.push(`${where}: phone ${JSON.stringify(row.phone)}`);
          // The intake API asks only for a name and a phone (docs/api.md#the-intake-api-post-apileads).
          if (row.form !== "banner" && row.form !== "api") {
            if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.email ?? ""))
              found.push(`${where}: email ${JSON.stringify(row.email)}`);
          }
          if (!["banner", "franchise", "api"].includes(row.form) && blank(row.course))
            found.push(`${where}: course is empty`);
          if (row.form === "franchise" && !row.message?.startsWith("City: "))
            found.push(`${where}: message ${JSON.stringify(row.message)}`);
          if ((row.form === "college" || row.form === "disk") && blank(row.college_name))
            found.push(`${where}: no college name`);
        }
        const admins = await db.selectFrom("admins").selectAll().execute();
        const adminIds = new Set(admins.map((row) => row.id));
        for (const row of admins) {
          if (
            blank(row.name) ||
            !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.email) ||
            row.email !== row.email.toLowerCase()
          ) {
            found.push(`admin ${row.id}: name or email ${JSON.stringify([row.name, row.email])}`);
          }
          // The admin created at start from ADMIN_EMAIL has no mobile number.
          if (!/^([0-9]{10})?$/.test(row.mobile) || !row.password_hash.startsWith("scrypt$")) {
            found.push(
              `admin ${row.id}: mobile or hash ${JSON.stringify([row.mobile, row.password_hash.slice(0, 7)])}`,
            );
          }
        }
        if (!admins.some((row) => row.email === ADMIN.email)) found.push("the first admin is gone");
        for (const row of await db.selectFrom("admin_sessions").selectAll().execute()) {
          if (!adminIds.has(row.admin_id)) found.push(`session of missing admin ${row.admin_id}`);
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  });
}
