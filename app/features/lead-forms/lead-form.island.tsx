import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { defineIsland } from "#app/utils/island";
import { UTM_KEYS, type LeadFormId } from "#app/features/leads/lead-fields";
import type { Messages } from "#app/utils/i18n/messages";
import { HoneypotField } from "./honeypot-field";
import type { LeadActionResult } from "./lead-result";
import type * as LeadSchema from "#app/features/leads/lead-schema";
import type { FieldErrors } from "#app/features/leads/lead-schema";

type LeadRules = typeof LeadSchema;

/**
 * The rules (zod and the schemas), for every form of the page: fetched when a visitor first
 * enters a field, so a page never spends its first seconds on them. Until they are here, the
 * server checks alone.
 */
let leadRules: LeadRules | undefined;
const loadLeadRules = () => import("#app/features/leads/lead-schema").then((module) => (leadRules = module));

const UTM_STORAGE_KEY = "landing-utm";

export interface LeadFormProps {
  form: LeadFormId;
  heading: string;
  intro?: string;
  /**
   * Course drop-down options, as the value (stored on the lead, in English) or as the value and
   * the label in the page's language; without them, Course is a text field.
   */
  courseOptions?: Option[];
  /** Banner form only. */
  streamOptions?: Option[];
  submitLabel?: string;
}

/**
 * The form's words in the page's language, handed over by the server (lead-form.tsx), so the
 * island carries no catalogue of its own: the catalogue's `leadForm` without what only the server
 * says, `tooLong` with "{max}" for the number, and where the privacy notice is in this language.
 */
export type LeadFormStrings = Omit<
  Messages["leadForm"],
  "thanks" | "honeypot" | "limited" | "unreadable" | "unknownForm" | "unavailable" | "tooLong" | "franchise"
> & { tooLong: string; privacyHref: string };

interface LeadFormIslandProps extends LeadFormProps {
  strings: LeadFormStrings;
  /**
   * The page's action URL (React Router's useFormAction: the page's address, with ?index on the
   * home page): where the form posts without JavaScript, and the page postLead names with it.
   */
  action: string;
  /** What the server answered this form's last post, if this page is that answer. */
  result: LeadActionResult | undefined;
  /**
   * The form's messages only, never the browser's (no `required` checks by the browser, whose
   * words are in the browser's language): on a page not in English. Without JavaScript the
   * server's answer then shows them.
   */
  ownMessages?: boolean;
}

/**
 * Every lead form of the site (an island; lead-form.tsx places it). Without JavaScript, a normal
 * POST to the page's action; with it, the fields are checked first with the same schema as the
 * server, so a mistake is shown at once and nothing is sent, and then the form is sent with
 * fetch to the JSON route that runs the same handler (postLead).
 */
function LeadFormFields({
  form,
  heading,
  intro,
  courseOptions,
  streamOptions,
  submitLabel,
  action,
  result: pageResult,
  strings,
  ownMessages = false,
}: LeadFormIslandProps) {
  const { result, errors, busy, submissionField, onFocus, onSubmit, onEdit } = useLeadPost({
    form,
    action,
    strings,
    pageResult,
  });
  const utm = useLandingUtm();
  // One form of each kind on a page; a fixed id (not useId), as an island hydrates on its own.
  const id = `lead-${form}`;
  const values = result && !result.ok ? (result.values ?? {}) : {};

  if (result?.ok) {
    return (
      <section className="lead-card" aria-labelledby={`${id}-heading`} id="enquire">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p role="status" className="form-success">
          {result.message}
        </p>
      </section>
    );
  }

  const field = fieldRenderer(id, errors, values);
  const standard = form !== "banner";
  return (
    <section className="lead-card" aria-labelledby={`${id}-heading`} id="enquire">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro ? <p className="lead-intro">{intro}</p> : null}
      {/* An id, so fields elsewhere on the page can join it (form="lead-predictor-form": the predictor's tick boxes). */}
      <form
        id={`${id}-form`}
        method="post"
        action={action}
        noValidate={!standard || ownMessages}
        onFocus={onFocus}
        onSubmit={onSubmit}
        onInput={onEdit}
        onChange={onEdit}
      >
        <input type="hidden" name="form" value={form} />
        <input ref={submissionField} type="hidden" name="submission_id" defaultValue="" />
        {UTM_KEYS.map((key) => (utm[key] ? <input key={key} type="hidden" name={key} value={utm[key]} /> : null))}
        <HoneypotField id={id} label={strings.leaveEmpty} />

        <ContactFields
          form={form}
          field={field}
          strings={strings}
          courseOptions={courseOptions}
          streamOptions={streamOptions}
        />
        <GuardianFields field={field} strings={strings} />
        <ConsentChoice id={id} strings={strings} checked={values.consent_updates === "on"} />

        {result && !result.ok && result.formError ? (
          <p className="form-error" role="alert">
            {result.formError}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? strings.submitting : (submitLabel ?? strings.submit)}
        </button>
      </form>
    </section>
  );
}

