import type { Messages } from "../messages";

/** The colleges pages' words in Hindi: the keys of ../en/colleges.ts, in docs/glossary-hi.md's terms. */
export const collegesHi = {} satisfies Messages["colleges"];
