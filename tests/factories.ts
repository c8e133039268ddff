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
