import type { InfoPageContent } from "../content-types";

export const believe: InfoPageContent = {
  title: "We Believe: Our Vision and Mission",
  description:
    "The vision and mission behind {brand}: honest, research-based guidance that helps every student find a course and career that truly fits them.",
  heading: "We Believe",
  intro:
    "Every student deserves advice that puts their future ahead of anyone's sales target. These are the beliefs that guide our work each day.",
  sections: [
    {
      heading: "Our vision",
      paragraphs: [
        "We want to see a generation of students who choose their course and career because it suits their abilities and interests, not because of guesswork or peer pressure. A well-made choice at seventeen can shape a lifetime of satisfying work.",
        "We also want good guidance to be within reach of every family, whether they live in a metro or a small town. Distance, language or a lack of contacts should not decide a young person's future.",
      ],
      bullets: [
        "Every student makes their higher-education choice with full, accurate information",
        "Scientific career assessment becomes a normal step before choosing a stream or course",
        "Quality counselling is available close to home in cities and towns across India",
        "Families and institutions see education consultants as trusted advisers, not agents",
      ],
    },
    {
      heading: "Our mission",
      paragraphs: [
        "Our mission is to give each student and family clear, impartial guidance from the first question to the first day of college. We combine personal counselling with structured assessments so that advice rests on evidence rather than opinion.",
        "We carry that mission through every service we offer, from admission guidance and career testing to local guardian support and our franchise centres. The standard is the same wherever a family meets us.",
      ],
      bullets: [
        "Listen to each student before recommending any course or college",
        "Share fees, eligibility and timelines openly, with no hidden conditions",
        "Use validated assessments to understand aptitude, interests and learning style",
        "Stay in touch after admission and support students living away from home",
        "Train every counsellor in our network to the same standard of care",
      ],
    },
    {
      heading: "What these beliefs mean in practice",
      paragraphs: [
        "Beliefs only matter if they change how we behave. In practice, it means a counsellor may advise a family to wait a year, choose a different stream or look at a college we have no association with, if that is what serves the student best.",
        "It also means we keep our promises small and specific. We would rather tell a family exactly what we can do and deliver it than make broad claims that leave them disappointed.",
      ],
    },
    {
      heading: "Our responsibility to institutions",
      paragraphs: [
        "Colleges rely on us to introduce them to students who will do well on their campus. We take that seriously, because a poor match hurts the student and the institution alike.",
        "We represent each associated institute fairly and accurately. Students hear about strengths and limitations alike, and colleges receive honest feedback about how they are seen by the families we meet.",
      ],
    },
  ],
};
