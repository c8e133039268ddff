import { Icon } from "#app/components/layout/icons";
import type { CalendarExam } from "#app/features/exams/exam-calendar.server";
import { examTimeline, type ExamStep } from "#app/features/exams/exam-windows";
import { formatIndiaDayIn, formatIndiaDaysIn } from "#app/utils/india-time";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { withName } from "#app/utils/i18n/english-text";

/** An exam's days as the page's language says them: one day as a <time>, several as a range. */
function Days({ step }: { step: ExamStep }) {
  const locale = useLocale();
  if (step.first === step.last) return <time dateTime={step.first}>{formatIndiaDayIn(locale, step.first)}</time>;
  return <span>{formatIndiaDaysIn(locale, step.first, step.last)}</span>;
}

/**
 * An exam's key dates in the order they come (registration, admit card, the exam's days, result)
 * and its official site: plain server-rendered markup, no script. Shown only when staff have
 * given more than the exam's date, which the item's heading line already shows.
 */
export function ExamTimeline({ exam }: { exam: CalendarExam }) {
  const m = useMessages().discovery.exams;
  const lang = englishTextLang(useLocale());
  const steps = examTimeline({ exam_date: exam.date, ...exam.windows });
  const site = exam.windows.official_site;
  if (steps.length === 1 && steps[0]!.first === steps[0]!.last && !site) return null;
  return (
    <div className="exam-timeline">
      <ol aria-label={m.keyDates}>
        {steps.map((step) => (
          <li key={step.step} className={`exam-step exam-step-${step.step}`}>
            <span className="exam-step-name">
              {step.step === "exam" && step.first !== step.last ? m.examDays : m.step[step.step]}
            </span>
            <Days step={step} />
          </li>
        ))}
      </ol>
      {site ? (
        <p className="exam-official">
          <a href={site} rel="noopener noreferrer" target="_blank" className="external-link">
            <span aria-hidden="true">
              {m.officialSite}
              <span className="external-cue">
                <Icon name="external" size={14} />
              </span>
            </span>
            <span className="visually-hidden">{withName(m.officialSiteLabel, exam.name, lang)}</span>
          </a>
        </p>
      ) : null}
      {exam.isSample ? <p className="muted small exam-sample">{m.sampleDates}</p> : null}
    </div>
  );
}
