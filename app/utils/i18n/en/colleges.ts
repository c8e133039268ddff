/** The colleges pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/colleges.ts has the Hindi. */
export const collegesEn = {} as const;
