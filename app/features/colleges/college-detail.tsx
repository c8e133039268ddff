import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import type { LeadFormId } from "#app/features/leads/lead-fields";
import { formatInr } from "#app/utils/format";
import { englishTextLang, linkIn, type Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages, type Messages } from "#app/utils/i18n/messages";
import { CollegeInitials } from "./college-initials";
import { collegeFactSections } from "#app/features/college-facts/college-facts-sections";
import { CollegePickButtons } from "#app/features/shortlist/college-pick-buttons";
import { collegeLogoPath } from "./college-logo-path";
import type { CollegePageData } from "./college-page.server";
import { storedTextLang, streamText, withName } from "#app/utils/i18n/english-text";
import { COLLEGE_HINDI_FIELDS } from "./college-schema";
import { LongText } from "./long-text";
import { PlaceName } from "#app/utils/i18n/place-names";
import { studyModeIn } from "#app/utils/i18n/stored-words";

/**
 * The college's long texts, in the page's order: the fields that have a Hindi version. Their names
 * are the catalogue's `colleges.detail.sections`.
 */
const TEXT_SECTIONS = COLLEGE_HINDI_FIELDS;

type Words = Messages["colleges"];
type FactWords = Messages["collegeFacts"];

/** One section of the page: its anchor, its name in "On this page", its heading and what it shows. */
interface PageSection {
  key: string;
  toc: string;
  heading: string;
  body: ReactNode;
}

/**
 * The page's sections in order: the college's long texts, the entrance exams after Admission
 * (only when the college accepts any), then the fee table. "On this page" lists the same. The
 * recruiters and exams are the catalogue's, in English, and so is a text with no Hindi version:
 * `lang` marks them so on a Hindi page.
 */
