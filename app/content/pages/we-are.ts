import type { InfoPageContent } from "../content-types";

export const weAre: InfoPageContent = {
  title: "Who We Are: Our Story Since 2008",
  description:
    "Meet {brand}, an education consultancy guiding students and families since 2008 on college admissions, career choices and life away from home.",
  heading: "Who We Are",
  intro:
    "{brand} is an education consultancy that helps students choose a course, a college and a career with care. We have been doing this work since 2008.",
  sections: [
    {
      heading: "A consultancy built around students",
      paragraphs: [
        "We guide students through admissions to engineering, management and medical colleges across India. Our counsellors explain options, timelines and costs in plain language, so that families can decide with confidence rather than under pressure.",
        "Admissions are only one part of what we do. We offer scientific career counselling, institutional promotion for colleges, local guardian services for students studying away from home, and a franchise opportunity for people who want to open a counselling centre in their own city.",
      ],
    },
    {
      heading: "How it began",
      paragraphs: [
        "{brand} was founded in 2008 by people who had seen too many capable students end up on the wrong course. Good information about colleges was scattered, and families often relied on hearsay or on agents with something to sell.",
        "We started with a simple commitment: give each student honest, well-researched advice and stay with them until they are settled in their college. That commitment still shapes every conversation we have.",
      ],
    },
    {
      heading: "Growing with the people we serve",
      paragraphs: [
        "As word spread from one family to the next, we opened offices in new regions so that students did not have to travel far for guidance. By 2019 we were working from 12 regional offices.",
        "In 2020 we formed the current company and, with it, our franchise network. The change let us bring our counselling methods to more cities through local partners while keeping training, quality checks and student support under one roof.",
      ],
    },
    {
      heading: "Where we stand today",
      paragraphs: [
        "Today we work from 7 offices in India and 2 international offices. The numbers below are a record of the trust students, parents and institutions have placed in us over the years.",
        "We treat each figure as a responsibility rather than a boast. Every one of those students came to us with a real decision to make, and each associated institute expects us to send them applicants who are well matched.",
      ],
      bullets: [
        "Founded in 2008, with 15 years of work in education guidance",
        "7 offices in India and 2 international offices",
        "More than 3,00,000 students counselled",
        "301+ associated institutes",
        "3 awards in consulting",
      ],
    },
    {
      heading: "What has not changed",
      paragraphs: [
        "Our offices, services and team have grown, but our way of working is the same as it was in 2008. We listen first, we check our facts, and we tell families what we actually think.",
        "If a course is not right for a student, we say so, even when it would be easier to agree. We believe that honesty is the reason families keep coming back to us and recommending us to others.",
      ],
    },
  ],
};
