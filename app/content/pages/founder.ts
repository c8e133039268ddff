import type { InfoPageContent } from "../content-types";

export const founder: InfoPageContent = {
  title: "A Message from Our Founder",
  description:
    "A personal note from the Founder and Managing Director of {brand} on why we began in 2008 and how we try to earn the trust of every family.",
  heading: "Founder's Message",
  intro:
    "A few words from our Founder and Managing Director on why {brand} exists and what we hope every student takes away from us.",
  sections: [
    {
      heading: "Why I started {brand}",
      paragraphs: [
        "Before 2008, I spent a lot of time with students who were unsure of what to study and parents who were anxious about making the wrong call. Many of them had been given confident advice that turned out to be poorly informed.",
        "I believed that families deserved better. I wanted to build a place where a student could sit down with someone knowledgeable, ask every question on their mind and leave with a plan that genuinely suited them.",
      ],
    },
    {
      heading: "What the years have taught me",
      paragraphs: [
        "Over fifteen years, I have learnt that there is no single right path. A student who struggles in one programme may thrive in another, and a less famous college can sometimes offer a better start than a well-known one.",
        "I have also learnt that most students know more about themselves than they are given credit for. Our job is to help them see their strengths clearly, which is why we added scientific career assessments to our counselling.",
        "Finally, I have seen how much it matters to stay with a family after the admission letter arrives. The first months away from home are hard, and that is why we offer local guardian support to students who move to a new city.",
      ],
    },
    {
      heading: "Our promise to you",
      paragraphs: [
        "When you come to {brand}, I want you to feel heard. Our counsellors will explain your options honestly, including the ones that may not be easy to hear.",
        "We will not push you towards a particular college, and we will be open about fees, eligibility and timelines. If we do not know an answer, we will find out rather than guess.",
      ],
    },
    {
      heading: "A word to students and parents",
      paragraphs: [
        "To students: take your time, ask questions and trust what you discover about yourself. A career is a long journey, and the right first step is worth careful thought.",
        "To parents: your experience and concern are valuable, and we will always include you in the conversation. Together, I am confident we can help your child make a choice they will be glad of for years to come.",
        "I look forward to meeting you. With warm regards, Founder and Managing Director, {brand}.",
      ],
    },
  ],
};
