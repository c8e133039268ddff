import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { SEAT_CATEGORIES, SEAT_POOLS } from "#app/db/column-values";
import { TableScroll } from "#app/components/ui/table-scroll";
import { withName } from "#app/utils/i18n/english-text";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages, type Messages } from "#app/utils/i18n/messages";
import type { CollegeFacts } from "./college-facts.server";
import { CATEGORY_PARAM } from "./seat-category";

type Words = Messages["collegeFacts"];

/** A fact's provenance, as each table's rows carry it. */
interface Provenance {
  source: string;
  year: number;
  is_sample: number;
}

/**
 * Where figures come from, under them: each source with its year ("Source: JoSAA, 2026"), and
 * "Sample figures for this demo" when any is the demo's. A source is stored as written, in
 * English: marked so on a Hindi page.
 */
function SourceNote({ rows }: { rows: readonly Provenance[] }) {
  const m = useMessages().collegeFacts;
  const lang = englishTextLang(useLocale());
  const sources = [...new Set(rows.map((row) => `${row.source}, ${row.year}`))];
  return (
    <p className="fact-source muted small">
      {rows.some((row) => row.is_sample) ? <strong>{m.sample}. </strong> : null}
      {m.source}: <span lang={lang}>{sources.join("; ")}</span>.
    </p>
  );
}

