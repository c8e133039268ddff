import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { leadFields, startSecurityServer, type SecurityServer } from "./security-helpers";
import { postForm } from "../admin/admin-helpers";
import { collegePayload } from "../api/api-client";

/**
 * The inputs that made validation backtrack for seconds (a website of "http://" and 250,000
 * dots froze the process for 26 s), sent to the live server: each is refused quickly, and
 * /healthz keeps answering within 300 ms the whole time.
 */
const BAD_END = " !";
const dots = (n: number) => `http://${".".repeat(n)}${BAD_END}`;
const dottedDomain = (n: number) => `a@${"a.".repeat(n / 2)}${BAD_END}`;

describe("inputs that make patterns backtrack don't stall the server [sqlite]", () => {
  let s: SecurityServer;

  beforeAll(async () => {
    s = await startSecurityServer("sqlite");
  });

  afterAll(async () => {
    await s?.server.stop();
  });

  /** Runs `attack` while timing /healthz every 20 ms; returns the slowest health check. */
  async function slowestHealthCheckDuring(attack: () => Promise<void>): Promise<number> {
    let slowest = 0;
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${s.server.url}/healthz`)).text();
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      await attack();
    } finally {
      running = false;
      await probe;
    }
    return slowest;
  }

  test("the college API, the registration and login forms and a lead form refuse them, and /healthz stays fast", async () => {
    const statuses: Record<string, number> = {};
    const slowest = await slowestHealthCheckDuring(async () => {
      const college = await s.call("/details", {
        json: { ...collegePayload(1, "Slow Input College"), college_website: dots(250_000) },
        cookie: s.cookie,
      });
      statuses["/details website"] = college.status;
      const registration = await postForm(
        s.server.url,
        "/AdminReg",
        { name: "Slow", email: dottedDomain(60_000), password: "long-enough-1", mobile: "9845012345" },
        { cookie: s.token },
      );
      statuses["/AdminReg email"] = registration.status;
      const login = await postForm(s.server.url, "/AdminLogin", { email: dottedDomain(60_000), password: "x" });
      statuses["/AdminLogin email"] = login.status;
      const lead = await postForm(
        s.server.url,
        "/Contact",
        leadFields("contact", { name: "Slow", email: dottedDomain(60_000), mobile: "9845012345", course: "B.Com" }),
      );
      statuses["/Contact email"] = lead.status;
    });
    expect(statuses).toEqual({
      "/details website": 400,
      "/AdminReg email": 400,
      "/AdminLogin email": 400,
      "/Contact email": 400,
    });
    expect(slowest).toBeLessThan(300);
  });
});