function pageSections(data: CollegePageData, m: Words, locale: Locale, factWords: FactWords): PageSection[] {
  const { college, courses, placements, exams } = data;
  // The facts' sections (features/college-facts), each after the text it belongs beside.
  const facts = data.facts ? collegeFactSections(data.facts, factWords) : [];
  const lang = englishTextLang(locale);
  const sections: PageSection[] = [];
  // A Hindi page says once, above the first English text, that what follows is English.
  let saidEnglish = false;
  for (const key of TEXT_SECTIONS) {
    const title = m.detail.sections[key];
    // The Hindi page shows the college's Hindi version of a text where the admin wrote one
    // (`<field>_hi`, null when none), else the English, marked as English.
    const hindi = locale === "hi" ? college[`${key}_hi` as const] : null;
    const sayEnglish: boolean = locale === "hi" && !hindi && !saidEnglish;
    saidEnglish ||= sayEnglish;
    sections.push({
      key,
      toc: title,
      heading: title,
      body: (
        <>
          {sayEnglish ? <p className="language-note">{m.detail.onlyInEnglish}</p> : null}
          {hindi ? <LongText text={hindi} /> : <LongText text={college[key]} lang={lang} />}
          {key === "placement" && placements.length > 0 ? (
            <ul className="chip-list" aria-label={m.detail.recruiters} lang={lang}>
              {placements.map((placement) => (
                <li key={placement.id}>{placement.company_name}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    });
    if (key === "admission" && exams.length > 0) {
      sections.push({
        key: "exams",
        toc: m.detail.exams,
        heading: m.detail.exams,
        body: <ExamDates exams={exams} />,
      });
    }
    sections.push(...facts.filter((section) => section.after === key));
  }
  sections.push({
    key: "fees",
    toc: m.detail.feesToc,
    heading: m.detail.feesHeading,
    body: <FeeTable college={college} courses={courses} />,
  });
  return sections;
}

/**
 * The college page and the disk page share this shell; only the lead form's id differs. In the
 * page's language: its own words from the catalogue, its links to the pages in that language.
 */
export function CollegeDetail({ data, form }: { data: CollegePageData; form: LeadFormId }) {
  const { college, courses } = data;
  const locale = useLocale();
  const messages = useMessages();
  const m = messages.colleges;
  const sections = pageSections(data, m, locale, messages.collegeFacts);
  return (
    <main>
      <CollegeBanner data={data} />
      <div className="container with-aside">
        <article className="prose">
          <nav aria-label={m.detail.onThisPage} className="toc">
            <ul>
              {sections.map((section) => (
                <li key={section.key}>
                  <a href={`#section-${section.key}`}>{section.toc}</a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section key={section.key} id={`section-${section.key}`} aria-labelledby={`heading-${section.key}`}>
              <h2 id={`heading-${section.key}`}>{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </article>
        <aside className="page-aside">
          <LeadForm
            form={form}
            heading={m.detail.leadHeading(college.name)}
            intro={m.detail.leadIntro}
            courseOptions={courses.map((course) => course.name)}
          />
        </aside>
      </div>
    </main>
  );
}

/** The page's banner: the logo, the way back (home, the stream's colleges), the name and the college's facts. */
function CollegeBanner({ data }: { data: CollegePageData }) {
  const { college, stream } = data;
  const locale = useLocale();
  const m = useMessages().colleges;
  const lang = englishTextLang(locale);
  const logo = collegeLogoPath(college.logo_path);
  const collegesPath = linkIn(locale, href("/colleges-course"));
  const shownStream = stream ? streamText(m.streamName, stream, lang) : null;
  const studyMode = college.study_mode ? studyModeIn(locale, college.study_mode) : null;
  return (
    <header className="college-banner">
      <div className="container college-banner-inner">
        <div className="college-logo">
          {logo ? (
            // On a Hindi page the logo is named by the college's name alone, marked as English
            // (an alt cannot mark a name inside Hindi words).
            <img
              src={logo}
              alt={lang ? college.name : m.detail.logo(college.name)}
              lang={lang}
              width={96}
              height={96}
            />
          ) : (
            <CollegeInitials name={college.name} hidden />
          )}
        </div>
        <div>
          <nav aria-label={m.detail.breadcrumb} className="breadcrumb">
            <ol>
              <li>
                <Link to={linkIn(locale, href("/"))}>{m.detail.home}</Link>
              </li>
              <li>
                <Link to={stream ? `${collegesPath}?stream=${encodeURIComponent(stream)}` : collegesPath}>
                  {shownStream ? withName(m.streamColleges, shownStream.name, shownStream.lang) : m.detail.colleges}
                </Link>
              </li>
              <li aria-current="page" lang={lang}>
                {college.name}
              </li>
            </ol>
          </nav>
          <h1 lang={lang}>{college.name}</h1>
          <p className="college-university" lang={lang}>
            {college.university}
          </p>
          <p className="college-facts">
            <span>
              <PlaceName locale={locale} Tag="bdi">
                {college.location}
              </PlaceName>
            </span>
            <span>
              <PlaceName locale={locale} Tag="bdi">
                {college.state}
              </PlaceName>
            </span>
            {/* A bdi inside the fact's span: a span would be drawn as a fact of its own. */}
            {college.verified_by ? <span>{withName(m.detail.approved, college.verified_by, lang, "bdi")}</span> : null}
            {studyMode ? <span lang={storedTextLang(locale, studyMode)}>{studyMode}</span> : null}
          </p>
          <CollegePickButtons slug={college.slug} name={college.name} />
        </div>
      </div>
    </header>
  );
}

/** The exams the college accepts, soonest first; a date gone by says so in words, not only in colour. */
function ExamDates({ exams }: { exams: CollegePageData["exams"] }) {
  const locale = useLocale();
  const m = useMessages().colleges;
  const lang = englishTextLang(locale);
  return (
    <>
      <ul className="exam-dates">
        {exams.map((exam) => (
          <li key={`${exam.name} ${exam.exam_date}`} className={exam.past ? "exam-past" : undefined}>
            <span className="exam-name" lang={lang}>
              {exam.name}
            </span>
            <span className="exam-when">
              <time dateTime={exam.exam_date}>{m.examDay(exam.exam_date)}</time>
              {exam.past ? (
                <>
                  {" "}
                  <span className="pill">{m.detail.past}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="exam-calendar-link">
        <Link to={linkIn(locale, href("/exams"))}>{m.detail.allExamDates}</Link>
      </p>
    </>
  );
}

function FeeTable({ college, courses }: Pick<CollegePageData, "college" | "courses">) {
  const m = useMessages().colleges;
  const lang = englishTextLang(useLocale());
  return (
    <>
      <TableScroll labelledBy="heading-fees">
        <table>
          <thead>
            <tr>
              <th scope="col">{m.detail.course}</th>
              <th scope="col">{m.detail.duration}</th>
              <th scope="col" className="num">
                {m.detail.feePerYear}
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => {
              // A duration the catalogue of words cannot put in Hindi stays as written, marked English.
              const duration = m.duration(course.duration);
              return (
                <tr key={course.id}>
                  <td lang={lang}>{course.name}</td>
                  <td lang={duration === course.duration ? lang : undefined}>{duration}</td>
                  <td className="num">{formatInr(course.fee_inr)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {college.is_sample_data ? <p className="muted small">{m.detail.sampleData}</p> : null}
      {college.website ? (
        <p>
          <a className="college-website" href={college.website} rel="noopener noreferrer" target="_blank">
            {withName(m.detail.website, college.name, lang)}
          </a>
        </p>
      ) : null}
    </>
  );
}
