import type { InfoPageContent } from "../content-types";

export const whom: InfoPageContent = {
  title: "Who Our Franchise Suits: Partner Profile",
  description:
    "Find out whether a {brand} counselling franchise suits you, and see the background, commitment and local network we look for in partners.",
  heading: "For Whom",
  intro:
    "A {brand} franchise is best suited to people who care about education and want to build a respected local business. Here is who we have in mind.",
  sections: [
    {
      heading: "Who a franchise suits",
      paragraphs: [
        "Our partners come from varied backgrounds, but they share a genuine interest in helping students make good decisions. Many are educators, trainers or professionals who have often found themselves advising young people informally.",
        "A franchise also suits existing education businesses, such as coaching institutes or training centres, that want to add a structured counselling service. It can extend the relationship they already have with students and parents.",
        "Entrepreneurs who are new to education are welcome too, provided they are willing to learn our methods and put students first. Our training and launch support are designed with them in mind.",
      ],
    },
    {
      heading: "Who it may not suit",
      paragraphs: [
        "A counselling centre is a people business that grows through reputation. It may not suit someone looking for a purely passive investment or a very quick return.",
        "It is also not a good fit for anyone who would prefer to push students towards particular colleges for commission. Our standards of impartial advice apply to every centre in the network.",
      ],
    },
    {
      heading: "Preferred franchisee profile",
      paragraphs: [
        "We consider each application individually, and no single factor decides the outcome. The points below describe the partner profile that has worked best across our network.",
        "If you meet most of these points and share our values, we would be glad to hear from you. Our team will talk through any gaps with you openly during the selection process.",
      ],
      bullets: [
        "Background: a graduate, ideally with experience in education, training, sales or running a small business",
        "Investment capacity: able to fund the franchise fee, office set-up and early running costs without strain",
        "Office space: a clean, accessible office in a commercial or well-connected area, owned or leased",
        "Commitment: willing to be actively involved in day-to-day operations, especially during admission season",
        "Local network: good relationships with schools, coaching centres, parents or community groups in your city",
      ],
    },
    {
      heading: "Taking the next step",
      paragraphs: [
        "If this profile sounds like you, the first step is to send us an expression of interest. We will arrange a conversation to understand your plans and answer your questions.",
        "There is no obligation at this stage. We would rather both sides take the time to be sure than rush into a partnership that does not suit either.",
      ],
    },
  ],
};
