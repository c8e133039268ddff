import type { CollegeInput } from "#app/features/colleges/colleges.server";

let sequence = 0;

/** A complete, valid college; pass only the fields a test cares about. */
export function collegeInput(overrides: Partial<CollegeInput> = {}): CollegeInput {
  sequence++;
  return {
    name: `Test Institute of Technology ${sequence}`,
    location: "Jayanagar, Bengaluru",
    address: "12 Test Road, Bengaluru 560011",
    cities: "Bengaluru",
    state: "Karnataka",
    university: "Visvesvaraya Technological University",
    verified_by: "AICTE",
    website: "https://example.org",
    study_mode: "Full time",
    category_id: null,
    about: "About text.",
    ranking: "Ranking text.",
    admission: "Admission text.",
    placement: "Placement text.",
    fee_structure: "Fee text.",
    courses_overview: "Courses text.",
    hostel: "Hostel text.",
    campus: "Campus text.",
    ...overrides,
  };
}

/**
 * A counsellor's morning digest as the outbox keeps it once sent (features/inbox/morning-digest.server.ts),
 * listing these leads: for tests of what an erasure takes out of digests.
 */
export function sentDigestRow(counsellorId: number, leads: { leadId: number; name: string; phone?: string | null }[]) {
  const at = "2026-11-25T04:00:00.000Z";
  const items = leads.map((lead) => ({ phone: null, ...lead, about: null, due: at, overdue: false }));
  return {
    event_key: `digest-2026-11-25-${counsellorId}`,
    channel: "email",
    payload: JSON.stringify({
      kind: "digest",
      to: "anil@example.in",
      digest: { day: "2026-11-25", name: "Anil", items },
    }),
    status: "sent" as const,
    next_attempt_at: at,
    created_at: at,
  };
}
