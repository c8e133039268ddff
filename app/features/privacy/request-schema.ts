import { z } from "zod";
import { boundedText, withTextFieldsSent } from "#app/utils/bounded-text";
import { normalisePhone } from "#app/features/leads/lead-schema";
import { perLocale } from "#app/utils/i18n/locale";
import { sayIn } from "#app/utils/i18n/refusal-text";
import type { PublicRefusalCode, Said } from "#app/utils/refusal";
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
 * one-time code; a phone alone goes to staff, who call to confirm. Its messages are in the
 * language of the page that parses it (docs/decisions/069-messages-by-code.md).
 */
export const rightsRequestSchema = perLocale((locale) => {
  const say = (said: Said<PublicRefusalCode>) => sayIn(locale, said);
  const request = z
    .object({
      kind: z.enum(REQUEST_KIND_VALUES, say({ code: "rights.kind" })),
      email: boundedText(200, say({ code: "rights.email" })).pipe(
        z.union([z.literal(""), z.email(say({ code: "rights.email" }))]),
      ),
      phone: boundedText(24, say({ code: "rights.phone" }))
        .transform(normalisePhone)
        .refine((value) => value === "" || /^[0-9]{10}$/.test(value), say({ code: "rights.phone" })),
      details: boundedText(2000, say({ code: "rights.too_long" })),
    })
    .superRefine((value, ctx) => {
      if (!value.email && !value.phone)
        ctx.addIssue({ code: "custom", path: ["email"], message: say({ code: "rights.contact" }) });
      if (value.kind === "correct" && !value.details)
        ctx.addIssue({ code: "custom", path: ["details"], message: say({ code: "rights.details" }) });
    });
  return withTextFieldsSent(["email", "phone", "details"], request);
});

/** The code form of a request's page, in the page's language. */
export const codeSchema = perLocale((locale) =>
  withTextFieldsSent(
    ["code"],
    z.object({
      code: boundedText(12, sayIn(locale, { code: "rights.code" }))
        .transform((value) => value.replace(/\s/g, ""))
        .refine((value) => /^[0-9]{6}$/.test(value), sayIn(locale, { code: "rights.code" })),
    }),
  ),
);

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
