import type { InfoPageContent, Step } from "../content-types";

export const processPage: InfoPageContent = {
  title: "Franchise Process: From Enquiry to Launch",
  description:
    "The step-by-step process for opening a {brand} counselling franchise, from expression of interest and site approval to training and launch.",
  heading: "Franchise Process",
  intro:
    "Opening a {brand} centre follows a clear sequence of steps. Each one gives both sides a chance to confirm that the partnership is right before moving on.",
  sections: [
    {
      heading: "A transparent path",
      paragraphs: [
        "We have designed the franchise process to be straightforward and open. At every stage you will know what is expected of you, what we will provide and what comes next.",
        "The seven steps below take you from a first enquiry to a working centre. Our franchise team stays in touch throughout and is available to answer questions at any point.",
      ],
    },
    {
      heading: "From interest to agreement",
      paragraphs: [
        "The process begins when you share an expression of interest and we hold an initial discussion. If both sides wish to proceed, a letter of intent records the understanding and the proposed territory.",
        "We then review your proposed office to confirm it is suitable for students and parents. Once the site is approved and the franchise fee is received, we sign the franchise agreement, which sets out the rights and duties of both parties for an initial term of 5 years.",
      ],
    },
    {
      heading: "From agreement to opening",
      paragraphs: [
        "After signing, you and your team complete our training programme and receive the software, marketing kit and reference materials needed to run the centre. We help you prepare for the local launch.",
        "When operations start, our experienced counsellors work with you on the first 20 to 25 students. This hands-on period helps your centre begin with the same quality of advice that families expect from {brand}.",
      ],
    },
    {
      heading: "What we ask of you",
      paragraphs: [
        "We ask partners to be open with us about their plans, finances and availability from the first conversation. Clear information on both sides avoids misunderstandings later.",
        "We also ask that you and your counsellors complete the training in full before opening. Students and parents trust the {brand} name, and that trust depends on every centre following the same standards.",
      ],
    },
    {
      heading: "How long it takes",
      paragraphs: [
        "The time from expression of interest to opening varies with how quickly a suitable office is found and prepared. Partners who already have premises can usually move faster.",
        "We will give you an expected timeline during the initial discussion and update it as each step is completed. Our aim is a well-prepared opening rather than a rushed one.",
      ],
    },
  ],
};

export const processSteps: Step[] = [
  {
    title: "Expression of Interest",
    text: "You share your details and reasons for wanting a {brand} franchise. Our team contacts you for an initial discussion about your city, background and plans.",
  },
  {
    title: "Letter of Intent",
    text: "If both sides wish to proceed, we issue a letter of intent. It records the proposed territory and the main terms that will be formalised later.",
  },
  {
    title: "Site Approval",
    text: "You identify an office space and share its details with us. We review its location, size and accessibility, and approve it when it meets our standards.",
  },
  {
    title: "Franchise Fee",
    text: "The franchise fee is paid by cheque, demand draft or online transfer. We issue a receipt and confirm the next steps.",
  },
  {
    title: "Franchise Agreement",
    text: "We sign the franchise agreement, which sets out the rights, duties and terms of the partnership. The initial term is 5 years.",
  },
  {
    title: "Training and Support Materials",
    text: "You and your counsellors complete our training programme. We provide the counselling software, marketing kit and reference materials for your centre.",
  },
  {
    title: "Start of Operations",
    text: "Your centre opens to students and parents. Our team counsels the first 20 to 25 students alongside you and continues to support you afterwards.",
  },
];
