import { z } from "zod";
import { idField } from "#app/utils/ids";

/**
 * The student's status link (features/status-link/status-links.server.ts,
 * docs/decisions/049-status-link.md): the lead page's two forms, and the words the public page
 * uses, written for a parent rather than for staff.
 */

/**
 * Every answer of a status link's pages (the page, a receipt; their 404 and 429 too): the
 * address holds the token, so nothing keeps it, indexes it or sends it to another site.
 */
export const STATUS_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

/** How long a link works from when it is sent. */
export const STATUS_LINK_DAYS = 30;

/** The most links one lead may have working at once: each one sent is a copy someone holds. */
export const MAX_ACTIVE_STATUS_LINKS = 5;

/**
 * "Send the status link": to whom, where the lead has both a student's and a guardian's address
 * (issue 43, item 3); without the choice, to every contact who may be e-mailed (lead-recipients.ts).
 */
export const SendStatusLinkFormSchema = z.object({
  intent: z.literal("status-link"),
  to: z.enum(["both", "guardian", "student"], { error: "Choose whom to send it to" }).default("both"),
});

export const RevokeStatusLinkFormSchema = z.object({
  intent: z.literal("status-link-revoke"),
  link_id: idField("This link is not there."),
});

/** How the page colours a status: good news, waiting, or no longer going ahead. */
export function statusTone(status: string): "good" | "waiting" | "closed" {
  if (status === "offer_received" || status === "seat_confirmed" || status === "admitted") return "good";
  if (status === "not_admitted" || status === "withdrawn") return "closed";
  return "waiting";
}

/** "today", "tomorrow", "in 5 days": how far off a step's India day is from today's. */
export function daysAway(day: string, today: string): string {
  const days = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  return days <= 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
}
