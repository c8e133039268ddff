import { describe, expect, test } from "vitest";
import { createLogger, logFailure, withoutContactDetails } from "./logger.server";

/** A logger whose lines are kept, each parsed from the one line of JSON it was written as. */
function recorded() {
  const lines: string[] = [];
  const log = createLogger({ destination: { write: (line) => void lines.push(line) } });
  const entries = () =>
    lines.map((line) => {
      expect(line.endsWith("\n") && !line.slice(0, -1).includes("\n"), "one line each").toBe(true);
      return JSON.parse(line) as Record<string, unknown>;
    });
  return { log, entries };
}

describe("the logger", () => {
  test("an error is one JSON line at level 50, its stack inside `err`", () => {
    const { log, entries } = recorded();
    logFailure(log.child({ requestId: "req-1" }), new Error("boom\nsecond line"), "Request failed");
    const [entry] = entries();
    expect(entry).toMatchObject({
      level: 50,
      requestId: "req-1",
      msg: "Request failed",
      err: { message: "boom\nsecond line" },
    });
    expect((entry!.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });

  test("a database outage is one error line with its code and no stack", () => {
    const { log, entries } = recorded();
    logFailure(
      log,
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      "Request failed",
    );
    expect(entries()).toEqual([
      expect.objectContaining({ level: 50, database: "ECONNREFUSED", msg: "Request failed: database unavailable" }),
    ]);
    expect(entries()[0]).not.toHaveProperty("err");
  });

  test("cookies, bearer tokens, contact details and PostgreSQL's row details are redacted if ever logged", () => {
    const { log, entries } = recorded();
    log.info(
      {
        headers: { cookie: "admin_session=s3cret", authorization: "Bearer t0ken" },
        email: "asha@example.in",
        phone: "9876543210",
        password: "hunter22",
      },
      "everything at once",
    );
    log.error(
      { err: Object.assign(new Error("duplicate key"), { detail: "Key (email_key)=(asha@example.in) exists" }) },
      "x",
    );
    const text = JSON.stringify(entries());
    for (const secret of ["s3cret", "t0ken", "asha@example.in", "9876543210", "hunter22"])
      expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
  });

  test("the level is LOG_LEVEL's, and can change once the environment is read", () => {
    const { log, entries } = recorded();
    log.debug("hidden");
    log.level = "debug";
    log.debug("shown");
    expect(entries().map((entry) => entry.msg)).toEqual(["shown"]);
  });

  test("text from elsewhere loses its e-mail addresses and phone numbers", () => {
    expect(
      withoutContactDetails("550 5.1.1 <asha.k@example.co.in>: rejected; call +91 98765 43210 within 10000 ms"),
    ).toBe("550 5.1.1 <[e-mail]>: rejected; call [phone] within 10000 ms");
  });
});
