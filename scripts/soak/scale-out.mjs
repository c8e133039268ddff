// Scenario 4, scale-out (PostgreSQL): two app processes on one database, as behind a load
// balancer. Targets: a session from one is valid on the other; the login throttle and the lead
// rate limit count across both; an admin edit through one shows at once through the other, in
// the API and in the public college page's HTML.
import {
  ADMIN,
  LeadLedger,
  RUN_TAG,
  log,
  percentile,
  reconcile,
  request,
  row,
  startServer,
  storedLeadIds,
  submitLead,
} from "./lib.mjs";

const COLLEGE_SLUG = "rv-college-of-engineering";
const LEAD_LIMIT = 3;

function json(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The session cookie(s) a login set, as a Cookie header (they are Secure; we send them over loopback http). */
function cookieHeader(setCookie) {
  return (setCookie ?? []).map((line) => line.split(";")[0]).join("; ");
}

const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function runScaleOut({ engine, databaseUrl }) {
  const result = row({ scenario: "scale-out", engine });
  const env = { LEADS_PER_IP_PER_HOUR: String(LEAD_LIMIT) };
  // Started together: both run the migrations at once on the new database.
  const [a, b] = await Promise.all([
    startServer({ databaseUrl, env, label: "scale-A" }),
    startServer({ databaseUrl, env, label: "scale-B" }),
  ]);
  const ledger = new LeadLedger(`sk${RUN_TAG}-scale`);
  const calls = [];
  const call = async (server, path, init = {}) => {
    const answer = await request(`${server.url}${path}`, init);
    calls.push({ server: server.label, path, status: answer.status ?? answer.error, ms: answer.ms });
    return answer;
  };
  const postJson = (server, path, body, cookie) =>
    call(server, path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const checks = [];
  /** The X-Page-Cache header of each college page view, when the app has an HTML cache. */
  const cacheTrail = [];
  const check = (name, ok, detail) => {
    checks.push({ name, ok: Boolean(ok), detail });
    if (!ok) result.failures.push(`${name}: ${detail}`);
  };

  try {
    // ---- a session started on A is valid on B
    const login = await postJson(a, "/narayanaApi/adminLogin.php", { email: ADMIN.email, password: ADMIN.password });
    const cookie = cookieHeader(login.headers?.["set-cookie"]);
    check("login on A", login.status === 200 && cookie, `answered ${login.status ?? login.error}, cookie "${cookie}"`);
    const onB = await call(b, "/narayanaApi/getAdmin.php", { headers: { cookie } });
    check(
      "A's session on B",
      onB.status === 200 && (onB.body ?? "").includes(ADMIN.name),
      `GET /narayanaApi/getAdmin.php on B with A's cookie answered ${onB.status ?? onB.error}`,
    );
    const anonymous = await call(b, "/narayanaApi/getAdmin.php");
    check(
      "no cookie on B",
      anonymous.status === 401,
      `without a cookie B answered ${anonymous.status ?? anonymous.error}`,
    );

    // ---- an edit through A is visible through B at once (API and public HTML)
    const colleges = json((await call(b, "/narayanaApi/getCollege.php")).body) ?? [];
    const college = colleges.find((c) => c.slug === COLLEGE_SLUG);
    check("college found", college, `${COLLEGE_SLUG} not in getCollege.php`);
    if (college) {
      const pagePath = `/${COLLEGE_SLUG}`;
      const coursesPath = `/CourceGet?college_id=${college.college_id}`;
      const courseName = `Soak Course ${RUN_TAG} ${Date.now() % 100000}`;
      // Read everything on both first, as visitors would, so any cache is warm with the old data.
      const warm = [];
      for (const server of [b, a, b]) {
        const answer = await call(server, pagePath, { headers: { accept: "text/html" } });
        warm.push(answer);
        cacheTrail.push(`${server.label.slice(-1)} before: ${answer.headers?.["x-page-cache"] ?? "-"}`);
      }
      const oldCourses = await call(b, coursesPath);
      const oldEtag = oldCourses.headers?.etag;
      check(
        "before the edit",
        warm.every((w) => w.status === 200 && !w.body.includes(courseName)) && oldCourses.status === 200,
        `college page answered ${warm.map((w) => w.status).join("/")}, CourceGet ${oldCourses.status}`,
      );

      const added = await postJson(
        a,
        "/CollegeCourse",
        {
          college_id: college.college_id,
          course_name: courseName,
          course_duration: "4 years",
          course_fee: 123456,
          sem_no: 8,
        },
        cookie,
      );
      check(
        "course added on A",
        added.status === 201,
        `POST /CollegeCourse on A answered ${added.status ?? added.error}: ${added.body?.slice(0, 200)}`,
      );

      const courses = await call(b, coursesPath);
      check(
        "course in B's API",
        courses.status === 200 && (json(courses.body) ?? []).some((c) => c.course_name === courseName),
        `GET ${coursesPath} on B answered ${courses.status} without the new course`,
      );
      const revalidated = await call(b, coursesPath, { headers: { "if-none-match": oldEtag ?? "" } });
      check(
        "B's ETag changed",
        revalidated.status === 200,
        `GET ${coursesPath} on B with the old ETag answered ${revalidated.status} (must be 200 with the new list)`,
      );
      const visible = `>${escapeHtml(courseName)}<`;
      for (const [label, server] of [
        ["B", b],
        ["A", a],
      ]) {
        const page = await call(server, pagePath, { headers: { accept: "text/html" } });
        cacheTrail.push(`${label} after: ${page.headers?.["x-page-cache"] ?? "-"}`);
        check(
          `course on ${label}'s college page`,
          page.status === 200 && page.body.includes(visible),
          `GET ${pagePath} on ${label} answered ${page.status} and its HTML ${page.body?.includes(courseName) ? "has the course only outside the visible markup" : "does not list the new course"}`,
        );
      }

      const categoryName = `Soak Category ${RUN_TAG}`;
      const category = await postJson(a, "/narayanaApi/college_catagory.php", { catagory_name: categoryName }, cookie);
      check(
        "category added on A",
        category.status === 201,
        `college_catagory.php on A answered ${category.status ?? category.error}`,
      );
      const categories = await call(b, "/CatagoryGet");
      check(
        "category in B's API",
        categories.status === 200 && (json(categories.body) ?? []).some((c) => c.catagory_name === categoryName),
        `GET /CatagoryGet on B answered ${categories.status} without the new category`,
      );
    }

    // ---- the lead rate limit counts across both (3 per IP per hour)
    const order = [a, b, a, b, a];
    const leadAnswers = [];
    for (const [i, server] of order.entries()) {
      const answer = await submitLead(server.url, ledger, { meta: { server: server.label } });
      leadAnswers.push({
        server: server.label,
        status: answer.status ?? answer.error,
        acknowledged: answer.acknowledged,
      });
      calls.push({ server: server.label, path: "/Contact", status: answer.status ?? answer.error, ms: answer.ms });
      if (i < LEAD_LIMIT) {
        check(
          `lead ${i + 1} on ${server.label}`,
          answer.acknowledged,
          `answered ${answer.status ?? answer.error}, not acknowledged`,
        );
      } else {
        check(
          `lead ${i + 1} on ${server.label} refused`,
          answer.status === 429 && !answer.acknowledged,
          `answered ${answer.status ?? answer.error} (expected 429 once ${LEAD_LIMIT} leads came from this address)`,
        );
      }
    }
    const stored = await storedLeadIds(databaseUrl, ledger.prefix);
    check("leads stored", stored.size === LEAD_LIMIT, `${stored.size} lead(s) stored, expected ${LEAD_LIMIT}`);

    // ---- the login throttle counts across both (5 failures per account in 15 minutes)
    const wrong = { email: ADMIN.email, password: "not-the-password" };
    const throttle = [];
    for (const server of [a, b, a, b, a]) {
      const answer = await postJson(server, "/narayanaApi/adminLogin.php", wrong);
      throttle.push(`${server.label}:${answer.status ?? answer.error}`);
    }
    check(
      "5 wrong passwords answered 401",
      throttle.every((t) => t.endsWith(":401")),
      throttle.join(" "),
    );
    const sixthB = await postJson(b, "/narayanaApi/adminLogin.php", wrong);
    check(
      "6th attempt on B throttled",
      sixthB.status === 429 && sixthB.headers?.["retry-after"],
      `answered ${sixthB.status ?? sixthB.error}, Retry-After ${sixthB.headers?.["retry-after"]}`,
    );
    const rightA = await postJson(a, "/narayanaApi/adminLogin.php", { email: ADMIN.email, password: ADMIN.password });
    check(
      "next attempt on A throttled, even with the right password",
      rightA.status === 429,
      `answered ${rightA.status ?? rightA.error}`,
    );

    const leads = reconcile(ledger, stored);
    Object.assign(result, {
      requests: calls.length,
      errors: checks.filter((c) => !c.ok).length,
      p99: percentile(
        calls.map((c) => c.ms),
        99,
      ),
      acknowledged: leads.acknowledged,
      stored: leads.stored,
      lost: leads.lost.length,
    });
    if (leads.lost.length > 0) result.failures.push(`${leads.lost.length} acknowledged lead(s) missing`);
    result.details = {
      checks,
      leadAnswers,
      throttle: [...throttle, `B:${sixthB.status}`, `A(right):${rightA.status}`],
    };
    result.notes.push(
      `${checks.filter((c) => c.ok).length}/${checks.length} checks passed; leads ${leadAnswers.map((l) => `${l.server}:${l.status}`).join(" ")}; logins ${result.details.throttle.join(" ")}`,
    );
    result.notes.push(`college page X-Page-Cache: ${cacheTrail.join(", ")}`);
    log(`scale-out: ${checks.filter((c) => c.ok).length}/${checks.length} checks passed`);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
  return result;
}
