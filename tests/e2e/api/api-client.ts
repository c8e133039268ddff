import { demoDatabaseUrl, type Engine } from "../support/databases";
import { startServer, tempDir, type RunningServer } from "../support/server";
import { ADMIN, SESSION_COOKIE, firstAdminEnv, uniqueName } from "../admin/admin-helpers";

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the raw text when it is not JSON (or null when there is none). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON with Content-Type: application/json. */
  json?: unknown;
  /** Sent as is (a string, FormData, bytes...). */
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string;
}

/** A thin HTTP client for the spec's API: one request, its status, headers and parsed body. */
export function apiClient(baseUrl: string) {
  return async function call(path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers["Content-Type"] ??= "application/json";
      body = JSON.stringify(options.json);
    }
    if (options.cookie) headers.Cookie = options.cookie;
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      redirect: "manual",
    });
    const text = await response.text();
    let parsed: unknown = text === "" ? null : text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;

/** A server on a new database of the given engine, with the demo catalogue, the first admin and its own upload folder. */
export async function startApiServer(
  engine: Engine,
): Promise<{ server: RunningServer; databaseUrl: string; uploadDir: string }> {
  const databaseUrl = await demoDatabaseUrl(engine);
  const uploadDir = tempDir();
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    DEMO_DATA: "1",
    ...(await firstAdminEnv(databaseUrl)),
  });
  return { server, databaseUrl, uploadDir };
}

/** Signs in through adminLogin.php and returns the Cookie header value for later calls. */
export async function apiLogin(call: ApiCall, credentials = ADMIN): Promise<string> {
  const answer = await call("/narayanaApi/adminLogin.php", {
    json: { email: credentials.email, password: credentials.password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const setCookie = answer.headers.get("set-cookie") ?? "";
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  if (!token) throw new Error(`no session cookie in ${setCookie}`);
  return `${SESSION_COOKIE}=${token}`;
}

/** Add College's payload: every college field plus cat_id, as the spec's form sends it. */
export function collegePayload(catId: number, name = uniqueName("Test Institute of Technology")) {
  return {
    name,
    location: "Hebbal, Bengaluru",
    address: "12 Outer Ring Road, Bengaluru 560024",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Visvesvaraya Technological University",
    verified_by: "AICTE",
    college_website: "https://example.edu.in",
    study_mode: "Full time",
    cat_id: catId,
    about_college: "A private engineering college founded in 1999.",
    college_ranking: "Ranked in the 101-150 band.",
    college_admission: "Through KCET and COMEDK.",
    college_placement: "Median package of 6 LPA in 2025.",
    college_structure: "B.Tech: ₹1,80,000 a year.",
    college_course: "B.Tech in six branches; M.Tech in two.",
    college_hostel: "Separate hostels for men and women.",
    college_campus: "A 20-acre campus with a library and labs.",
  };
}
