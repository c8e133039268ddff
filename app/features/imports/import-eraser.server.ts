import type { Eraser } from "#app/utils/erasure";
import { eraseFromImports } from "./import-erasure.server";

/**
 * Imports' part of an erasure (app/utils/erasure.ts): every contact the erasure took, shared or
 * not, leaves the stored files. A row of a file not yet imported is no one's lead yet, and the
 * owner can upload the file again.
 */
export const importEraser: Eraser = {
  name: "imports",
  tables: ["lead_imports"],
  eraseCopies: (trx, erased) => eraseFromImports(trx, erased.contacts),
};
