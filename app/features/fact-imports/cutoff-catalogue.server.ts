import type { DB } from "#app/db/db.server";
import type { CutoffRow } from "#app/features/college-facts/cutoff-upsert.server";
import { asWords } from "./cutoff-columns";
import type { ReadCutoff } from "./cutoff-row";
import { branchKey } from "./cutoff-values";

/**
 * The catalogue as an import matches against it, read once per dry run or run: every college by
 * its name's words and by the names owners matched to it before (institute_aliases), and each
 * college's branches. 10,000 colleges and their branches are a few megabytes.
 */
export interface Catalogue {
  colleges: Map<string, number>;
  branches: Map<number, Map<string, string>>;
}

export async function loadCatalogue(db: DB): Promise<Catalogue> {
  const [colleges, aliases, branches] = await Promise.all([
    db.selectFrom("colleges").select(["id", "name"]).execute(),
    db.selectFrom("institute_aliases").select(["name_key", "college_id"]).execute(),
    db.selectFrom("branches").select(["college_id", "name"]).execute(),
  ]);
  const byName = new Map<string, number>();
  for (const college of colleges) byName.set(asWords(college.name), college.id);
  // An owner's match wins over a catalogue name that happens to read the same.
  for (const alias of aliases) byName.set(alias.name_key, alias.college_id);
  const byCollege = new Map<number, Map<string, string>>();
  for (const branch of branches) {
    const known = byCollege.get(branch.college_id) ?? new Map<string, string>();
    known.set(branchKey(branch.name), branch.name);
    byCollege.set(branch.college_id, known);
  }
  return { colleges: byName, branches: byCollege };
}

/**
 * A read row as the cut-off it stores: its college found by the institute's name, its branch
 * named as the catalogue names it when the college has that branch (so the college page lists
 * one name), else as the file does, and then counted as an unknown branch for the owner to see.
 */
export type Placed =
  { kind: "unmatched"; institute: string } | { kind: "placed"; row: CutoffRow; unknownBranch: boolean };

export function place(catalogue: Catalogue, read: ReadCutoff): Placed {
  const { institute, ...seat } = read;
  const collegeId = catalogue.colleges.get(asWords(institute));
  if (collegeId === undefined) return { kind: "unmatched", institute };
  const known = catalogue.branches.get(collegeId)?.get(branchKey(seat.branch));
  return {
    kind: "placed",
    row: { ...seat, college_id: collegeId, branch: known ?? seat.branch },
    unknownBranch: known === undefined,
  };
}
