import type { ReactNode } from "react";
import type { ComparedFacts, FactProvenance } from "#app/features/college-facts/compared-facts.server";
import type { CollegePageData } from "#app/features/colleges/college-page.server";
import { withName } from "#app/utils/i18n/english-text";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { Row } from "./compare-cells";

/**
 * Under a figure: its source and year, and "sample" where it is the demo's (the college page's
 * SourceNote, cut to fit a table cell). A source is stored in English: marked so on a Hindi page.
 */
function Source({ of }: { of: FactProvenance }) {
  const messages = useMessages();
  const lang = englishTextLang(useLocale());
  return (
    <span className="compare-source muted small">
      {messages.collegeFacts.source}: <span lang={lang}>{of.source}</span>, {of.year}
      {of.is_sample ? ` (${messages.discovery.compare.facts.sample})` : null}
    </span>
  );
}

/** A figure with its source under it; nothing when there is no figure, so the row says "Not listed". */
const figure = (value: ReactNode, provenance: FactProvenance | undefined): ReactNode =>
  provenance === undefined ? null : (
    <>
      <span className="compare-item">{value}</span>
      <Source of={provenance} />
    </>
  );

function NirfCell({ facts }: { facts: ComparedFacts }) {
  const f = useMessages().collegeFacts;
  return (
    <ul className="compare-list">
      {facts.nirf.map((row) => (
        <li key={row.category}>
          {figure(
            <>
              {f.nirfList(row.year, f.nirfCategory[row.category])}{" "}
              <strong>{row.rank === null ? f.rankBand(row.rank_band ?? "") : f.rank(row.rank)}</strong>
            </>,
            row,
          )}
        </li>
      ))}
    </ul>
  );
}

function PlacementCell({ placed }: { placed: NonNullable<ComparedFacts["placement"]> }) {
  const messages = useMessages();
  const m = messages.discovery.compare.facts;
  const lang = englishTextLang(useLocale());
  const share = Math.round((placed.students_placed / placed.students_eligible) * 100);
  return figure(
    <>
      {placed.median_package_inr === null ? null : (
        <strong className="compare-figure">
          {m.median(messages.collegeFacts.perAnnum(placed.median_package_inr))}
        </strong>
      )}
      <span className="compare-figure">
        {m.placedShare(share)}, <span lang={lang}>{placed.programme}</span>, {placed.year}
      </span>
    </>,
    placed,
  );
}

function ClosingCell({ facts }: { facts: ComparedFacts }) {
  const messages = useMessages();
  const m = messages.discovery.compare.facts;
  const f = messages.collegeFacts;
  const lang = englishTextLang(useLocale());
  return (
    <ul className="compare-list">
      {facts.closing.map((row) => (
        <li key={`${row.exam} ${row.quota}`}>
          {figure(
            <>
              <strong className="compare-figure">
                {m.closingRange(f.rankNumber(row.lowest), f.rankNumber(row.highest), row.branches)}
              </strong>
              <span className="compare-figure">
                {withName((exam) => m.exam(exam, row.year, row.round, f.quota[row.quota]), row.exam, lang)}
              </span>
            </>,
            row,
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The facts students compare on (issue 46, item 3), a row each: NIRF rank, NAAC grade, seats,
 * placements and the last closing rank for Open (All India, or by state where seats are filled so). Plain rows of the same table: no
 * script, nothing to hydrate (compare's blocking time is measured, issue 45).
 */
export function FactRows({ colleges, facts }: { colleges: CollegePageData[]; facts: Record<number, ComparedFacts> }) {
  const messages = useMessages();
  const f = messages.collegeFacts;
  const m = messages.discovery.compare;
  const lang = englishTextLang(useLocale());
  /** A college's facts, and a cell for them when it holds a figure of the kind. */
  const cell = (pick: (facts: ComparedFacts) => ReactNode) => (page: CollegePageData) => {
    const held = facts[page.college.id];
    return held ? pick(held) : null;
  };
  return (
    <>
      <Row
        label={m.rows.nirf}
        colleges={colleges}
        value={cell((held) => (held.nirf.length > 0 ? <NirfCell facts={held} /> : null))}
      />
      <Row
        label={m.rows.accreditation}
        colleges={colleges}
        value={cell(({ naac }) =>
          naac
            ? figure(
                withName((grade) => f.naac(grade, naac.cycle), naac.grade, lang),
                naac,
              )
            : null,
        )}
      />
      <Row
        label={m.rows.intake}
        colleges={colleges}
        value={cell(({ intake }) =>
          intake ? figure(m.facts.totalSeats(f.seatCount(intake.seats), intake.year), intake) : null,
        )}
      />
      <Row
        label={m.rows.placementFigures}
        colleges={colleges}
        value={cell(({ placement }) => (placement ? <PlacementCell placed={placement} /> : null))}
      />
      <Row
        label={m.rows.closingRank}
        colleges={colleges}
        value={cell((held) => (held.closing.length > 0 ? <ClosingCell facts={held} /> : null))}
      />
    </>
  );
}