/**
 * A form's post from the browser: what the server answered (the page's own, then each post made
 * here), the errors to show, and the form's focus and submit handlers, which fetch the rules,
 * check the fields and send them with postLead.
 */
function useLeadPost({
  form,
  action,
  strings,
  pageResult,
}: {
  form: LeadFormId;
  action: string;
  strings: LeadFormStrings;
  pageResult: LeadActionResult | undefined;
}) {
  const [result, setResult] = useState(pageResult);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [busy, setBusy] = useState(false);
  // Set in the submit handler itself, so a second tap in the same instant sees it too.
  const sending = useRef(false);

  // One id per mounted form: a double submit of it stores one lead (server side, by this id).
  // Written into its hidden field, not kept as state: state set at hydration re-rendered the
  // whole form, a long task on a phone just after first paint (ADR 097).
  const submissionField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (submissionField.current && !submissionField.current.value) submissionField.current.value = crypto.randomUUID();
  }, []);

  /** Checks the fields with the rules, then posts the form here, staying on the page. */
  const checkAndSend = (formElement: HTMLFormElement, rulesNow: LeadRules) => {
    const entries = Object.fromEntries(new FormData(formElement).entries()) as Record<string, string>;
    const parsed = rulesNow.schemaFor(form, ruleTexts(strings)).safeParse(entries);
    if (!parsed.success) {
      setClientErrors(rulesNow.fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
    sending.current = true;
    setBusy(true);
    void postLead(action, entries, form, strings.notSent).then((answer) => {
      sending.current = false;
      setBusy(false);
      setResult(answer);
    });
  };

  const onFocus = () => {
    if (!leadRules) loadLeadRules().catch(() => {});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With this script the form is checked and sent from here; the page stays, and so
    // does everything typed, whatever the answer (without it, the browser posts the page).
    event.preventDefault();
    // Already on its way: a second post would only race it.
    if (sending.current) return;
    const formElement = event.currentTarget;
    if (leadRules) {
      checkAndSend(formElement, leadRules);
      return;
    }
    // Sent before the rules arrived: fetch them first. Should they not come (offline), the
    // browser posts the form as it is and the server checks it.
    sending.current = true;
    loadLeadRules().then(
      (module) => {
        sending.current = false;
        checkAndSend(formElement, module);
      },
      () => formElement.submit(),
    );
  };

  const errors: FieldErrors = clientErrors ?? (result && !result.ok ? (result.fieldErrors ?? {}) : {});

  const onEdit = clearWhenValid(errors, form, strings, setClientErrors);
  return { result, errors, busy, submissionField, onFocus, onSubmit, onEdit };
}

/**
 * A field's message goes once what is typed there is valid (issue 44): the shown messages are
 * checked again on every edit, and only those still true stay. No new message appears before
 * the next Submit.
 */
function clearWhenValid(
  errors: FieldErrors,
  form: LeadFormId,
  strings: LeadFormStrings,
  setErrors: (errors: FieldErrors) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!leadRules || Object.keys(errors).length === 0) return;
    const still = errorsStillTrue(
      errors,
      event.currentTarget,
      leadRules.schemaFor(form, ruleTexts(strings)),
      leadRules,
    );
    if (Object.keys(still).length < Object.keys(errors).length) setErrors(still);
  };
}

