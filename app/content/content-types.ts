/**
 * Shapes of the marketing copy. Copy is data: one file per page under app/content.
 * In any string, the token {brand} is replaced by the brand name from the site settings, so a
 * rename in the admin area reaches every page.
 */

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface InfoPageContent {
  /** <title>, under 60 characters, without the brand (it is appended). */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** The page's visible H1. */
  heading: string;
  /** One or two sentences under the H1. */
  intro: string;
  sections: ContentSection[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Testimonial {
  name: string;
  /** e.g. "B.Tech student, RV College of Engineering" */
  role: string;
  text: string;
}

export type TrendingCategory = "EXAMS" | "RESULT" | "ADMISSIONS";

export interface TrendingItem {
  category: TrendingCategory;
  title: string;
  summary: string;
  isNew: boolean;
}
