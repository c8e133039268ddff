import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#app/db/column-values";
import { studentEn } from "#app/utils/i18n/en/student";
export { APPLICATION_STATUSES, type ApplicationStatus };

/**
 * An application to a college (features/admissions/applications.server.ts does the work): its
 * statuses, and the forms that add one and change its status, shared by the lead page and the
 * server.
 */

/** The admin area's labels: the words a person's own answer shows too, kept with their Hindi in the catalogue (ADR 069). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> =
  studentEn.privacy.verified.applicationStatuses;

/** How the page and the timeline name an application: "RV College (B.E. CSE, 2027)", or without a course "RV College (2027)". */
export function applicationLabel(application: { college: string; course: string; intake: number }): string {
  return `${application.college} (${[application.course, application.intake].filter(Boolean).join(", ")})`;
}

/** The intakes an application may be for: from last year (a late record) to five years ahead. */
export function intakeBounds(today = new Date()): { min: number; max: number } {
  const year = today.getUTCFullYear();
  return { min: year - 1, max: year + 5 };
}

const status = z.enum(APPLICATION_STATUSES, { error: "Choose a status" });

export const AddApplicationFormSchema = z.object({
  intent: z.literal("application"),
  college_id: idField("Choose a college"),
  course: oneLine(boundedText(200, "Keep the course under 200 characters")).default(""),
  intake: z.coerce
    .number({ error: "Enter the intake year, e.g. 2027" })
    .int("Enter the intake year, e.g. 2027")
    .superRefine((year, ctx) => {
      const { min, max } = intakeBounds();
      if (year < min || year > max)
        ctx.addIssue({ code: "custom", message: `Enter an intake year from ${min} to ${max}` });
    }),
  application_number: oneLine(boundedText(60, "Keep the application number under 60 characters")).default(""),
  status,
});

export const ApplicationStatusFormSchema = z.object({
  intent: z.literal("application-status"),
  application_id: idField("This application is not there."),
  status,
});
