import type { Messages } from "../messages";

/** The discovery pages' words in Hindi: the keys of ../en/discovery.ts, in docs/glossary-hi.md's terms. */
export const discoveryHi = {} satisfies Messages["discovery"];
