import type { Messages } from "../messages";

/** The home pages' words in Hindi: the keys of ../en/home.ts, in docs/glossary-hi.md's terms. */
export const homeHi = {} satisfies Messages["home"];
