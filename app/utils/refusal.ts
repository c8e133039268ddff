import { refusalsEn } from "./i18n/en/refusals";
import { staffRefusalsEn } from "./i18n/en/staff-refusals";

/**
 * What a refusal says, by code (docs/decisions/069-messages-by-code.md): the code and the values
 * its words take, e.g. `{ code: "rights.tries_left", tries: 2 }`. The codes are the keys of the
 * English catalogues, so a code that is not there, or a value missing, fails the typecheck.
 */
type English = typeof refusalsEn & typeof staffRefusalsEn;
export type RefusalCode = keyof English;
/** The codes a student or parent can meet: each has its words in every language (app/utils/i18n/hi/refusals.ts). */
export type PublicRefusalCode = keyof typeof refusalsEn;
type ValuesOf<Words> = Words extends (values: infer Values) => string ? Values : unknown;
export type Said<Code extends RefusalCode = RefusalCode> = {
  [C in Code]: { code: C } & ValuesOf<English[C]>;
}[Code];

/** A table of words by code, as each language's catalogue has them. */
export type RefusalWords<Code extends RefusalCode> = { readonly [C in Code]: string | ((values: never) => string) };

/** What `said` says in the words of `table`: the entry of its code, given its values. */
export function sayWith<Code extends RefusalCode>(table: RefusalWords<Code>, said: Said<Code>): string {
  const words = table[said.code];
  // The entry of a code takes that code's values (Said's type ties them together).
  return typeof words === "function" ? (words as (values: Said<Code>) => string)(said) : words;
}

const ENGLISH: RefusalWords<RefusalCode> = { ...refusalsEn, ...staffRefusalsEn };

export const isPublicRefusal = (said: Said): said is Said<PublicRefusalCode> => Object.hasOwn(refusalsEn, said.code);

/**
 * A rule of the domain said no: a duplicate name, a wrong current password, the last admin, too
 * many sign-in attempts. Domain functions throw it with a code and its values; the admin form
 * helper, the API adapter and the logs read its `message`, the English words; a public page
 * renders `said` in the page's language (app/utils/i18n/refusal-text.ts).
 */
export class Refusal extends Error {
  /** The code and its values. */
  readonly said: Said;
  /** The field the refusal concerns, marked under it. */
  readonly field?: string;
  /** The HTTP status, when the rule calls for one other than the screen's (401, 403, 409, 429). */
  readonly status?: number;
  /** When to try again, sent as Retry-After (a sign-in limit). */
  readonly retryAfterSeconds?: number;

  constructor(said: Said, options: { field?: string; status?: number; retryAfterSeconds?: number } = {}) {
    super(sayWith(ENGLISH, said));
    this.name = "Refusal";
    this.said = said;
    this.field = options.field;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
