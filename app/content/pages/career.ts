import type { InfoPageContent, Step } from "../content-types";

export const career: InfoPageContent = {
  title: "Scientific Career Counselling",
  description:
    "Scientific career counselling at {brand}: brain-based aptitude testing and talent mapping to help students choose a stream, course and career.",
  heading: "Scientific Career Counselling",
  intro:
    "Good career decisions start with a clear picture of the student. Our assessments and counselling sessions help build that picture before any course or college is chosen.",
  sections: [
    {
      heading: "What scientific career counselling means",
      paragraphs: [
        "Scientific career counselling uses structured assessments to understand how a student thinks, learns and prefers to work. The results are then discussed in a one-to-one session with a trained counsellor.",
        "It does not replace the student's own wishes or the family's views. It adds objective information to the conversation, so that choices about streams, courses and careers rest on more than marks or popular opinion.",
      ],
    },
    {
      heading: "Our assessment tools",
      paragraphs: [
        "We use a brain-based aptitude test alongside a talent-mapping tool. Together they cover five areas: aptitude, interests, personality, left-right brain bias and learning style.",
        "Each test looks at the student from a different angle. Read together, they show where natural strengths and genuine interests overlap, which is often where a student is most likely to succeed and stay motivated.",
      ],
    },
    {
      heading: "How a session works",
      paragraphs: [
        "A session begins with a short conversation about the student's background, current studies and any ideas they already have. The student then completes the assessments, either at one of our centres or online under guidance.",
        "Once the results are ready, a counsellor walks the student and parents through a detailed report. Together we discuss suitable fields, related courses and the colleges or entrance exams that lead to them.",
        "The session closes with a written plan of next steps. Families are welcome to return with questions as the plan moves forward.",
      ],
    },
    {
      heading: "Who it helps",
      paragraphs: [
        "The assessments are most useful for students in classes 9 to 12 who are choosing a stream or a degree. They also help graduates who are deciding between a job, a postgraduate programme or a change of field.",
        "Parents often find the report reassuring, because it gives them a clear basis for discussion with their child. It can turn a tense debate into a practical plan.",
      ],
    },
    {
      heading: "What you take away",
      paragraphs: [
        "Every student receives a written report covering all five assessment areas, explained in plain language. The report lists suitable career fields and the courses and entrance exams that lead to them.",
        "Students who go on to use our admission guidance can build directly on this report. The same counsellor can then help shortlist colleges that suit both the student's profile and the family's budget.",
      ],
    },
  ],
};

export const careerTests: Step[] = [
  {
    title: "Aptitude",
    text: "This test measures abilities such as numerical, verbal, logical and spatial reasoning. It shows which kinds of tasks a student can learn quickly and perform well, which helps narrow down suitable fields of study.",
  },
  {
    title: "Interest",
    text: "This test maps the activities and subjects a student genuinely enjoys. Interest keeps a student motivated through years of study, so we weigh it alongside ability when suggesting careers.",
  },
  {
    title: "Personality",
    text: "This assessment looks at traits such as how a student handles people, pressure and routine. It helps identify work environments where they are likely to feel comfortable and do their best.",
  },
  {
    title: "Left-Right Brain Bias",
    text: "This test indicates whether a student tends to favour analytical, step-by-step thinking or creative, big-picture thinking. Most people use both, and knowing the balance helps match them to suitable roles and ways of working.",
  },
  {
    title: "Learning Style",
    text: "This test identifies whether a student learns best by seeing, listening, reading or doing. The result guides study habits and can point to courses whose teaching methods suit the student.",
  },
];
