import type { InfoPageContent } from "../content-types";

export const industry: InfoPageContent = {
  title: "Industry Profile and Market Watch",
  description:
    "An overview of demand for higher-education counselling in India and the trends shaping it, for entrepreneurs considering a {brand} franchise.",
  heading: "Industry Profile and Market Watch",
  intro:
    "Before investing in a counselling centre, it helps to understand the market it will serve. This page sets out the broad picture and the trends we are watching.",
  sections: [
    {
      heading: "Industry profile",
      paragraphs: [
        "India has one of the largest student populations in the world, and every year a very large number of young people finish school and look for a place in higher education. Each of them faces choices about streams, entrance exams, courses and colleges.",
        "The number of institutions and programmes has grown steadily over the past two decades. More choice is good for students, but it also makes decisions harder, and many families now look for professional help rather than relying only on relatives and friends.",
        "Demand for guidance is no longer limited to large metros. Families in smaller cities and towns are just as ambitious for their children, yet often have fewer reliable sources of advice nearby.",
      ],
    },
    {
      heading: "Why counselling demand keeps growing",
      paragraphs: [
        "Parents are spending more on education and want to be sure that the spending leads somewhere worthwhile. A clear plan from a trusted counsellor gives them that reassurance.",
        "At the same time, admission processes have become more detailed, with multiple entrance exams, counselling rounds and deadlines. Students value someone who can help them keep track and avoid costly mistakes.",
      ],
    },
    {
      heading: "Market watch: trends we follow",
      paragraphs: [
        "Several developments are shaping how students choose and how counselling centres need to work. We track them closely and update our training and materials for franchise partners as they change.",
        "None of these trends reduces the need for a good counsellor. If anything, each one adds new questions that families want answered by someone they trust.",
      ],
      bullets: [
        "Intense competition in NEET and JEE, leading families to plan earlier and consider a wider range of options",
        "Growth of private universities, which offer many new programmes but also require careful comparison",
        "Steady interest in studying abroad, with families seeking advice on countries, costs and eligibility",
        "Wider acceptance of online counselling, alongside continued demand for face-to-face meetings",
        "Greater awareness of aptitude and career assessments as a first step before choosing a stream",
      ],
    },
    {
      heading: "What this means for a franchise partner",
      paragraphs: [
        "A well-run local centre can meet a real and continuing need in its community. Students and parents prefer advice from someone nearby who understands local schools, languages and concerns.",
        "Success still depends on effort, local reputation and the quality of counselling. We encourage every prospective partner to study their own city carefully, and we share our experience to help them do so.",
      ],
    },
  ],
};
