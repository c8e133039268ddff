import { z } from "zod";
import { boundedText } from "#app/utils/bounded-text";
import { normalisePhone } from "#app/features/leads/lead-schema";
import { REQUEST_KIND_VALUES, type RequestKind, type RequestStatus } from "#app/db/column-values";
export { REQUEST_KIND_VALUES, type RequestKind, type RequestStatus };

/** What a person may ask of us (DPDP Act §§11–13), with the words the form shows. */
export const REQUEST_KINDS: Record<RequestKind, string> = {
  access: "See the details you hold about me",
  correct: "Correct my details",
  erase: "Erase my details",
  withdraw: "Stop updates, or all contact",
};

export const REQUEST_STATUSES: Record<RequestStatus, string> = {
  awaiting_code: "Waiting for the e-mail code",
  verify_by_phone: "Verify by phone",
  open: "Open",
  done: "Done",
  rejected: "Rejected",
};

/**
 * The request form: what, and the e-mail or phone the enquiry was sent with. An e-mail gets a
 * one-time code; a phone alone goes to staff, who call to confirm.
 */
export const RightsRequestSchema = z
  .object({
    kind: z.enum(REQUEST_KIND_VALUES, "Choose what you would like us to do"),
    email: boundedText(200, "Enter a valid e-mail address").pipe(
      z.union([z.literal(""), z.email("Enter a valid e-mail address")]),
    ),
    phone: boundedText(24, "Enter a valid 10-digit mobile number")
      .transform(normalisePhone)
      .refine((value) => value === "" || /^[0-9]{10}$/.test(value), "Enter a valid 10-digit mobile number"),
    details: boundedText(2000, "Keep this under 2000 characters"),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone)
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "Enter the e-mail address or the phone number you gave us",
      });
    if (value.kind === "correct" && !value.details)
      ctx.addIssue({ code: "custom", path: ["details"], message: "Tell us what is wrong and what it should say" });
  });

export const CodeSchema = z.object({
  code: boundedText(12, "Enter the 6-digit code from the e-mail")
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => /^[0-9]{6}$/.test(value), "Enter the 6-digit code from the e-mail"),
});

export const WithdrawChoiceSchema = z.object({ choice: z.enum(["updates", "contact"], "Choose what to stop") });

/**
 * An owner's step on a request in the queue (features/privacy/rights-requests.server.ts
 * updateRequest): which request, a note, and for a withdrawal what to stop. Which step it is, is
 * the button's intent.
 */
export const RequestStepFormSchema = z.object({
  id: z.coerce.number().int().positive("Unknown request"),
  note: boundedText(500, "Keep the note under 500 characters").optional().default(""),
  choice: z.enum(["updates", "contact"]).optional(),
});
