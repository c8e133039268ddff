import type { DB } from "#app/db/db.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { collegeInput } from "../factories";
import { insertStaff } from "./staff";

/**
 * The people and colleges of the admissions tests (applications, steps, the calendar feed, the
 * season): two counsellors, Anil and Bela, an owner, Olga, and two colleges.
 */
export async function admissionsCast(db: DB) {
  return {
    anil: { id: await insertStaff(db, { name: "Anil", role: "counsellor" }), role: "counsellor" as const },
    bela: { id: await insertStaff(db, { name: "Bela", role: "counsellor" }), role: "counsellor" as const },
    owner: { id: await insertStaff(db, { name: "Olga", role: "owner" }), role: "owner" as const },
    rv: (await createCollege(db, collegeInput({ name: "RV College of Engineering" }))).id,
    pes: (await createCollege(db, collegeInput({ name: "PES University" }))).id,
  };
}

/** A contact-form lead assigned to a counsellor (or the pool, with null). */
export async function insertAssignedLead(db: DB, assigneeId: number | null, name = "Priya Sharma") {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto("leads")
    .values({ form: "contact", page: "/Contact", name, assignee_id: assigneeId, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The contact-form enquiry of a lead's person, by which an access request finds their data. */
export async function insertEnquiry(
  db: DB,
  leadId: number,
  person = { name: "Priya Sharma", email: "priya@example.in" },
) {
  await db
    .insertInto("lead_enquiries")
    .values({ lead_id: leadId, form: "contact", page: "/Contact", ...person, created_at: new Date().toISOString() })
    .execute();
}
