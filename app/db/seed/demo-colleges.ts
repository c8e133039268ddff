import type { DemoCollege } from "./demo-types";
import { engineeringColleges } from "./demo-colleges-engineering";
import { managementColleges } from "./demo-colleges-management";
import { medicalColleges } from "./demo-colleges-medical";

export const demoColleges: DemoCollege[] = [...engineeringColleges, ...managementColleges, ...medicalColleges];
