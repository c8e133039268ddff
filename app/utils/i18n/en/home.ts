/** The home pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/home.ts has the Hindi. */
export const homeEn = {} as const;
