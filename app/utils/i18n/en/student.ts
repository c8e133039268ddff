/** The student pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/student.ts has the Hindi. */
export const studentEn = {} as const;
