import { examCalendarFile, examCalendarFileName } from "#app/features/exams/exam-calendar-file";
import { getCalendarExam } from "#app/features/exams/exam-calendar.server";
import { now } from "#app/utils/clock";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import type { Route } from "./+types/exam-calendar-file";
import { STORABLE } from "#app/utils/page-handle";
import { siteOrigin } from "#app/utils/env.server";

export const handle = STORABLE;

/** /exams/:id/calendar.ics: one exam as a file to add to a phone calendar (the exam calendar's "Add to calendar"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const exam = id === undefined ? undefined : await getCalendarExam(dbFrom(context), id);
  if (!exam) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // The site's own origin (PUBLIC_ORIGIN in production), so the event's UID (which names its
  // host) stays the same from one download to the next, whatever Host a request carries.
  const origin = new URL(siteOrigin(context.env));
  const body = examCalendarFile(exam, { origin: origin.origin, uidDomain: origin.host, stamp: new Date(now()) });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${examCalendarFileName(exam.name)}"`,
      // An edited date must reach the next download; the file is one primary-key read.
      "Cache-Control": "no-cache",
    },
  });
}
