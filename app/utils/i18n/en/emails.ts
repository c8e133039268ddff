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
    cancelledSubject: (brand: string) => `Your counselling session is cancelled - ${brand}`,
    cancelled: (when: string) => `Your counselling session on ${when} is cancelled.`,
    bookAgain: "You can book another time whenever you like on our website.",
    reminder: (counsellor: string, inOneHour: boolean, when: string) =>
      `A reminder: your counselling session with ${counsellor} is ${inOneHour ? "in one hour" : "tomorrow"}, on ${when}.`,
    booked: (counsellor: string, moved: boolean, when: string) =>
      `Your counselling session with ${counsellor} is ${moved ? "now" : "booked for"} ${when}.`,
    manage: (url: string) => `To move it or cancel it: ${url}`,
    keepLink: "Please keep this link to yourself and your family: anyone with it can change your booking.",
    reminderSubject: (when: string) => `Reminder: your counselling session on ${when}`,
    bookedSubject: (moved: boolean, when: string, brand: string) =>
      `${moved ? "New time" : "Booked"}: your counselling session on ${when} - ${brand}`,
  },
  privacyCode: {
    subject: (code: string, brand: string) => `Your code: ${code} - ${brand}`,
    code: (code: string) => `Your code is ${code}.`,
    where: "Enter it on the page where you asked about your details:",
    expiry: "It works for 15 minutes. If you did not ask, ignore this e-mail: nothing happens without the code.",
  },
} as const;
