import { Link } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import { withNames } from "#app/utils/i18n/english-text";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import type { PredictedSeat, Prediction } from "./predictor.server";
import { GROUPS, PER_GROUP, PICK_PREFIX, pickValue, type PredictorGroup, type PredictorQuery } from "./predictor-query";

/** The counsellor form's id (the lead form island's `lead-<form>-form`): the tick boxes join it. */
const LEAD_FORM_ID = "lead-predictor-form";

/**
 * A seat's closing ranks over the years as a small line (drawn for the eye, hidden from screen
 * readers) beside the same figures in words, which everyone gets. A lower rank is a harder seat:
 * the line rises as the seat gets harder to get.
 */
function Trend({ trend }: { trend: PredictedSeat["trend"] }) {
  const m = useMessages().predictor;
  const words = (
    <span>
      {trend.map((point, index) => (
        <span key={point.year} className="trend-point">
          {index > 0 ? "; " : ""}
          {m.trendPoint(point.year, point.closing)}
        </span>
      ))}
    </span>
  );
  if (trend.length < 2) return words;
  const ranks = trend.map((point) => point.closing);
  const [low, high] = [Math.min(...ranks), Math.max(...ranks)];
  const [width, height] = [64, 20];
  const points = trend
    .map((point, index) => {
      const x = (index / (trend.length - 1)) * (width - 4) + 2;
      const y = high === low ? height / 2 : ((point.closing - low) / (high - low)) * (height - 4) + 2;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return (
    <span className="trend">
      <svg className="sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {words}
    </span>
  );
}

/** A seat: college and branch (linked), quota, closing rank, trend, and its tick box for the counsellor form. */
function SeatRow({ seat, pick }: { seat: PredictedSeat; pick: string }) {
  const locale = useLocale();
  const m = useMessages().predictor;
  const words = useMessages().collegeFacts;
  const lang = englishTextLang(locale);
  return (
    <tr>
      <th scope="row">
        <Link to={linkIn(locale, `/${seat.slug}`)} lang={lang}>
          {seat.name}
        </Link>
        <span className="predictor-branch" lang={lang}>
          {seat.branch}
        </span>
        {seat.sample ? <span className="muted small">{m.sample}</span> : null}
      </th>
      <td>{words.quota[seat.quota]}</td>
      <td className="num">
        <span className="closing-rank">{words.rankNumber(seat.closingRank)}</span>
      </td>
      <td>
        <Trend trend={seat.trend} />
      </td>
      <td className="predictor-pick">
        <input type="checkbox" id={pick} name={pick} value={pickValue(seat)} form={LEAD_FORM_ID} defaultChecked />
        <label htmlFor={pick} className="visually-hidden">
          {/* The college and branch are names in English: marked so on a Hindi page. */}
          {withNames(([college = "", branch = ""]) => m.askAbout(college, branch), [seat.name, seat.branch], lang)}
        </label>
      </td>
    </tr>
  );
}

/** One group's seats as a table: college and branch (linked), quota, closing rank, trend, a tick box. */
function GroupTable({
  group,
  seats,
  year,
  index,
}: {
  group: PredictorGroup;
  seats: PredictedSeat[];
  year: number;
  index: number;
}) {
  const m = useMessages().predictor;
  const headingId = `predictor-${group}`;
  return (
    <section className={`predictor-group predictor-${group}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {m.groups[group].heading} <span className="predictor-count">({seats.length})</span>
      </h3>
      <p className="muted small">{m.groups[group].intro}</p>
      {seats.length === 0 ? (
        <p>{m.groupEmpty}</p>
      ) : (
        <TableScroll labelledBy={headingId}>
          <table className="fact-table predictor-table">
            <thead>
              <tr>
                <th scope="col">{m.college}</th>
                <th scope="col">{m.quota}</th>
                <th scope="col" className="num">
                  {m.closingRank(year)}
                </th>
                <th scope="col">{m.trend}</th>
                <th scope="col">{m.ask}</th>
              </tr>
            </thead>
            <tbody>
              {seats.map((seat, row) => (
                <SeatRow key={pickValue(seat)} seat={seat} pick={`${PICK_PREFIX}${index}-${row}`} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** The predictor's answer: what it is from, then the three groups, nearest the rank first. */
export function PredictorResults({ query, prediction }: { query: PredictorQuery; prediction: Prediction }) {
  const m = useMessages().predictor;
  const lang = englishTextLang(useLocale());
  const words = useMessages().collegeFacts;
  const { year, round, groups } = prediction;
  const total = GROUPS.reduce((sum, group) => sum + groups[group].length, 0);
  return (
    <section className="predictor-results" aria-labelledby="predictor-results-heading">
      <h2 id="predictor-results-heading">{m.resultsHeading}</h2>
      {year !== null && round !== null ? (
        <p>
          {/* The exam's name as the counselling body writes it: marked as English on a Hindi page. */}
          {withNames(
            ([exam = ""]) =>
              m.resultsFrom(exam, year, round, query.rank, words.seatCategory[query.category], words.pool[query.pool]),
            [query.exam],
            lang,
          )}
        </p>
      ) : null}
      {total === 0 || year === null ? (
        <p>{m.nothing}</p>
      ) : (
        <>
          {GROUPS.some((group) => groups[group].length === PER_GROUP) ? (
            <p className="muted small">{m.perGroup(PER_GROUP)}</p>
          ) : null}
          {GROUPS.map((group, index) => (
            <GroupTable key={group} group={group} seats={groups[group]} year={year} index={index} />
          ))}
        </>
      )}
    </section>
  );
}
