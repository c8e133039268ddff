import type { Eraser } from "#app/utils/erasure";
import { forgetMerges } from "./lead-merge.server";

/**
 * Merges' part of an erasure (app/utils/erasure.ts): every merge a touched lead took part in
 * keeps no copy of the person's details and can no longer be undone; the leads merged into it
 * may be the same person, and the erasure decides whether they go with it.
 */
export const mergeEraser: Eraser = {
  name: "merges",
  tables: ["lead_merges"],
  linkedLeads: forgetMerges,
};
