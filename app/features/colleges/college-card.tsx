import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { CollegeInitials } from "./college-initials";
import { CollegeLink } from "./college-link";
import { collegeLogoPath } from "./college-logo-path";
import { CollegePickButtons } from "#app/features/shortlist/college-pick-buttons";
import type { CollegeCard as CollegeCardData } from "#app/features/college-search/college-search.server";
import { streamText } from "#app/utils/i18n/english-text";
import { PlaceName } from "#app/utils/i18n/place-names";
import { feeRange } from "#app/features/college-search/fee-range";

/**
 * A college in a list: logo (or initials), name, place, university and the range of yearly fees,
 * in the page's language; the catalogue's names as written, marked as English on a Hindi page, and
 * its places in Hindi there.
 */
export function CollegeCard({ college }: { college: CollegeCardData }) {
  const m = useMessages().colleges;
  const locale = useLocale();
  const lang = englishTextLang(locale);
  const logo = collegeLogoPath(college.logo_path);
  const stream = college.stream ? streamText(m.streamName, college.stream, lang) : null;
  return (
    <article className="college-card">
      <div className="college-card-logo" aria-hidden="true">
        {logo ? (
          <img src={logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <CollegeInitials name={college.name} />
        )}
      </div>
      <div className="college-card-body">
        <h3>
          <CollegeLink id={college.id} slug={college.slug} lang={lang}>
            {college.name}
          </CollegeLink>
        </h3>
        <p className="muted">
          <PlaceName locale={locale}>{`${college.cities}, ${college.state}`}</PlaceName>
          {stream ? (
            <span className="pill" lang={stream.lang}>
              {stream.name}
            </span>
          ) : null}
        </p>
        <p className="muted small" lang={lang}>
          {college.university}
        </p>
        <p className="fee-line">
          <span className="fee-label">{m.card.yearlyFees}</span>{" "}
          {feeRange(college.min_fee, college.max_fee, m.card.feesOnRequest)}
          <span className="muted small"> · {m.card.courses(college.course_count)}</span>
        </p>
        <CollegePickButtons slug={college.slug} name={college.name} />
      </div>
    </article>
  );
}
