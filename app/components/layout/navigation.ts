import { href } from "react-router";

/**
 * The original product's navigation menu (docs/original-contract.md#navigation-menu). An item
 * with no `href` has no destination in the original product: it is shown as plain text, never
 * as a dead link.
 */
interface NavItem {
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
      { label: "We Are", href: href("/weAre") },
      { label: "We Believe", href: href("/believe") },
      { label: "Why We", href: href("/whywe") },
      { label: "Founder's Message", href: href("/founder") },
    ],
  },
  {
    label: "What We Do",
    children: [
      { label: "Career Counseling", href: href("/career") },
      { label: "Admin Login", href: href("/AdminReg") },
      { label: "Digital Media Solutions" },
      { label: "Brain Matrix Text" },
      { label: "Institutional Promotion", href: href("/institutional") },
      { label: "Location Guardian Services" },
    ],
  },
  { label: "Exam" },
  { label: "Map My Talent" },
  { label: "Channel Partners" },
  {
    label: "Franchise",
    children: [
      { label: "Industry Profile", href: href("/industry") },
      { label: "Why NCS", href: href("/NCS") },
      { label: "For Whom", href: href("/whom") },
      { label: "Process Flow", href: href("/Process") },
      { label: "FAQ", href: href("/FaqDetail") },
    ],
  },
  { label: "Contact Us", href: href("/Contact") },
];
