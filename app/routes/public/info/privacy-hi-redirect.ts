import { href, redirect } from "react-router";

/** The Hindi privacy notice was at /privacy/hi; it is at /hi/privacy with the rest of the Hindi site. */
export const loader = () => {
  throw redirect(href("/hi/privacy"), 301);
};
