import type { DemoCollege, DemoHindiTexts } from "./demo-types";
import { engineeringColleges } from "./demo-colleges-engineering";
import { engineeringCollegesHindi } from "./demo-colleges-engineering-hi";
import { managementColleges } from "./demo-colleges-management";
import { managementCollegesHindi } from "./demo-colleges-management-hi";
import { medicalColleges } from "./demo-colleges-medical";
import { medicalCollegesHindi } from "./demo-colleges-medical-hi";

export const demoColleges: DemoCollege[] = [...engineeringColleges, ...managementColleges, ...medicalColleges];

/** Each demo college's texts in Hindi, by its name (every demo college has them: demo-colleges.test.ts). */
export const demoCollegesHindi: Readonly<Record<string, DemoHindiTexts>> = {
  ...engineeringCollegesHindi,
  ...managementCollegesHindi,
  ...medicalCollegesHindi,
};
