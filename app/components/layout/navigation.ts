/**
 * The original product's navigation menu (docs/original-contract.md#navigation-menu). An item
 * with no `href` has no destination in the original product: it is shown as plain text, never
 * as a dead link.
 */
export interface NavItem {
  label: string;
  href?: string;
}

export interface NavGroup {
  label: string;
  /** Present for the three accordion sub-menus. */
  children?: NavItem[];
  href?: string;
}

export const NAVIGATION: NavGroup[] = [
  {
    label: "Who We Are",
    children: [
      { label: "We Are", href: "/weAre" },
      { label: "We Believe", href: "/believe" },
      { label: "Why We", href: "/whywe" },
      { label: "Founder's Message", href: "/founder" },
    ],
  },
  {
    label: "What We Do",
    children: [
      { label: "Career Counseling", href: "/career" },
      { label: "Admin Login", href: "/AdminReg" },
      { label: "Digital Media Solutions" },
      { label: "Brain Matrix Text" },
      { label: "Institutional Promotion", href: "/institutional" },
      { label: "Location Guardian Services" },
    ],
  },
  { label: "Exam" },
  { label: "Map My Talent" },
  { label: "Channel Partners" },
  {
    label: "Franchise",
    children: [
      { label: "Industry Profile", href: "/industry" },
      { label: "Why NCS", href: "/NCS" },
      { label: "For Whom", href: "/whom" },
      { label: "Process Flow", href: "/Process" },
      { label: "FAQ", href: "/FaqDetail" },
    ],
  },
  { label: "Contact Us", href: "/Contact" },
];
