import type { ServiceKey } from "#app/service-paths";
import type { InfoPageContent } from "../content-types";

/**
 * The five services the menu names without a page of their own in the original product
 * (Map My Talent, Channel Partners, Digital Media Solutions, Brain Matrix Text, Location Guardian
 * Services): one short page each, in our own words, with the enquiry form beside it (issue 44).
 */
export const services = {
  mapMyTalent: {
    title: "Map My Talent: aptitude and interest assessment",
    description:
      "Map My Talent by {brand}: an aptitude and interest assessment for students of classes 9 to 12, with a report and a counselling session to choose a stream.",
    heading: "Map My Talent",
    intro:
      "Choosing a stream is easier when a student knows what they are good at and what they enjoy. Map My Talent measures both, then a counsellor talks the results through with the student and their parents.",
    sections: [
      {
        heading: "What the assessment covers",
        paragraphs: [
          "The assessment is taken online or at our centre and takes about an hour. It looks at reasoning, numbers, language and spatial ability, and at the kinds of work a student finds interesting.",
        ],
        bullets: [
          "Aptitude: verbal, numerical, logical and spatial reasoning",
          "Interests: the subjects and activities a student is drawn to",
          "Work style: how a student prefers to learn and to work with others",
        ],
      },
      {
        heading: "The report and the conversation",
        paragraphs: [
          "A few days later the family receives a written report in plain language, with the streams and career areas that fit the student best and the reasons why.",
          "A counsellor then meets the student and a parent to go through it, answer questions and agree on next steps: which stream, which entrance exams, and what to start preparing now.",
        ],
      },
      {
        heading: "Who it is for",
        paragraphs: [
          "Students of classes 9 to 12 who are unsure which stream to take, and graduates weighing a change of direction. A test is a guide, not a verdict: the decision stays with the student and the family.",
        ],
      },
    ],
  },
  channelPartners: {
    title: "Channel Partners: refer students, earn with us",
    description:
      "Become a {brand} channel partner: schools, coaching centres and independent counsellors who refer students get training, materials and a clear commission.",
    heading: "Channel Partners",
    intro:
      "Schools, coaching centres and independent counsellors meet students who need admission guidance. As a channel partner you refer them to us; we counsel them, and you earn a commission on each admission.",
    sections: [
      {
        heading: "How the partnership works",
        paragraphs: [
          "You introduce a student through your own partner link or form. From then on our counsellors do the counselling, the applications and the follow-up, and you can see where each student you referred stands.",
          "When a referred student takes admission through us, your commission is paid as agreed in writing before you start, with a statement for every payment.",
        ],
      },
      {
        heading: "What you get",
        paragraphs: ["We want partners who care about students as much as we do, so we invest in them."],
        bullets: [
          "Training on courses, entrance exams and admission rules",
          "Brochures and digital material under your own name",
          "A named contact at our office for every question",
          "Seminars at your school or centre, run by our counsellors",
        ],
      },
      {
        heading: "Who can apply",
        paragraphs: [
          "Schools, coaching and tuition centres, education consultants and individuals with a standing in their community. Tell us about yourself with the form on this page and we will call you.",
        ],
      },
    ],
  },
  digitalMedia: {
    title: "Digital Media Solutions for colleges and institutes",
    description:
      "Digital Media Solutions by {brand}: search and social campaigns, landing pages and enquiry handling that bring colleges the students who fit their courses.",
    heading: "Digital Media Solutions",
    intro:
      "Most students start their search for a college on a phone. We plan and run digital campaigns for colleges and institutes that reach the right students and turn their interest into enquiries your team can follow up.",
    sections: [
      {
        heading: "What we do",
        paragraphs: [
          "Every campaign starts with your courses, your seats and the students you want to reach. We then choose the channels that reach them at a sensible cost.",
        ],
        bullets: [
          "Search and social media campaigns by course, region and season",
          "Landing pages that load fast on a phone, in English and Hindi",
          "Enquiry forms connected to your admissions team, with every lead followed up",
          "Monthly reports on spend, enquiries and admissions",
        ],
      },
      {
        heading: "Honest messages",
        paragraphs: [
          "We write every advertisement with you and keep to facts: fees, eligibility and placements as they are. Students who join on the strength of false promises leave, and take the college's name with them.",
        ],
      },
      {
        heading: "Getting started",
        paragraphs: [
          "Tell us about your institute and your next intake with the form on this page. A member of our team will call to understand your goals and send you a plan with a clear budget.",
        ],
      },
    ],
  },
  brainMatrix: {
    title: "Brain Matrix: study skills and learning programme",
    description:
      "Brain Matrix by {brand}: a programme for school students on how they learn best, memory and revision techniques, planning and handling exam stress.",
    heading: "Brain Matrix",
    intro:
      "Good marks depend as much on how a student studies as on how long. Brain Matrix is a short programme that helps school students find how they learn best and build study habits that last.",
    sections: [
      {
        heading: "What students learn",
        paragraphs: ["The programme runs over a few weekend sessions, in small groups, at our centre or at a school."],
        bullets: [
          "How they learn best: by reading, listening, seeing or doing",
          "Memory and revision techniques that work for long syllabuses",
          "Planning a week, a term and the months before a board or entrance exam",
          "Staying calm before and during an exam",
        ],
      },
      {
        heading: "For parents",
        paragraphs: [
          "Parents are invited to a session of their own on how to support study at home without adding pressure, and receive a short note on their child's learning style and progress.",
        ],
      },
      {
        heading: "Who it is for",
        paragraphs: [
          "Students of classes 6 to 12. Schools can book the programme for a whole class; write to us with the form on this page.",
        ],
      },
    ],
  },
  localGuardian: {
    title: "Location Guardian Services for students away from home",
    description:
      "Location Guardian Services by {brand}: a local guardian for students who study in another city, from arrival and accommodation to emergencies and updates for parents.",
    heading: "Location Guardian Services",
    intro:
      "Many colleges ask students from other cities for a local guardian, and every parent wants someone nearby to turn to. Our local guardians look after students who study away from home.",
    sections: [
      {
        heading: "What a local guardian does",
        paragraphs: ["A named person in the student's college city, reachable by phone, who:"],
        bullets: [
          "Meets the student on arrival and helps them settle in",
          "Helps find and check a hostel or paying-guest accommodation",
          "Signs as local guardian where the college asks for one",
          "Helps in a medical or other emergency, and tells the parents at once",
          "Sends parents a short update every month",
        ],
      },
      {
        heading: "Where we offer it",
        paragraphs: [
          "In the cities where our students most often study, including Bengaluru, Pune, Hyderabad, Chennai and Delhi NCR. Ask us about other cities with the form on this page.",
        ],
      },
      {
        heading: "Trust comes first",
        paragraphs: [
          "Every guardian is known to us personally and has their identity and address checked. Parents receive the guardian's details before the student travels, and can call us at any time.",
        ],
      },
    ],
  },
} as const satisfies Record<ServiceKey, InfoPageContent>;