function Rankings({ facts }: { facts: CollegeFacts }) {
  const m = useMessages().collegeFacts;
  const lang = englishTextLang(useLocale());
  const naac = facts.accreditations.filter((row) => row.body === "naac");
  const nba = facts.accreditations.filter((row) => row.body === "nba");
  return (
    <>
      <ul className="fact-list">
        {facts.nirf.map((row) => (
          <li key={row.category}>
            <span className="fact-label">{m.nirfList(row.year, m.nirfCategory[row.category])}</span>{" "}
            <strong className="fact-value">
              {row.rank === null ? m.rankBand(row.rank_band ?? "") : m.rank(row.rank)}
            </strong>
          </li>
        ))}
        {naac.map((row) => (
          <li key={`naac-${row.cycle}`}>
            {/* A grade (A++) is a code in Latin letters: marked as such on a Hindi page. */}
            <strong className="fact-value">
              {withName((grade) => m.naac(grade, row.cycle ?? 1), row.grade ?? "", lang)}
            </strong>
            {row.valid_until ? <span className="fact-label">, {m.validUntil(row.valid_until)}</span> : null}
          </li>
        ))}
      </ul>
      {nba.length > 0 ? (
        <>
          <h3 className="fact-subheading">{m.nbaProgrammes}</h3>
          <ul className="chip-list">
            {nba.map((row) => (
              <li key={row.programme}>
                <span lang={lang}>{row.programme}</span>
                {row.valid_until ? <span className="muted"> ({m.validUntil(row.valid_until)})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <SourceNote rows={[...facts.nirf, ...facts.accreditations]} />
    </>
  );
}

function Intake({ facts }: { facts: CollegeFacts }) {
  const m = useMessages().collegeFacts;
  const lang = englishTextLang(useLocale());
  return (
    <>
      <TableScroll labelledBy="heading-intake">
        <table className="fact-table">
          <caption>{m.intakeCaption(facts.intake[0]!.year)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.programme}</th>
              <th scope="col" className="num">
                {m.seats}
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.intake.map((row) => (
              <tr key={row.programme}>
                <td lang={lang}>{row.programme}</td>
                <td className="num">{m.seatCount(row.seats)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <SourceNote rows={facts.intake} />
    </>
  );
}

/** Each programme's placements as a short list of figures: it fits a phone without a table's columns. */
function Placements({ facts }: { facts: CollegeFacts }) {
  const m = useMessages().collegeFacts;
  const lang = englishTextLang(useLocale());
  return (
    <>
      {facts.placements.map((row) => (
        <div key={row.programme} className="fact-card">
          <h3 className="fact-subheading">
            <span lang={lang}>{row.programme}</span>, {row.year}
          </h3>
          <dl className="fact-figures">
            <div>
              <dt>{m.placed}</dt>
              <dd>{m.placedOf(row.students_placed, row.students_eligible)}</dd>
            </div>
            {row.median_package_inr === null ? null : (
              <div>
                <dt>{m.median}</dt>
                <dd>{m.perAnnum(row.median_package_inr)}</dd>
              </div>
            )}
            {row.highest_package_inr === null ? null : (
              <div>
                <dt>{m.highest}</dt>
                <dd>{m.perAnnum(row.highest_package_inr)}</dd>
              </div>
            )}
          </dl>
        </div>
      ))}
      <SourceNote rows={facts.placements} />
    </>
  );
}

/**
 * The category picker: a GET form to this page, the choice in the query string, so it works
 * without JavaScript and the address can be shared; it comes back to this section.
 */
function CategoryPicker({ chosen }: { chosen: CollegeFacts["category"] }) {
  const m = useMessages().collegeFacts;
  const { pathname } = useLocation();
  return (
    <form method="get" action={`${pathname}#section-cutoffs`} className="category-picker">
      <label htmlFor="cutoff-category">{m.category}</label>
      <select id="cutoff-category" name={CATEGORY_PARAM} defaultValue={chosen}>
        {SEAT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {m.seatCategory[category]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-ghost button-small">
        {m.show}
      </button>
    </form>
  );
}

type CutoffRow = CollegeFacts["cutoffs"][number];

/** A seat's closing rank, and its opening rank under it in small type. */
function RankCell({ row }: { row: CutoffRow | undefined }) {
  const m = useMessages().collegeFacts;
  if (!row) return <td className="num">–</td>;
  return (
    <td className="num">
      <span className="closing-rank">{m.rankNumber(row.closing_rank)}</span>
      <span className="opening-rank muted small">{m.openingRank(row.opening_rank)}</span>
    </td>
  );
}

/**
 * One exam's closing ranks: a row for each branch (and quota, when there is more than one), a
 * column for each seat pool, so the figures fit a phone.
 */
function CutoffTable({ rows, index }: { rows: CutoffRow[]; index: number }) {
  const m = useMessages().collegeFacts;
  const lang = englishTextLang(useLocale());
  const first = rows[0]!;
  const quotas = new Set(rows.map((row) => row.quota)).size > 1;
  // One quota for every seat: a column would repeat it, so the caption names it unless it is All India.
  const onlyQuota = !quotas && first.quota !== "all-india" ? m.quota[first.quota] : undefined;
  const seats = new Map<string, CutoffRow[]>();
  for (const row of rows) {
    const key = `${row.branch}\u0000${row.quota}`;
    seats.set(key, [...(seats.get(key) ?? []), row]);
  }
  const captionId = `cutoffs-caption-${index}`;
  return (
    <TableScroll labelledBy={captionId}>
      <table className="fact-table">
        <caption id={captionId}>{m.cutoffsOf(first.exam, first.year, first.round, onlyQuota)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.branch}</th>
            {quotas ? <th scope="col">{m.quotaHeading}</th> : null}
            {SEAT_POOLS.map((pool) => (
              <th scope="col" className="num" key={pool}>
                {m.pool[pool]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...seats.entries()].map(([key, pools]) => (
            <tr key={key}>
              <th scope="row" lang={lang}>
                {pools[0]!.branch}
              </th>
              {quotas ? <td>{m.quota[pools[0]!.quota]}</td> : null}
              {SEAT_POOLS.map((pool) => (
                <RankCell key={pool} row={pools.find((row) => row.pool === pool)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Cutoffs({ facts }: { facts: CollegeFacts }) {
  const m = useMessages().collegeFacts;
  // Rows come ordered by exam: one table each.
  const exams = new Map<string, CutoffRow[]>();
  for (const row of facts.cutoffs) exams.set(row.exam, [...(exams.get(row.exam) ?? []), row]);
  return (
    <>
      <p>{m.cutoffsIntro}</p>
      <CategoryPicker chosen={facts.category} />
      {exams.size === 0 ? <p>{m.noCutoffs(m.seatCategory[facts.category])}</p> : null}
      {[...exams.values()].map((rows, index) => (
        <CutoffTable key={rows[0]!.exam} rows={rows} index={index} />
      ))}
      {facts.cutoffs.length > 0 ? <SourceNote rows={facts.cutoffs} /> : null}
    </>
  );
}

/** A section of the college page, placed after the college's text `after` (colleges/college-detail.tsx). */
export interface FactSection {
  after: "ranking" | "admission" | "placement" | "courses_overview";
  key: string;
  toc: string;
  heading: string;
  body: ReactNode;
}

/**
 * The college page's fact sections, each only when the college has its figures: NIRF and
 * accreditation after the ranking text, closing ranks after admission, placement figures after
 * the placement text, seats after the courses. Closing ranks show when the college has any
 * cut-off at all, so the picker stays when the chosen category has none.
 */
export function collegeFactSections(facts: CollegeFacts, m: Words): FactSection[] {
  const sections: FactSection[] = [];
  if (facts.nirf.length > 0 || facts.accreditations.length > 0) {
    const body = <Rankings facts={facts} />;
    sections.push({ after: "ranking", key: "rankings", toc: m.rankingsToc, heading: m.rankingsHeading, body });
  }
  if (facts.hasCutoffs) {
    const body = <Cutoffs facts={facts} />;
    sections.push({ after: "admission", key: "cutoffs", toc: m.cutoffsToc, heading: m.cutoffsHeading, body });
  }
  if (facts.placements.length > 0) {
    const body = <Placements facts={facts} />;
    sections.push({
      after: "placement",
      key: "placement-figures",
      toc: m.placementsToc,
      heading: m.placementsHeading,
      body,
    });
  }
  if (facts.intake.length > 0) {
    const body = <Intake facts={facts} />;
    sections.push({ after: "courses_overview", key: "intake", toc: m.intakeToc, heading: m.intakeHeading, body });
  }
  return sections;
}
