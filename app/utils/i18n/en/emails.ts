/**
 * What we write to the person who sent an enquiry, in English (app/features/outbox/lead-alert-email.ts
 * builds the e-mails from these); ../hi/emails.ts has the same in Hindi. Plain text: every value
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
  privacyCode: {
    subject: (code: string, brand: string) => `Your code: ${code} - ${brand}`,
    code: (code: string) => `Your code is ${code}.`,
    where: "Enter it on the page where you asked about your details:",
    expiry: "It works for 15 minutes. If you did not ask, ignore this e-mail: nothing happens without the code.",
  },
} as const;
