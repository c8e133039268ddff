import type { InfoPageContent } from "../content-types";

/**
 * The privacy notice every lead form links to. Its version is stored with each enquiry
 * (PRIVACY_NOTICE_VERSION in features/leads/lead-schema.ts): change that date when the words
 * below change what we collect, why, or for how long.
 */
export const privacy: InfoPageContent = {
  title: "Privacy Notice: How We Use Your Enquiry",
  description:
    "What {brand} collects when you send an enquiry, why we use it, how long we keep it, and how to see, correct or erase your details under India's DPDP Act.",
  heading: "Privacy notice",
  intro:
    "When you send us an enquiry, you ask us to get back to you about it. This page says what we keep for that, who sees it, and what you can ask of us.",
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "The details you type into a form: your name, phone number, e-mail address, and the course, college or city you ask about. We also note the page you sent it from and, if you came from an advertisement, the campaign tags in its link, so we know which of our pages help students.",
        "We do not collect anything else about you from the form, and we never buy lists of students.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "Sending the form is your request to be contacted about that enquiry. A counsellor uses your details to call, send an SMS or a WhatsApp message about it, and to follow up until you have decided. That is the only use, unless you also tick the box for updates.",
        "The updates box is optional and unticked. If you tick it, we may also send you occasional news on entrance exams, counselling dates and admissions. You can stop these at any time.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        "Only our own staff: the counsellor who handles your enquiry and the people who run our offices. If we pass your enquiry to a college on your request, we tell you first. We never sell your details.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep an enquiry while we are helping you and for up to two years after our last contact, so that a later question can pick up where we left off. After that we erase it.",
      ],
    },
    {
      heading: "What you can ask of us",
      paragraphs: [
        "Under India's Digital Personal Data Protection Act, 2023, you can ask to see the details we hold about you, to correct them, to erase them, or to withdraw your agreement to updates. Call or write to us using the details on our Contact page and we will do it without delay.",
      ],
      bullets: [
        "See what we hold about you",
        "Correct anything that is wrong",
        "Erase your details",
        "Stop updates, or any contact at all",
      ],
    },
  ],
};
