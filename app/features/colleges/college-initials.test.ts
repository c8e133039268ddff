import { expect, test } from "vitest";
import { collegeInitials } from "./college-initials";

test("a college's initials are what students call it, at most five letters, without the place after a comma", () => {
  const cases: Record<string, string> = {
    "All India Institute of Medical Sciences, New Delhi": "AIIMS",
    "Indian Institute of Technology Bombay": "IITB",
    "Indian Institute of Management Ahmedabad": "IIMA",
    "Birla Institute of Technology and Science, Pilani": "BITS",
    "RV College of Engineering": "RVCE",
    "PES University": "PES",
    "JSS Medical College": "JSS",
    "COEP Technological University": "COEP",
    "M S Ramaiah Medical College": "MSRMC",
    "Bangalore Medical College and Research Institute": "BMCRI",
    "Kasturba Medical College, Manipal": "KMC",
    "St. John's Medical College": "SJMC",
    "S. P. Jain Institute of Management and Research": "SPJIM",
    "Christ (Deemed to be University) - School of Business and Management": "CDUSB",
    "Vellore Institute of Technology": "VIT",
    "": "",
  };
  for (const [name, initials] of Object.entries(cases)) expect(collegeInitials(name), name).toBe(initials);
});
