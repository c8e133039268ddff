/**
 * The JoSAA-shaped CSV the cut-off import's tests use (integration, browser and the benchmark):
 * `rows` rows in all, of which `unknownBranches` name a programme the first institute does not
 * list and `bad` are refused (one of each reason, by turns), the rest good seats of the given
 * institutes and branches. Kept in one place so the tests and the bench agree.
 */
export const JOSAA_HEADER = "Institute,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank";

const QUOTAS = ["AI", "HS", "OS"];
const SEAT_TYPES = [
  "OPEN",
  "EWS",
  "OBC-NCL",
  "SC",
  "ST",
  "OPEN (PwD)",
  "EWS (PwD)",
  "OBC-NCL (PwD)",
  "SC (PwD)",
  "ST (PwD)",
];
const GENDERS = ["Gender-Neutral", "Female-only (including Supernumerary)"];

/** The refused rows, by turns: opening after closing, a preparatory rank, an unknown category, no closing rank, an unknown quota. */
const BAD: ((institute: string, branch: string) => string)[] = [
  (i, b) => `"${i}","${b}",AI,OPEN,Gender-Neutral,900,100`,
  (i, b) => `"${i}","${b}",AI,OPEN (PwD),Gender-Neutral,12P,40P`,
  (i, b) => `"${i}","${b}",AI,GENERAL-X,Gender-Neutral,1,10`,
  (i, b) => `"${i}","${b}",AI,SC,Gender-Neutral,5,`,
  (i, b) => `"${i}","${b}",XX,ST,Gender-Neutral,5,9`,
];

export interface CutoffFileOptions {
  institutes: readonly string[];
  /** The programmes as JoSAA names them, e.g. "Computer Science and Engineering (4 Years, Bachelor of Technology)". */
  branches: readonly string[];
  rows: number;
  unknownBranches?: number;
  bad?: number;
  /** Added to every good row's ranks: a later file with other ranks for the same seats. */
  shift?: number;
}

export const josaaProgramme = (branch: string) => `${branch} (4 Years, Bachelor of Technology)`;

export function cutoffFile(options: CutoffFileOptions): string {
  const unknown = options.unknownBranches ?? 0;
  const bad = options.bad ?? 0;
  const good = options.rows - unknown - bad;
  const perBranch = QUOTAS.length * SEAT_TYPES.length * GENDERS.length;
  if (good > options.institutes.length * options.branches.length * perBranch) throw new Error("Not enough seats");
  const lines = [JOSAA_HEADER];
  for (let n = 0; n < good; n++) {
    const seat = n % perBranch;
    const pair = Math.floor(n / perBranch);
    const institute = options.institutes[pair % options.institutes.length]!;
    const branch = options.branches[Math.floor(pair / options.institutes.length)]!;
    const closing = 100 + n * 3 + (options.shift ?? 0);
    const quota = QUOTAS[seat % 3]!;
    const seatType = SEAT_TYPES[Math.floor(seat / 3) % 10]!;
    const gender = GENDERS[Math.floor(seat / 30)]!;
    lines.push(`"${institute}","${branch}",${quota},${seatType},${gender},${closing - 50},${closing}`);
  }
  const first = options.institutes[0]!;
  for (let n = 0; n < unknown; n++)
    lines.push(`"${first}","${josaaProgramme(`Unknown Programme ${n + 1}`)}",AI,OPEN,Gender-Neutral,10,20`);
  for (let n = 0; n < bad; n++) lines.push(BAD[n % BAD.length]!(first, options.branches[0]!));
  return `${lines.join("\r\n")}\r\n`;
}

/** A file of `rows` good seats over as few institutes as fit ("Scale Institute 1" on, `branches` programmes each): the 100,000-row test's and the bench's. */
export function largeCutoffFile(rows: number, branches = 20) {
  const perInstitute = branches * QUOTAS.length * SEAT_TYPES.length * GENDERS.length;
  const institutes = Array.from({ length: Math.ceil(rows / perInstitute) }, (_, n) => `Scale Institute ${n + 1}`);
  const programmes = Array.from({ length: branches }, (_, n) => josaaProgramme(`Branch ${n + 1}`));
  return { institutes, csv: cutoffFile({ institutes, branches: programmes, rows }) };
}
