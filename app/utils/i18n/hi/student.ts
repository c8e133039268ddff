import type { Messages } from "../messages";

/** The student pages' words in Hindi: the keys of ../en/student.ts, in docs/glossary-hi.md's terms. */
export const studentHi = {} satisfies Messages["student"];
