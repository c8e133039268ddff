import type { FaqItem, InfoPageContent } from "../content-types";

export const faqPage: InfoPageContent = {
  title: "Franchise FAQ: Questions and Answers",
  description:
    "Answers to common questions about a {brand} counselling franchise: investment, office space, training, agreement term, support, leads and more.",
  heading: "Franchise FAQ",
  intro:
    "These are the questions prospective partners ask us most often. If yours is not covered here, our franchise team will be happy to answer it directly.",
  sections: [],
};

export const franchiseFaq: FaqItem[] = [
  {
    question: "How much do I need to invest?",
    answer:
      "The total investment depends mainly on your city and the size and location of your office. It covers the franchise fee, office set-up and early running costs. We share a detailed estimate for your location after the initial discussion.",
  },
  {
    question: "How much office space is required?",
    answer:
      "A modest, well-kept office with a reception area and at least one private room for counselling sessions is usually enough to begin. It should be easy for students and parents to reach. We review and approve the site before you sign the agreement.",
  },
  {
    question: "How many staff will I need?",
    answer:
      "Most centres start with the partner, one or two counsellors and a front-office assistant. You can add staff as enquiries grow, particularly for the admission season. We guide you on roles and recruitment.",
  },
  {
    question: "What training do you provide?",
    answer:
      "You and your counsellors complete our training programme before opening. It covers admissions for engineering, management and medical courses, career assessments, use of our software, ethical practice and centre management. Refresher training is offered as rules and trends change.",
  },
  {
    question: "How long is the franchise agreement?",
    answer:
      "The initial franchise agreement is for a term of 5 years. The agreement sets out the rights and responsibilities of both parties for that period.",
  },
  {
    question: "Can the agreement be renewed?",
    answer:
      "Yes. Towards the end of the term, we review the partnership together, and agreements are normally renewed where the centre has met the agreed standards. Renewal terms are set out in the agreement.",
  },
  {
    question: "Will I have an exclusive territory?",
    answer:
      "Each franchise is allotted a defined territory, recorded in the letter of intent and the franchise agreement. The size of the territory depends on the city and its student population. We plan the network so that partners are not competing with one another.",
  },
  {
    question: "What ongoing support will I receive?",
    answer:
      "You will have a named contact in our franchise team for day-to-day questions. We also provide updated information on colleges and admission processes, help with difficult cases and periodic reviews of your centre's progress.",
  },
  {
    question: "Will you share student enquiries with me?",
    answer:
      "Yes. Enquiries that reach us through our website, helpline and central campaigns from your territory are passed to your centre. The number varies with the season and location, so local promotion remains important.",
  },
  {
    question: "Is software provided?",
    answer:
      "Yes. You receive our counselling and enquiry-management software, which records student details, tracks follow-ups and produces assessment reports. Our team helps you set it up and train your staff to use it.",
  },
  {
    question: "Is there a royalty or ongoing fee?",
    answer:
      "There is an ongoing fee that supports training, software, brand marketing and central services. Its structure is explained clearly during the discussion stage and written into the franchise agreement, so there are no surprises later.",
  },
  {
    question: "When can I expect to break even?",
    answer:
      "This depends on many factors, including your location, investment, local reputation and the effort you put in. We cannot promise a particular timeline. We can share what we have seen across the network and help you build a realistic plan for your city.",
  },
  {
    question: "What happens if I want to exit the franchise?",
    answer:
      "The franchise agreement explains how either party may end the partnership, including notice periods and the handover of student records. We aim to handle any exit fairly and in a way that protects students who are still being counselled.",
  },
  {
    question: "Who can apply for a franchise?",
    answer:
      "Graduates with an interest in education and the ability to invest and commit time can apply. Educators, trainers, business owners and existing coaching institutes often make good partners. See our preferred franchisee profile for more detail.",
  },
  {
    question: "What documents will I need?",
    answer:
      "You will usually need identity and address proof, educational certificates, details of the proposed office such as a lease or ownership document, and business registration papers if you operate through a firm or company. We will give you a complete list at the letter of intent stage.",
  },
  {
    question: "How long does it take to launch?",
    answer:
      "The time from expression of interest to opening depends mainly on finding and preparing a suitable office. Partners who already have premises can usually open sooner. We agree an expected timeline with you at the start.",
  },
  {
    question: "What marketing help will I get?",
    answer:
      "Every new partner receives a marketing kit with brochures, display material and digital templates, along with guidance on local promotion. Your centre also benefits from {brand}'s central campaigns and online presence.",
  },
  {
    question: "How do you maintain counselling quality across centres?",
    answer:
      "All counsellors are trained to the same standards and use the same assessment tools and reference information. We review centres periodically, follow up on feedback from families and step in with advice when needed.",
  },
  {
    question: "Will you help with the first students at my centre?",
    answer:
      "Yes. Our experienced counsellors counsel the first 20 to 25 students of each new franchise alongside the partner. This lets you see our methods in practice and ensures your earliest families receive advice of the expected quality.",
  },
  {
    question: "How do I apply?",
    answer:
      "Fill in the expression of interest form on this website or contact our franchise team. We will arrange an initial discussion to learn about you and your city and to answer your questions.",
  },
];
