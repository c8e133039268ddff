import { useActionData, useFormAction } from "react-router";
import { LeadFormIsland, type LeadFormProps, type LeadFormStrings } from "./lead-form.island";
import type { LeadActionResult } from "./lead-result";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { englishTextLang, linkIn, type Locale } from "#app/utils/i18n/locale";
import { visitorTextLang } from "#app/utils/i18n/english-text";
import type { Option } from "./lead-form.island";

/**
 * The course options as a page of `locale` shows them: a catalogue's course name (Latin letters
 * only) is marked as English on a Hindi page; a label written in Hindi is the page's own language.
 */
function markedOptions(locale: Locale, options: Option[] | undefined): Option[] | undefined {
  return options?.map((option) => {
    const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
    const lang = visitorTextLang(label, englishTextLang(locale));
    return lang ? { value, label, lang } : option;
  });
}

/**
 * Every lead form of the site: without JavaScript it posts to the page's own action and shows
 * that action's answer; with it, the island sends it to /leads/enquire, which runs the same
 * handler and answers JSON. The form itself is an island (./lead-form.island.tsx); this part,
 * rendered on the server, hands it what only the router knows, and its words in the page's
 * language.
 */
export function LeadForm(props: LeadFormProps) {
  const actionData = useActionData() as LeadActionResult | undefined;
  const action = useFormAction();
  const locale = useLocale();
  const m = useMessages().leadForm;
  // What the island shows; the rest of the catalogue's `leadForm` only the server says.
  const strings: LeadFormStrings = {
    fields: m.fields,
    chooseCourse: m.chooseCourse,
    chooseCourseOptional: m.chooseCourseOptional,
    chooseOne: m.chooseOne,
    tenDigits: m.tenDigits,
    leaveEmpty: m.leaveEmpty,
    applicants: m.applicants,
    consentNotice: m.consentNotice,
    privacyNotice: m.privacyNotice,
    privacyHref: linkIn(locale, "/privacy"),
    updates: m.updates,
    submit: m.submit,
    submitting: m.submitting,
    notSent: m.notSent,
    errors: m.errors,
    tooLong: m.tooLong("{max}"),
  };
  return (
    <LeadFormIsland
      {...props}
      courseOptions={markedOptions(locale, props.courseOptions)}
      action={action}
      strings={strings}
      // The browser's own "fill in this field" speaks the browser's language, not the page's: on
      // a Hindi page the form checks itself and shows the catalogue's Hindi messages.
      ownMessages={locale !== "en"}
      result={actionData?.form === props.form ? actionData : undefined}
    />
  );
}
