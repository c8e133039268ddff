import { ONE_LINE_MESSAGE } from "#app/utils/one-line";

/**
 * The lead forms' words in English (app/features/lead-forms/lead-form.island.tsx), and the messages
 * of their rules (app/features/leads/lead-schema.ts), which are the original product's where it
 * gives them (docs/original-contract.md#validation-messages). The rules take each language's
 * messages: a page parses with its own (lead-schema.ts `schemaFor`).
 */
export const leadFormEn = {
  fields: {
    name: "Name",
    phone: "Phone",
    email: "Email",
    mobile: "Mobile",
    stream: "Stream",
    city: "City",
    course: "Course",
    message: "Message",
    applicant: "I am",
    guardian_name: "Parent's or guardian's name",
    guardian_phone: "Parent's or guardian's mobile",
    guardian_email: "Parent's or guardian's email (optional)",
  },
  chooseCourse: "Choose a course",
  chooseCourseOptional: "Choose a course (optional)",
  chooseOne: "Choose one",
  tenDigits: "10-digit number",
  /** The honeypot's label: people never see it; a screen reader never reads it. */
  leaveEmpty: "Leave this field empty",
  franchise: {
    heading: "Enquire about a franchise",
    intro: "Tell us where you would like to open a centre. Our franchise team will call you to talk it through.",
    submit: "Send enquiry",
  },
  applicants: {
    adult: "A student aged 18 or over",
    minor: "A student under 18",
    parent: "A parent or guardian",
  },
  consentNotice:
    "By sending this form you ask us to contact you about this enquiry by call, SMS or WhatsApp. We use your details only for that and never sell them.",
  privacyNotice: "Privacy notice",
  updates: "Also send me occasional updates on exams, counselling dates and admissions (optional)",
  submit: "Submit",
  submitting: "Submitting...",
  notSent:
    "We could not send your details just now. They are still in the form: please check your connection and try again in a minute.",
  thanks: (name: string) => `Thank you, ${name}. A counsellor will call you within one working day.`,
  unreadable: "This form could not be read. Please reload the page and try again.",
  unknownForm: "This form could not be sent. Please reload the page and try again.",
  honeypot: (phone: string) =>
    `We could not accept this form. Please call us on ${phone} and we will help you directly.`,
  unavailable:
    "We could not save your details just now because of a problem on our side. Your details are still in the form: please try again in a minute.",
  limited: (phone: string) =>
    `We have received several enquiries from your connection in the last hour. Please call us on ${phone}, or try again later.`,
  /** The rules' messages, by name: lead-schema.ts writes these. */
  errors: {
    nameRequired: "Name is required",
    phoneBanner: "Enter valid Number",
    mobile: "Enter a valid 10-digit mobile number",
    email: "Enter a valid email address",
    course: "Please choose a course",
    city: "City is required",
    applicant: "Tell us who is filling in this form",
    guardianName: "Enter your parent's or guardian's name",
    guardianPhone: "Enter your parent's or guardian's 10-digit mobile number",
    guardianEmail: "Enter a valid email address for your parent or guardian, or leave it empty",
    topic: "Tell us what you would like to talk about",
    oneLine: ONE_LINE_MESSAGE,
  },
  tooLong: (max: string) => `Keep this under ${max} characters`,
} as const;