/** The rules' messages in this page's words: the ones to show. */
const ruleTexts = (strings: LeadFormStrings) => ({
  errors: strings.errors,
  tooLong: (max: string) => strings.tooLong.replace("{max}", max),
});

/** Of the messages shown, those the form's fields still deserve, each as it reads now. */
function errorsStillTrue(
  shown: FieldErrors,
  formElement: HTMLFormElement,
  schema: ReturnType<LeadRules["schemaFor"]>,
  rules: LeadRules,
): FieldErrors {
  const parsed = schema.safeParse(Object.fromEntries(new FormData(formElement).entries()));
  const now = parsed.success ? {} : rules.fieldErrorsOf(parsed.error);
  return Object.fromEntries(Object.keys(shown).flatMap((name) => (now[name] ? [[name, now[name]]] : [])));
}

/** Renders one labelled field: its control, given the id, name, value and error links, and its error. */
type RenderField = (name: string, label: string, control: (props: ControlProps) => ReactNode) => ReactNode;

function fieldRenderer(id: string, errors: FieldErrors, values: Record<string, string>): RenderField {
  return (name, label, control) => {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        {control({
          id: inputId,
          name,
          defaultValue: values[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${inputId}-error` : undefined,
        })}
        {error ? (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
}

/** Who is asking and about what: the fields each kind of form asks for (the banner fewer, the franchise its own). */
function ContactFields({
  form,
  field,
  strings,
  courseOptions,
  streamOptions,
}: {
  form: LeadFormId;
  field: RenderField;
  strings: LeadFormStrings;
  courseOptions?: Option[];
  streamOptions?: Option[];
}) {
  const standard = form !== "banner";
  return (
    <div className="form-grid">
      {field("name", strings.fields.name, (p) => (
        <input {...p} type="text" autoComplete="name" required={standard} maxLength={100} />
      ))}
      {form === "banner"
        ? field("phone", strings.fields.phone, (p) => (
            <PhoneInput {...p} required={false} placeholder={strings.tenDigits} />
          ))
        : null}
      {standard
        ? field("email", strings.fields.email, (p) => (
            <input {...p} type="email" autoComplete="email" required maxLength={200} />
          ))
        : null}
      {standard
        ? field("mobile", strings.fields.mobile, (p) => <PhoneInput {...p} required placeholder={strings.tenDigits} />)
        : null}
      {form === "banner" && streamOptions
        ? field("stream", strings.fields.stream, (p) => <Select {...p} options={streamOptions} />)
        : null}
      {form === "franchise"
        ? field("city", strings.fields.city, (p) => (
            <input {...p} type="text" autoComplete="address-level2" required maxLength={100} />
          ))
        : field("course", strings.fields.course, (p) =>
            courseOptions && courseOptions.length > 0 ? (
              <Select
                {...p}
                options={courseOptions}
                placeholder={standard ? strings.chooseCourse : strings.chooseCourseOptional}
                required={standard}
              />
            ) : (
              <input {...p} type="text" required={standard} maxLength={200} />
            ),
          )}
      {form === "franchise"
        ? field("message", strings.fields.message, (p) => <textarea {...p} rows={3} maxLength={2000} />)
        : null}
      {field("applicant", strings.fields.applicant, (p) => (
        <Select
          {...p}
          options={Object.entries(strings.applicants).map(([value, label]) => ({ value, label }))}
          placeholder={strings.chooseOne}
          required={standard}
        />
      ))}
    </div>
  );
}

/** Shown only while "A student under 18" is chosen: by CSS (:has), so it works without JavaScript too. */
function GuardianFields({ field, strings }: { field: RenderField; strings: LeadFormStrings }) {
  return (
    <div className="form-grid guardian-fields">
      {field("guardian_name", strings.fields.guardian_name, (p) => (
        <input {...p} type="text" autoComplete="off" maxLength={100} />
      ))}
      {field("guardian_phone", strings.fields.guardian_phone, (p) => (
        <input {...p} type="tel" inputMode="tel" autoComplete="off" placeholder={strings.tenDigits} maxLength={16} />
      ))}
      {field("guardian_email", strings.fields.guardian_email, (p) => (
        <input {...p} type="email" autoComplete="off" maxLength={200} />
      ))}
    </div>
  );
}

/** The privacy notice, and the choice of updates, never offered to a student under 18 (hidden by CSS; the server ignores it for them too). */
function ConsentChoice({ id, strings, checked }: { id: string; strings: LeadFormStrings; checked: boolean }) {
  return (
    <div className="consent">
      <p className="consent-notice" id={`${id}-notice`}>
        {strings.consentNotice} <a href={strings.privacyHref}>{strings.privacyNotice}</a>
      </p>
      <div className="check updates-choice">
        <input id={`${id}-consent_updates`} type="checkbox" name="consent_updates" defaultChecked={checked} />
        <label htmlFor={`${id}-consent_updates`}>{strings.updates}</label>
      </div>
    </div>
  );
}

/**
 * Where a form is sent with JavaScript: the JSON twin of the page's action (routes/public/lead-enquiry.ts),
 * told which page the form is on. Spelled out, as islands do not load the router (app/routes.ts has it).
 */
const ENQUIRE_PATH = "/leads/enquire";

/**
 * Posts a lead form as the browser would (URL-encoded, the same fields) to ENQUIRE_PATH, with the
 * page's action address, and reads the server's answer as JSON. An answer that is not this
 * form's result, or none (offline, cut off, an outage's page), leaves the details in the form
 * with `notSent`.
 */
async function postLead(
  action: string,
  entries: Record<string, string>,
  form: LeadFormId,
  notSent: string,
): Promise<LeadActionResult> {
  try {
    const response = await fetch(`${ENQUIRE_PATH}?${new URLSearchParams({ page: action }).toString()}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(entries),
    });
    if (response.headers.get("Content-Type")?.startsWith("application/json")) {
      const answer = (await response.json()) as Partial<LeadActionResult> | null;
      if (answer?.form === form && typeof answer.ok === "boolean") return answer as LeadActionResult;
    }
  } catch {
    // Offline, or the connection was cut: the same as no answer.
  }
  return { form, ok: false, values: entries, formError: notSent };
}

/**
 * A drop-down's option: the value (also its label), or the value and a label, with the label's
 * `lang` where it differs from the page's (a course's English name on a Hindi page).
 */
export type Option = string | { value: string; label: string; lang?: string };

interface ControlProps {
  id: string;
  name: string;
  defaultValue: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A phone number field: the banner's Phone and the other forms' Mobile. */
function PhoneInput({ required, placeholder, ...props }: ControlProps & { required: boolean; placeholder: string }) {
  return (
    <input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required={required}
      placeholder={placeholder}
      maxLength={16}
    />
  );
}

/** A drop-down: options as plain strings (value and label alike) or as value and label. */
function Select({
  options,
  placeholder,
  ...props
}: ControlProps & {
  options: Option[];
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <select {...props} defaultValue={props.defaultValue ?? ""}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const { value, label, lang } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value === "Choose your Stream" ? "" : value} lang={lang}>
            {label}
          </option>
        );
      })}
    </select>
  );
}

/**
 * UTM parameters of the URL the visitor landed on: kept for the visit in sessionStorage, so a
 * lead left three pages later still says which campaign brought them. Without JavaScript the
 * server reads them from the current URL instead.
 */
function useLandingUtm(): Partial<Record<(typeof UTM_KEYS)[number], string>> {
  const [utm, setUtm] = useState<Partial<Record<(typeof UTM_KEYS)[number], string>>>({});
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = Object.fromEntries(UTM_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
    try {
      if (Object.keys(fromUrl).length > 0) sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(fromUrl));
      const kept = JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY) ?? "{}") as typeof fromUrl;
      // No campaign (most visits): no state to set, so no second render of the form at hydration.
      if (Object.keys(kept).length > 0) setUtm(kept);
    } catch {
      if (Object.keys(fromUrl).length > 0) setUtm(fromUrl);
    }
  }, []);
  return utm;
}

export const LeadFormIsland = defineIsland("lead-form", LeadFormFields, { hydrate: "visible" });
