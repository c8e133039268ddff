import type { InfoPageContent } from "../content-types";

export const ncs: InfoPageContent = {
  title: "Why Partner With Us: Franchise Benefits",
  description:
    "Franchise benefits and partner support at {brand}: training, counselling software, lead sharing, marketing kits and hands-on help at launch.",
  heading: "Why {brand}",
  intro:
    "Opening a counselling centre is a serious commitment. We offer a proven way of working and practical support, so that you can focus on serving students well.",
  sections: [
    {
      heading: "An established name and method",
      paragraphs: [
        "{brand} has guided students since 2008 and has counselled more than 3,00,000 of them. As a franchise partner, you start with a recognised name and a counselling approach that has been refined over 15 years.",
        "You also gain access to our relationships with 301+ associated institutes and our scientific career assessment tools. These would take a new, independent centre many years to build on its own.",
      ],
    },
    {
      heading: "Franchise benefits",
      paragraphs: [
        "Our franchise model is designed to let a partner run a credible centre from the first season. The benefits below are part of every franchise arrangement, with details set out in the agreement.",
        "The initial franchise agreement runs for a term of 5 years. This gives partners enough time to build a local reputation and gives both sides a clear point at which to review the relationship.",
      ],
      bullets: [
        "Use of the {brand} name and counselling methods in your territory",
        "Access to the brain-based aptitude test and talent-mapping tool",
        "Information on courses, colleges and admission timelines, updated regularly",
        "A share of enquiries generated through our central channels",
        "An initial franchise agreement term of 5 years",
      ],
    },
    {
      heading: "Training and tools",
      paragraphs: [
        "Before you open, you and your counsellors complete our training programme on admissions, career assessment, ethical practice and centre management. Refresher sessions follow as admission rules and trends change.",
        "You receive our counselling and enquiry-management software, which helps you record each student's details, track follow-ups and produce assessment reports. Our support team helps you set it up and answers questions as you use it.",
      ],
    },
    {
      heading: "Marketing and lead sharing",
      paragraphs: [
        "Every new partner receives a marketing kit with brochures, display material, digital templates and guidance on local promotion. All material is kept factual and consistent with the {brand} standard.",
        "When students in your area contact us through our website or central helpline, we pass those enquiries to you. This helps a new centre build a steady flow of conversations from the start.",
      ],
    },
    {
      heading: "Hands-on support at launch",
      paragraphs: [
        "The first students a centre counsels set the tone for its reputation. For that reason, our experienced team counsels the first 20 to 25 students of each new franchise alongside the partner.",
        "This lets you see our methods applied to real families in your own city, and it gives those students the same quality of advice they would receive at any of our offices. After this stage, we remain available for review, advice and difficult cases.",
      ],
    },
  ],
};
