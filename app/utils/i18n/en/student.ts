/**
 * The student pages' words in English (docs/decisions/059-hindi-site-plan.md); ../hi/student.ts has
 * the Hindi: booking a counselling session and the session's own page, the status page, and the
 * privacy pages a person reaches from our e-mails (withdraw, confirm, rights requests).
 *
 * What a server function or a form's rules refuse with is in ./refusals.ts, by code.
 */
export const studentEn = {
  /** /counselling/book (app/features/counselling/booking-form.tsx). */
  booking: {
    title: "Book a free counselling session",
    description:
      "Choose a time that suits you and talk to one of our admission counsellors about courses, colleges and exams.",
    heading: "Book a free counselling session",
    intro:
      "Talk to an admission counsellor by phone or video about courses, colleges, entrance exams or fees. It is free. Pick a day and a time below; all times are India time.",
    noCounsellors: "No counsellor has open times just now. Please call us, or leave your details on the contact page.",
    chooseHeading: "Choose a time",
    counsellor: "Counsellor",
    firstAvailable: "First available counsellor",
    day: "Day",
    freeCount: (free: number) => (free === 0 ? "No times" : `${free} free`),
    showTimes: "Show times",
    timesOn: (day: string) => `Free times on ${day} (India time)`,
    noTimes: "No free times on this day. Please choose another day above.",
    fields: {
      name: "Name",
      phone: "Phone",
      email: "Email",
      applicant: "I am",
      message: "Message",
      guardian_name: "Parent's or guardian's name",
      guardian_phone: "Parent's or guardian's mobile",
      guardian_email: "Parent's or guardian's email (optional)",
    },
    chooseOne: "Choose one",
    tenDigits: "10-digit number",
    messagePlaceholder: "What would you like to talk about?",
    applicants: {
      adult: "A student aged 18 or over",
      minor: "A student under 18",
      parent: "A parent or guardian",
    },
    consentNotice:
      "By booking you ask us to contact you about this session by call, SMS, WhatsApp or e-mail. We use your details only for that and never sell them.",
    privacyNotice: "Privacy notice",
    updates: "Also send me occasional updates on exams, counselling dates and admissions (optional)",
    submit: "Book this time",
    chooseTime: "Choose a time",
    wrongDay: "That time is not on the day shown. Please choose a time again.",
    /** The same words as SLOT_TAKEN and SLOT_NOT_OPEN (app/features/counselling/session-status.ts). */
    slotTaken: "That slot was just taken; pick another.",
    slotNotOpen: "That time is not open for booking; pick one of the times shown.",
    /** One person, at most two live sessions, never overlapping (features/counselling/sessions-per-person.server.ts). */
    tooManySessions:
      "You already have two sessions booked, the most one person can hold at a time. We have e-mailed the link to each of them again, to the e-mail address on your booking: open one to move or cancel that session.",
    overlapsSession:
      "You already have a session booked at this time. Please pick another time. We have e-mailed the link to your session again, to the e-mail address on your booking, in case you want to move it.",
    limited: (phone: string) =>
      `We have received several bookings from your connection. Please call us on ${phone}, or try again later.`,
    unavailable:
      "We could not book this just now because of a problem on our side. Your details are still in the form: please try again in a minute.",
    booked: (when: string, counsellor: string) =>
      `Booked: ${when} (India time) with ${counsellor}. We have e-mailed you the details, with a link to move or cancel it.`,
  },
  /** /counselling/session/<token>: the student moves or cancels their session. */
  session: {
    title: "Your counselling session",
    heading: "Your counselling session",
    intro: "Hello. Here you can move your session to another time or cancel it.",
    when: (when: string) => `${when} (India time)`,
    statuses: {
      booked: "Booked",
      cancelled: "Cancelled",
      attended: "Attended",
      no_show: "No-show",
    },
    /** "Booked, with Anita." (the counsellor's first name, when there is one). */
    summary: (status: string, counsellor: string | null) => `${status}${counsellor ? `, with ${counsellor}` : ""}.`,
    joinHere: "Join here:",
    moveLegend: (day: string) => `Move it to another time on ${day} (India time)`,
    move: "Move my session",
    moveSubmit: "Move to this time",
    cancelText: "Can't make it at all? Cancelling frees the time for another student.",
    cancel: "Cancel my session",
    answers: {
      wait: "Please wait a few minutes and try again.",
      cancelled: "Your session is cancelled. We have e-mailed you to confirm.",
      notCancellable: "This session can no longer be cancelled here.",
      unreadable: "This form could not be read. Please reload the page.",
      chooseTime: "Choose a time",
      notMovable: "This session can no longer be moved here.",
      overlapsOther: "You already have another session booked at that time. Please pick another time.",
      moved: (when: string) => `Moved to ${when} (India time). We have e-mailed you the new invitation.`,
    },
  },
  /** /status/<token>: the student's applications (app/features/status-link/status-page-sections.tsx). */
  status: {
    title: "Your applications",
    description: "Where each of your college applications stands, and the dates coming up.",
    heading: (firstName: string | null) => (firstName ? `${firstName}'s applications` : "Your applications"),
    intro: (counsellor: string | null) =>
      `Where each application stands, and the dates coming up. ${counsellor ? `${counsellor}, your counsellor, keeps` : "Your counsellor keeps"} this page up to date.`,
    applications: "Applications",
    noApplications: "No applications yet. Your counsellor will add each college as you apply.",
    /** Each application status as the page says it to a student and their parents: plainer than the admin area's labels. */
    statuses: {
      planning: { label: "Getting ready", meaning: "We are preparing this application with you." },
      applied: { label: "Applied", meaning: "The application is sent. We are waiting to hear from the college." },
      documents_pending: {
        label: "Documents needed",
        meaning: "The college is waiting for some documents. Your counsellor will tell you which.",
      },
      offer_received: {
        label: "Offer received",
        meaning: "The college has offered a seat. Talk to your counsellor before you accept.",
      },
      seat_confirmed: {
        label: "Seat confirmed",
        meaning: "The seat is confirmed. Watch for the fee and reporting dates below.",
      },
      admitted: { label: "Admitted", meaning: "Admission is complete. Congratulations!" },
      not_admitted: { label: "Not admitted", meaning: "The college did not offer a seat this time." },
      withdrawn: { label: "Withdrawn", meaning: "This application is not going ahead." },
    },
    nextSteps: "Next steps",
    noSteps: "No dates yet. Your counsellor adds them as the colleges announce them.",
    /** A step's kind, as the admin area names it (STEP_KIND_LABELS, kept equal by student-words.test.ts); "Other" with its note reads as the note: "hostel form". */
    stepKinds: {
      application_closes: "Application closes",
      entrance_exam: "Entrance exam",
      counselling_round: "Counselling round",
      fee_due: "Fee due",
      reporting_date: "Reporting date",
      other: "Other",
    },
    otherWithNote: (note: string) => note,
    stepWhen: (day: string, time: string | null) => (time ? `${day}, ${time} (India time)` : day),
    daysAway: (days: number) => (days <= 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
    documents: "Documents still needed",
    uploaded: "Thank you: your document is uploaded, and your counsellor has been told.",
    noDocuments: "Nothing is missing right now. Your counsellor will tell you if a college asks for more.",
    /** With FILE_RULES (app/features/admissions/document-schema.ts) after it. */
    uploadIntro: "Upload each one here from your phone: a photo or a scan. PDF, JPEG or PNG, up to 10 MB.",
    payments: "Fees paid",
    paid: (amount: string, day: string) => `${amount} paid on ${day}`,
    receipt: "Receipt number",
    forApplication: (application: string) => `For ${application}`,
    /** AADHAAR_NOTE (app/features/admissions/document-schema.ts). */
    aadhaarNote:
      "Upload a masked Aadhaar, where only the last 4 digits of the number show (download it from the UIDAI website or the mAadhaar app), or another photo ID such as a passport, PAN card or driving licence. Please do not upload a full Aadhaar: we do not keep unmasked copies.",
    chooseFile: (document: string) => `Choose the file for ${document}`,
    upload: (document: string) => `Upload ${document}`,
    questions: "Questions?",
    ask: (counsellor: string | null) => (counsellor ? `Ask ${counsellor}, your counsellor. ` : "Ask your counsellor. "),
    /** "Call us on <phone> or message us on <WhatsApp>.": the words around the two links. */
    callBefore: "Call us on ",
    callAfter: "",
    whatsappBefore: " or message us on ",
    whatsappAfter: "",
    end: ".",
    footnote: (until: string) =>
      `This page is private to your family: please share the link only with them. It works until ${until}; ask your counsellor for a new one after that.`,
    waitHeading: "Please wait a few minutes",
    waitText: "This page was opened many times in a short while. Please try again in a few minutes.",
    errorHeading: "Something went wrong",
    errorText: "Sorry, something went wrong on our side. Please try again in a minute.",
  },
  /** /privacy/withdraw, /privacy/confirm, /privacy/request and a request's own page. */
  privacy: {
    erased: "We no longer hold any details for this link: they have been erased.",
    makeRequest: "make a request",
    withdraw: {
      title: "Stop updates or contact",
      heading: "Stop updates or contact",
      intro: "Your choice takes effect at once. No sign-in needed.",
      doneContact: "Done. We will not contact you again about your enquiry, and you will get no updates.",
      doneUpdates:
        "Done. You will get no more updates from us. A counsellor may still call you about the enquiry you sent.",
      unknownBefore: "This link is not complete or not ours. Please use the link exactly as it is in our e-mail, or ",
      unknownLink: "make a request here",
      unknownAfter: ".",
      neutral: "Choose what you want: no more updates, or no contact from us at all.",
      updatesOn: "You agreed to occasional updates on exams, counselling dates and admissions.",
      updatesOff: "You are not receiving updates from us.",
      contactOn: "A counsellor may call you about the enquiry you sent.",
      contactOff: "You asked us not to contact you at all.",
      /** After a withdrawal, a new enquiry that did not come from the person's e-mail address: a call only. */
      reopenedByPhone: (withdrawn: string, enquiry: string) =>
        `You withdrew all contact on ${withdrawn}. You then sent an enquiry with your phone number on ${enquiry}: a counsellor may call you about it. We will not e-mail you.`,
      /** After a withdrawal, a new enquiry from the person's own e-mail address: a call or an e-mail about it. */
      reopenedByEmail: (withdrawn: string, enquiry: string) =>
        `You withdrew all contact on ${withdrawn}. You then sent an enquiry from your e-mail address on ${enquiry}: a counsellor may call or e-mail you about it.`,
      invalid: "Please choose one of the buttons.",
      rightsBefore: "To see, correct or erase your details, ",
      rightsAfter: ".",
      stopUpdates: "Stop updates",
      stopContact: "Do not contact me at all",
    },
    confirm: {
      title: "Confirm updates",
      heading: "Confirm updates",
      intro: "One click, no sign-in.",
      done: "Thank you. You will get occasional updates on exams, counselling dates and admissions. Every update has a link to stop them.",
      unknown: "This link is not complete or not ours. Please use the link exactly as it is in our e-mail.",
      withdrawn:
        "You asked us not to contact you, so we send no updates. To change that, please call us or send a new enquiry.",
      already: "Your updates are already on. Nothing more to do.",
      ask: "You asked for occasional updates on exams, counselling dates and admissions. Press the button to start them. If it was not you who asked, close this page: nothing happens.",
      yes: "Yes, send me updates",
      laterBefore:
        "To stop updates or contact later, use the link in any of our e-mails; to see, correct or erase your details, ",
      laterAfter: ".",
    },
    request: {
      title: "See, correct or erase your details",
      description:
        "Ask {brand} to show, correct or erase the details of your enquiry, or to stop contacting you. We check it is you with a one-time code.",
      heading: "See, correct or erase your details",
      intro: "Tell us what you would like, and the e-mail address or phone number you gave us. No account needed.",
      kindLegend: "What would you like us to do?",
      /** REQUEST_KINDS (app/features/privacy/request-schema.ts). */
      kinds: {
        access: "See the details you hold about me",
        correct: "Correct my details",
        erase: "Erase my details",
        withdraw: "Stop updates, or all contact",
      },
      emailLabel: "The e-mail address on your enquiry",
      emailHint: "We send a 6-digit code to it, to check that it is you.",
      phoneLabel: "Or, if you gave us no e-mail, your mobile number",
      phoneHint: "We will call you on it to confirm that it is you.",
      detailsLabel: "What should we correct? (only for a correction)",
      submit: "Send my request",
    },
    requestStatus: {
      title: "Your request",
      doneErase: (records: number) =>
        `Done. We erased your details from ${records} enquiry record(s). We keep only counts with no names.`,
      doneOther: "Done. Your choice is recorded and takes effect at once.",
      /** "We sent a 6-digit code to <contact>. … or <start again>.": the words around the two. */
      codeSentBefore: "We sent a 6-digit code to ",
      codeSentAfter: ". It works for 15 minutes. If no e-mail came, check the spam folder, or ",
      startAgain: "start again",
      codeSentEnd: ".",
      codeLabel: "Code from the e-mail",
      checkCode: "Check the code",
      byPhone: (contact: string, day: string) =>
        `We have your request. A member of our staff will call ${contact} to confirm that it is you, and then carry it out. We answer by ${day} at the latest.`,
      verifiedByStaff: "Your request is verified. A member of our staff will carry it out and let you know.",
      verifiedExpired:
        "Your request is verified. For your safety, the page that carries it out works for 30 minutes only: please start a new request.",
      completeBefore: "This request is complete. To see your details again, ",
      newRequest: "make a new request",
      completeAfter: ".",
      useForm: "Please use the form on this page.",
    },
    /** What we hold, once the code is right (app/features/privacy/verified-answer.tsx). */
    verified: {
      thanks: "Thank you: that is you.",
      holdNone: "We hold no enquiries for this e-mail address.",
      hold: (count: number) => `We hold ${count} enquiry record(s) for this e-mail address.`,
      eraseText:
        "Erasing removes your name, phone, e-mail, messages and our notes for good, from these enquiries and from any enquiry we hold with only the phone number you gave on them under the same name. We cannot undo it, and a counsellor will no longer be able to help with these enquiries.",
      erase: "Erase my details",
      correction: "We have your correction. A member of our staff will make it and write to you.",
      recordLabel: (when: string) => `Enquiry record received ${when}`,
      received: (when: string) => `Received ${when}`,
      status: "Status",
      /** A lead's status by its code (LEAD_STATUS_LABELS, app/features/leads/lead-status.ts). */
      leadStatuses: {
        new: "New",
        contacted: "Contacted",
        interested: "Interested",
        converted: "Admitted",
        closed: "Closed",
      },
      counsellor: "Your counsellor",
      notAssigned: "Not assigned yet",
      applicant: "You told us you are",
      applicants: {
        adult: "A student aged 18 or over",
        minor: "A student under 18",
        parent: "A parent or guardian",
      },
      guardian: "Parent or guardian",
      sent: "What you sent",
      /** An enquiry: "<when> from <page>: <name>, <phone>, <e-mail>, course: …, college: …, message: …". */
      enquiryFrom: (when: string, page: string) => `${when} from ${page}: `,
      course: "course: ",
      college: "college: ",
      message: "message: ",
      applications: "Your applications",
      /** An application's status by its code (APPLICATION_STATUS_LABELS, app/features/admissions/application-schema.ts). */
      applicationStatuses: {
        planning: "Planning",
        applied: "Applied",
        documents_pending: "Documents pending",
        offer_received: "Offer received",
        seat_confirmed: "Seat confirmed",
        admitted: "Admitted",
        not_admitted: "Not admitted",
        withdrawn: "Withdrawn",
      },
      /** A step: "Fee due, 12 Dec 2026", its kind in the status page's words. */
      step: (kind: string, when: string) => `${kind}, ${when}`,
      /** A document: "Class 12 marksheet: Received (marks.pdf)". */
      document: (name: string, status: string, file: string) => `${name}: ${status}${file ? ` (${file})` : ""}`,
      /** A document's status by its code (DOCUMENT_STATUS_LABELS, app/features/admissions/document-schema.ts). */
      documentStatuses: {
        needed: "Still needed",
        received: "Received",
        not_needed: "Not needed",
      },
      intake: (intake: number) => `, intake ${intake}: `,
      applicationNumber: "application number ",
      dates: "; dates: ",
      documents: "; documents: ",
      statusLinks: "Links to your status page",
      linkSent: (when: string) => `Sent ${when}: `,
      linkRevoked: "revoked",
      linkEnded: (when: string) => `ended ${when}`,
      linkWorks: (when: string) => `works until ${when}`,
      sessions: "Your counselling sessions",
      withCounsellor: " with ",
      /** A session's status by its code. */
      sessionStatuses: {
        booked: "booked",
        cancelled: "cancelled",
        attended: "attended",
        no_show: "no-show",
      },
      youWrote: "; you wrote: ",
      payments: "Your payments",
      receipt: (number: string, day: string) => `Receipt ${number}, ${day}: `,
      by: " by ",
      /** A payment's mode by its code (PAYMENT_MODE_LABELS, app/features/admissions/payment-schema.ts). */
      paymentModes: {
        upi: "UPI",
        cash: "Cash",
        bank_transfer: "Bank transfer",
        card: "Card",
        cheque: "Cheque",
      },
      reference: "reference ",
      consents: "Your consents",
      /** CONSENT_PURPOSES (app/features/leads/lead-fields.ts). */
      purposes: {
        contact: "Contact me about this enquiry by call, SMS or WhatsApp",
        updates: "Also send me occasional updates on exams, counselling dates and admissions (optional)",
      },
      consentStates: {
        given: "Given",
        refused: "Not given",
        withdrawn: "Withdrawn",
        requested: "Asked for, not yet confirmed",
      },
      noticeVersion: (version: string | null) => `(notice version ${version ?? "not recorded"})`,
    },
  },
  /** A receipt (app/features/admissions/receipt-view.tsx): staff's page, and the family's through the status link (issue 44). */
  receipt: {
    title: (number: string) => `Receipt ${number}`,
    description: "The receipt of a fee paid, to view and print.",
    heading: "Receipt",
    number: "No.",
    date: (day: string) => `Date: ${day}`,
    receivedFrom: "Received from",
    amount: "Amount",
    inWords: "Amount in words",
    mode: "Mode",
    reference: "Reference",
    for: "For",
    gstin: (gstin: string) => `GSTIN: ${gstin}`,
    gstIncluded: "GST included in the amount",
    taxable: "Taxable value",
    gst: (rate: string) => `GST @ ${rate}%`,
    total: "Total received",
    recorded: (by: string) => `Recorded by ${by}. `,
    issuedBy: (issuer: string) => `This is a receipt for money received, issued by ${issuer}.`,
    signFor: (issuer: string) => `For ${issuer}`,
    signatory: "Authorised signatory",
    back: "Back to your applications",
    print: "Print or save as PDF",
    printHint: "Use your browser's Print (Ctrl+P) to print or save as PDF.",
    /** The status page's link to each receipt. */
    view: (number: string) => `View and print receipt ${number}`,
  },
} as const;
