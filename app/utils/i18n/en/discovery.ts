/** The discovery pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/discovery.ts has the Hindi. */
export const discoveryEn = {} as const;
