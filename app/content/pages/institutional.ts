import type { InfoPageContent } from "../content-types";

export const institutional: InfoPageContent = {
  title: "Institutional Promotion for Colleges",
  description:
    "Institutional promotion by {brand}: student outreach, counselling fairs, digital campaigns and admissions desk support for colleges across India.",
  heading: "Institutional Promotion",
  intro:
    "We help colleges reach students who are a good fit for their programmes. Every activity is planned with the institution and reported on openly.",
  sections: [
    {
      heading: "Student outreach",
      paragraphs: [
        "Our counsellors speak with students and parents throughout the admission season at our offices and franchise centres. When a student's profile suits your programmes, we introduce your institution with accurate information about courses, fees and campus life.",
        "We also arrange visits to schools and coaching centres where appropriate. These sessions focus on helping students understand their options, with your college presented as one of them.",
        "Because our advice is known to be impartial, families tend to take our introductions seriously. That trust is what makes outreach through a counselling network different from ordinary advertising.",
      ],
    },
    {
      heading: "Presence at counselling fairs",
      paragraphs: [
        "Education fairs and counselling events bring many families together in a short time. We can represent your institution at these events or support your own team with planning, materials and footfall.",
        "Our staff brief your representatives on the questions families commonly ask in each region. This helps your team have more useful conversations and collect better-qualified enquiries.",
      ],
    },
    {
      heading: "Digital campaigns",
      paragraphs: [
        "Many students now begin their search online. We plan and run digital campaigns that present your programmes clearly to the right age groups and regions, using channels such as search, social media and email.",
        "Campaign messages are agreed with you in advance and kept factual. We avoid exaggerated claims, because misleading promises lead to drop-outs and damage a college's reputation.",
      ],
    },
    {
      heading: "Admissions desk support",
      paragraphs: [
        "The peak admission weeks can stretch any office. We can provide trained staff to help answer enquiries, guide applicants through forms and follow up with families who have shown interest.",
        "Our team works to your processes and policies. The aim is a smoother experience for applicants and less pressure on your permanent staff.",
        "Support can be arranged for a few busy weeks or for the whole admission cycle. We agree the scope, staffing and duration with you before the season begins.",
      ],
    },
    {
      heading: "Honest reporting",
      paragraphs: [
        "You will receive regular reports on the activities carried out, the enquiries generated and the feedback we hear from students and parents. We share what is working and what is not.",
        "Where families raise concerns about a programme, facilities or fees, we pass that feedback on respectfully. We believe this candid view is one of the most useful things we can offer an institution.",
      ],
    },
  ],
};
