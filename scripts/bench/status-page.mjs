// A student's status page for the bench (issue 24: Lighthouse ≥ 0.99 on a phone): a lead with an
// application, two dates ahead, the default checklist still needed, and a working link, written
// straight into the bench's SQLite database (the page finds a link by its token's SHA-256).
import crypto from "node:crypto";
import Database from "better-sqlite3";

const CHECKLIST = [
  ["Class 10 marksheet", 0],
  ["Class 12 marksheet", 0],
  ["Entrance exam scorecard", 0],
  ["Photo ID", 0],
  ["Passport photo", 0],
  ["Category certificate", 1],
];

/** Writes the rows and answers the page's path, /status/<token>. */
export function seedStatusPage(databaseFile) {
  const db = new Database(databaseFile);
  try {
    const at = new Date().toISOString();
    const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const token = crypto.randomBytes(32).toString("base64url");
    db.transaction(() => {
      const college = db.prepare("select id from colleges where slug = ?").get("rv-college-of-engineering");
      const counsellor = db.prepare("select id from admins order by id limit 1").get();
      const lead = db
        .prepare(
          "insert into leads (form, page, name, status, assignee_id, created_at, updated_at) values ('contact', '/Contact', 'Meera Iyer', 'interested', ?, ?, ?) returning id",
        )
        .get(counsellor.id, at, at);
      const application = db
        .prepare(
          "insert into lead_applications (lead_id, college_id, course, intake, status, created_at, updated_at) values (?, ?, 'B.E. Computer Science', 2027, 'applied', ?, ?) returning id",
        )
        .get(lead.id, college.id, at, at);
      const step = db.prepare(
        "insert into application_steps (application_id, kind, on_date, at_time, note, created_at) values (?, ?, ?, ?, '', ?)",
      );
      step.run(application.id, "entrance_exam", inDays(5), "10:30", at);
      step.run(application.id, "fee_due", inDays(12), null, at);
      const document = db.prepare(
        "insert into application_documents (application_id, name, optional, status, position, created_at, updated_at) values (?, ?, ?, 'needed', ?, ?, ?)",
      );
      CHECKLIST.forEach(([name, optional], position) => document.run(application.id, name, optional, position, at, at));
      db.prepare(
        "insert into status_links (lead_id, salt, token_hash, emailed, created_at, expires_at) values (?, ?, ?, 1, ?, ?)",
      ).run(
        lead.id,
        crypto.randomBytes(32).toString("base64url"),
        crypto.createHash("sha256").update(token).digest("hex"),
        at,
        new Date(Date.now() + 30 * 86_400_000).toISOString(),
      );
    })();
    return `/status/${token}`;
  } finally {
    db.close();
  }
}
