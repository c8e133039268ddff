/**
 * The CSV the import's tests use (integration, browser and the benchmark): `people` new people,
 * then rows that repeat people already known, then bad rows, each kind numbered so a test can
 * say what it expects. Kept in one place so the integration and browser tests agree.
 */
export interface TestFileOptions {
  /** Rows of people nobody knows yet. */
  people: number;
  /** Rows repeating (same phone and e-mail, another course) the first of `people`. */
  repeats?: number;
  /** Rows refused by the checks: a short phone, no name, a bad date, by turns. */
  bad?: number;
  /** Where the phones start, so files for one database do not meet by accident. */
  firstPhone?: number;
  /** Rows for people already in the database: their phone and e-mail. */
  known?: readonly { phone: string; email: string }[];
}

export const TEST_FILE_HEADER =
  "Full Name,Mobile No,E-mail ID,Course Interested,College,Lead Source,Campaign Name,Remarks,Enquiry Date";

export function testImportFile(options: TestFileOptions): string {
  const first = options.firstPhone ?? 7_000_000_000;
  const lines = [TEST_FILE_HEADER];
  const person = (n: number) => ({ phone: String(first + n), email: `student${first + n}@example.in` });
  for (let n = 0; n < options.people; n++) {
    const { phone, email } = person(n);
    lines.push(
      `Student ${n},${phone},${email},B.Tech,"RV College, Bengaluru",fair,Nov fair,"Met at the stall",20/11/2026 10:${String(n % 60).padStart(2, "0")}`,
    );
  }
  for (const [n, known] of (options.known ?? []).entries()) {
    lines.push(`Known ${n},+91 ${known.phone},${known.email},MBA,,call centre,,Called back,2026-11-21`);
  }
  for (let n = 0; n < (options.repeats ?? 0); n++) {
    const { phone, email } = person(n);
    lines.push(`Student ${n},${phone},${email},MBA,,walk-in,,Came again,2026-11-22 11:00`);
  }
  const bad = [
    (n: number) => `Bad ${n},12345,bad${n}@example.in,B.Com,,fair,,,`,
    (n: number) => `,9${String(n).padStart(9, "0")},,B.Com,,fair,,,`,
    (n: number) => `Bad ${n},8${String(n).padStart(9, "1")},,B.Com,,fair,,,32/13/2026`,
  ];
  for (let n = 0; n < (options.bad ?? 0); n++) lines.push(bad[n % bad.length]!(n));
  return `${lines.join("\r\n")}\r\n`;
}
