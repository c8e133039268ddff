import type { InfoPageContent } from "../content-types";

/**
 * The privacy notice every lead form links to (English; the Hindi text is in privacy-hi.ts and
 * must keep the same sections). The notice's version lives in PRIVACY_NOTICE_VERSION
 * (features/leads/lead-schema.ts) and is stored with each enquiry: change it whenever the words
 * below (in either language) change what we collect, why we use it, or how long we keep it.
 * Tokens: {brand} and {retentionMonths}. The grievance officer's details and the version number
 * are rendered from the settings in a box after the sections, so they are not written here.
 */
export const privacy: InfoPageContent = {
  title: "Privacy Notice: How We Handle Your Enquiry",
  description:
    "What {brand} keeps when you send an enquiry, why, who sees it and for how long, and how to see, correct or erase your details under India's DPDP Act.",
  heading: "Privacy notice",
  intro:
    "Sending us an enquiry means asking us to get back to you. This page explains what we keep for that, why, who can see it, how long we hold it, and what you can ask of us.",
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "We keep only what we need to answer your enquiry. Most of it is what you type into one of our forms. A few items are noted by the form itself when you press send. The full list is below.",
        "We never store your internet address as it is. We keep only a scrambled code made from it with a secret key. The code cannot be turned back into your address. We use it for one thing only: to stop floods of fake enquiries.",
      ],
      bullets: [
        "Your name and phone number",
        "Your e-mail address, on the forms that ask for it",
        "The course, stream, college or city you are asking about",
        "A message, if you choose to write one",
        "Your answer to “I am”: a student aged 18 or over, a student under 18, or a parent or guardian",
        "For a student under 18: the name and phone number of a parent or guardian",
        "The page of our site the form was sent from",
        "If you came through an advertisement, the campaign tags in its link (known as UTM tags)",
        "Your browser's user-agent: a short line that names the browser and the type of device",
        "The scrambled code made from your internet address, explained above",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "To answer your enquiry. Sending the form is your request to be contacted about it. A counsellor will call you, or send you an SMS, a WhatsApp message or an e-mail, about what you asked.",
        "To send occasional updates, only if you want them. Our forms have a separate box for news on entrance exams, counselling dates and admissions. The box is optional and starts unticked. We send updates only if you tick it and then confirm, with the link in the e-mail we send you or by telling your counsellor on a call: nobody can sign you up by typing your number or address. We never offer it to students under 18.",
        "To keep the service safe and to count enquiries. We limit how many enquiries can come from one source in a short time, so that floods of fake ones are blocked. We also keep simple counts of enquiries by day, by form and by source. These counts hold no names.",
      ],
    },
    {
      heading: "Students under 18",
      paragraphs: [
        "If you tell us you are under 18, the form asks for the name and phone number of a parent or guardian. A counsellor speaks to that parent or guardian first, and notes in our records that they agreed. Only then do we start counselling you.",
        "We never send marketing updates to students under 18.",
      ],
    },
    {
      heading: "No tracking",
      paragraphs: [
        "Our site uses no advertising trackers and no analytics trackers. It sets no third-party cookies. We do not build a profile of you from your visits.",
        "The only cookie we use is the sign-in cookie for our staff. It works only in the staff area and is set only when a staff member signs in. Other visitors never receive it.",
        "The colleges you save to your shortlist or pick to compare stay in your own browser, on your device. We do not receive that list unless you send it to a counsellor. Remove the colleges, or clear this site's data in your browser, to delete it.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        "Only our own staff: the counsellor assigned to your enquiry and the owners who run our offices.",
        "When a new enquiry arrives, we alert a counsellor. That alert may pass through the company that sends our e-mails, and through a CRM or webhook service we use to notify counsellors.",
        "We never sell your details. We pass your enquiry to a college only when you ask us to.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep your enquiry while we are helping you, and for up to {retentionMonths} months after the last activity on it. That way, if you come back with a new question, we can pick up where we left off.",
        "After that, the details are erased automatically. Your name, phone number, e-mail address and any notes are removed. We keep only counts of enquiries, with no names in them.",
        "Failed staff sign-in attempts are deleted within 30 days, and expired staff sessions as soon as they end. Our log of what staff do in the system, each sign-in included, is kept for at least one year, so we can check who looked at or changed a record.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under India's Digital Personal Data Protection Act, 2023 (the DPDP Act) and the DPDP Rules, 2025, you can see what we hold about you, correct it or have it erased. You can withdraw your consent: stop the updates only, or stop all contact. You can name someone to act for you if you die or cannot act yourself. And you can complain.",
        "Withdrawing your consent is as easy as giving it. It does not undo anything done before you withdrew. We answer every request within 90 days at the latest, and usually much sooner.",
        "You can use your rights in any of these ways:",
      ],
      bullets: [
        "Click the one-click withdrawal link in any acknowledgement e-mail we sent you.",
        "Go to the page /privacy/request and make the request yourself. To check it is you, we send a one-time code to the e-mail address on your enquiry.",
        "If your enquiry has only a phone number, use the same page. We will call you on that number to confirm it is you.",
        "Write to or call our grievance officer, whose details are at the bottom of this page.",
      ],
    },
    {
      heading: "Our grievance officer",
      paragraphs: [
        "If anything about how we handle your details worries you, write to or call our grievance officer. Their details are at the bottom of this page. We aim to reply within a week. We always reply within the time the DPDP Rules allow, and never later than 90 days.",
      ],
    },
    {
      heading: "Complaining to the Data Protection Board of India",
      paragraphs: [
        "If our answer does not satisfy you, you can complain to the Data Protection Board of India. Please use our grievance route, described above, first. After that, you can take your complaint to the Board through its online process.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "Every version of this notice has a number, shown at the bottom of this page. When you send an enquiry, we record the version that was shown to you at the time. We give the notice a new version whenever we change what we collect, why we collect it, or how long we keep it.",
      ],
    },
  ],
};
