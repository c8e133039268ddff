import type { ReactNode } from "react";
import { studyModeIn } from "#app/utils/i18n/stored-words";
import { PlaceName } from "#app/utils/i18n/place-names";
import { href, Link } from "react-router";
import type { CollegePageData } from "#app/features/colleges/college-page.server";
import { feeBounds, feeRange } from "#app/features/college-search/fee-range";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { EnglishText, StoredText, streamText, withName, withNames } from "#app/utils/i18n/english-text";
import { CourseList, ExamList, Row } from "./compare-cells";
import { FactRows } from "./compare-facts";
import type { ComparedFacts } from "#app/features/college-facts/compared-facts.server";

/**
 * The comparison itself: a column per college (with its Remove link), a row per fact. A region
 * that scrolls sideways on a phone, focusable so a keyboard can scroll it too. The colleges' own
 * text (names, university, hostel…) has no Hindi version: a Hindi page marks it as English.
 */
export function CompareTable({
  colleges,
  facts,
  removeHref,
}: {
  colleges: CollegePageData[];
  /** Each college's facts, by its id (comparedFacts). */
  facts: Record<number, ComparedFacts>;
  /** The comparison without this college. */
  removeHref: (slug: string) => string;
}) {
  const locale = useLocale();
  const m = useMessages().discovery.compare;
  const lang = englishTextLang(locale);
  return (
    <div
      className={`compare-wrap compare-${colleges.length}`}
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
    >
      <table className="compare-table" style={{ ["--compare-columns" as string]: colleges.length }}>
        <caption id="compare-caption" className="visually-hidden">
          {withNames(
            m.caption,
            colleges.map((page) => page.college.name),
            lang,
          )}
        </caption>
        <CompareHead colleges={colleges} removeHref={removeHref} />
        <CompareRows colleges={colleges} facts={facts} />
      </table>
    </div>
  );
}

/** The colleges' names as column headings, each a link to its page, with its Remove link. */
function CompareHead({ colleges, removeHref }: { colleges: CollegePageData[]; removeHref: (slug: string) => string }) {
  const locale = useLocale();
  const m = useMessages().discovery.compare;
  const lang = englishTextLang(locale);
  return (
    <thead>
      <tr>
        <td />
        {colleges.map((page) => (
          <th key={page.college.slug} scope="col">
            <Link to={linkIn(locale, href("/:college", { college: page.college.slug }))} lang={lang}>
              {page.college.name}
            </Link>
            {/* Its name in hidden words rather than aria-label, where the college's name can be marked as English on a Hindi page. */}
            <Link className="compare-remove" to={removeHref(page.college.slug)}>
              <span aria-hidden="true">{m.remove}</span>
              <span className="visually-hidden">{withName(m.removeLabel, page.college.name, lang)}</span>
            </Link>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row per fact compared. */
function CompareRows({ colleges, facts }: { colleges: CollegePageData[]; facts: Record<number, ComparedFacts> }) {
  const locale = useLocale();
  const messages = useMessages();
  const m = messages.discovery.compare;
  // Streams in the words the college pages use (the catalogue's `colleges` area).
  const { streamName } = messages.colleges;
  const lang = englishTextLang(locale);
  /** A college's hostel or campus text: its Hindi version on a Hindi page where it has one. */
  const described = (p: CollegePageData, field: "hostel" | "campus"): ReactNode => {
    const hindi = locale === "hi" ? p.college[`${field}_hi`] : null;
    if (hindi) return hindi;
    return p.college[field] ? <EnglishText lang={lang}>{p.college[field]}</EnglishText> : null;
  };
  return (
    <tbody>
      <Row
        label={m.rows.location}
        colleges={colleges}
        value={(p) => <PlaceName locale={locale}>{`${p.college.location}, ${p.college.state}`}</PlaceName>}
      />
      <Row label={m.rows.university} colleges={colleges} lang={lang} value={(p) => p.college.university} />
      <Row label={m.rows.approvedBy} colleges={colleges} lang={lang} value={(p) => p.college.verified_by} />
      <Row
        label={m.rows.studyMode}
        colleges={colleges}
        value={(p) =>
          p.college.study_mode ? (
            <StoredText locale={locale}>{studyModeIn(locale, p.college.study_mode)}</StoredText>
          ) : null
        }
      />
      <Row
        label={m.rows.stream}
        colleges={colleges}
        value={(p) => {
          if (!p.stream) return null;
          const stream = streamText(streamName, p.stream, lang);
          return <EnglishText lang={stream.lang}>{stream.name}</EnglishText>;
        }}
      />
      <Row
        label={m.rows.fees}
        colleges={colleges}
        value={(p) => {
          const { min_fee, max_fee } = feeBounds(p.courses.map((course) => course.fee_inr));
          return min_fee === null ? null : feeRange(min_fee, max_fee);
        }}
      />
      <Row
        label={m.rows.courses}
        colleges={colleges}
        value={(p) => (p.courses.length ? <CourseList page={p} /> : null)}
      />
      <Row label={m.rows.exams} colleges={colleges} value={(p) => (p.exams.length ? <ExamList page={p} /> : null)} />
      <FactRows colleges={colleges} facts={facts} />
      <Row
        label={m.rows.placements}
        colleges={colleges}
        lang={lang}
        value={(p) => p.placements.map((company) => company.company_name).join(", ")}
      />
      <Row label={m.rows.hostel} colleges={colleges} value={(p) => described(p, "hostel")} />
      <Row label={m.rows.campus} colleges={colleges} value={(p) => described(p, "campus")} />
    </tbody>
  );
}
