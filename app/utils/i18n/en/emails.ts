/**
 * What we write to the person who sent an enquiry, in English (each e-mail kind's module builds its
 * e-mail from these: leads/acknowledgement-email.server.ts, privacy/privacy-code-email.server.ts, …); ../hi/emails.ts has the same in Hindi. Plain text: every value
 * is a line or a function of what it names.
 */
export const emailsEn = {
  acknowledgement: {
    subject: (brand: string) => `We received your enquiry - ${brand}`,
    hello: "Hello,",
    received: (brand: string) =>
      `Thank you for your enquiry. We have received it, and a counsellor from ${brand} will call you within one working day.`,
    nextHeading: "What happens next:",
    next: [
      "1. A counsellor calls you to understand what you are looking for.",
      "2. They suggest colleges and courses that fit your marks, budget and city.",
      "3. They help you with applications and deadlines until you have decided.",
    ],
    sooner: (phone: string) => `Need us sooner? Call ${phone}.`,
    confirm: [
      "You asked for occasional updates on exams, counselling dates and admissions. To start them, confirm here",
      "(one click; if it was not you, ignore this e-mail and you will get none):",
    ],
    choicesHeading: "Your choices:",
    withdraw: "- Stop updates, or ask us not to contact you at all (one click, no sign-in):",
    rights: "- See, correct or erase your details:",
    privacy: "- How we use your details:",
    /** What the enquiry asked about, as our catalogue names it (never what was typed). */
    askedAbout: (course: string | null, college: string | null) =>
      `You asked about ${[course, college].filter(Boolean).join(" at ")}.`,
  },
  statusLink: {
    subject: (brand: string) => `Your applications at a glance - ${brand}`,
    hello: "Hello,",
    made: (brand: string, counsellor: string | null) =>
      `${counsellor ? `${counsellor}, your counsellor at ${brand},` : brand} has made a page where you and your parents can see your college applications, their status and the dates coming up:`,
    until: (day: string) =>
      `The link works until ${day}. Anyone who has it can open the page, so please share it only with your family.`,
    whatsApp: (student: string, brand: string, url: string, day: string) =>
      `Hello ${student}, this is ${brand}. You and your parents can see your college applications and the dates coming up here: ${url} (it works until ${day}). Please share it only with your family.`,
  },
  /** The student's counselling e-mails (features/counselling/session-email-content.server.ts). */
  session: {
    when: (time: string) => `${time} (India time)`,
    hello: "Hello,",
    callYou: "Your counsellor will call you on your phone.",
    joinHere: (link: string) => `Join here: ${link}`,
    cancelledSubject: (when: string) => `Your counselling session on ${when} is cancelled`,
    cancelled: (when: string) => `Your counselling session on ${when} is cancelled.`,
    bookAgain: "You can book another time whenever you like on our website.",
    reminder: (counsellor: string, inOneHour: boolean, when: string) =>
      `A reminder: your counselling session with ${counsellor} is ${inOneHour ? "in one hour" : "tomorrow"}, on ${when}.`,
    booked: (counsellor: string, moved: boolean, when: string) =>
      `Your counselling session with ${counsellor} is ${moved ? "now" : "booked for"} ${when}.`,
    manage: (url: string) => `To move it or cancel it: ${url}`,
    keepLink: "Please keep this link to yourself and your family: anyone with it can change your booking.",
    reminderSubject: (inOneHour: boolean, when: string) =>
      `Your counselling session is ${inOneHour ? "in one hour" : "tomorrow"}, on ${when}`,
    bookedSubject: (moved: boolean, when: string) =>
      `Your counselling session is ${moved ? "moved to" : "booked for"} ${when}`,
    /** The invitation's calendar entry, as the student's calendar shows it. */
    calendarSummary: (brand: string) => `Counselling session: ${brand}`,
    calendarManage: (url: string) => `Move or cancel: ${url}`,
  },
  privacyCode: {
    subject: (code: string, brand: string) => `Your code: ${code} - ${brand}`,
    code: (code: string) => `Your code is ${code}.`,
    where: "Enter it on the page where you asked about your details:",
    expiry: "It works for 15 minutes. If you did not ask, ignore this e-mail: nothing happens without the code.",
  },
  /** Every e-mail to a student or parent ends with it (features/settings/email-signature.server.ts). */
  signature: {
    regards: "Warm regards,",
    call: (phone: string) => `Call us: ${phone}`,
  },
  /** A step's reminder to the student or parent (features/admissions/step-reminder-email.server.ts). */
  stepReminder: {
    /**
     * What is due and when, as a sentence (the subject, and the body's first line): "The fee is due
     * tomorrow"; a step of kind Other is its note: "PESSAT slot booking is due tomorrow".
     */
    sentence: (kind: string, step: string, inDays: string) =>
      ({
        application_closes: `Applications close ${inDays}`,
        entrance_exam: `The entrance exam is ${inDays}`,
        counselling_round: `The counselling round is ${inDays}`,
        fee_due: `The fee is due ${inDays}`,
        reporting_date: `Reporting at the college is ${inDays}`,
      })[kind] ?? `${step} is due ${inDays}`,
    inDays: (days: number) => (days <= 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
    hello: "Hello,",
    due: (sentence: string, when: string, application: string) =>
      `${sentence}, on ${when}.\nThis is for your application to ${application}.`,
    amount: (amount: string) => `Amount: ${amount}`,
    details: (note: string) => `Details: ${note}`,
    statusPage: "Your applications, dates and documents, on one page:",
    help: "Your counsellor is happy to help with anything you need before then.",
  },
} as const;
