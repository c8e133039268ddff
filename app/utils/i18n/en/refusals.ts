import { plural } from "../plural";

/**
 * Every refusal a student or parent can meet, by code (docs/decisions/069-messages-by-code.md): a
 * server function throws `new Refusal({ code, ...values })` (app/utils/refusal.ts), a public
 * schema is built with the page language's words, and the page renders the code with its own
 * language's entry. ../hi/refusals.ts must have every code, with the same values, or the typecheck
 * fails. Refusals only staff meet are in ./staff-refusals.ts, in English only.
 */
export const refusalsEn = {
  // The rights request form (features/privacy/request-schema.ts) and receiveRequest.
  "rights.kind": "Choose what you would like us to do",
  "rights.email": "Enter a valid e-mail address",
  "rights.phone": "Enter a valid 10-digit mobile number",
  "rights.too_long": "Keep this under 2000 characters",
  "rights.contact": "Enter the e-mail address or the phone number you gave us",
  "rights.details": "Tell us what is wrong and what it should say",
  "rights.too_many_from_connection":
    "We have had several requests from your connection in the last hour. Please try again in an hour, or write to our grievance officer (their address is on the privacy notice).",
  "rights.too_many_for_contact":
    "We have had several requests for this address or number in the last hour. Please use the code we sent last, or try again in an hour.",
  // A request's page: its code form (CodeSchema), verifyCode and carryOutRequest.
  "rights.code": "Enter the 6-digit code from the e-mail",
  "rights.tries_left": ({ tries }: { tries: number }) =>
    `That code is not right. Check the e-mail and try again (${tries} ${plural("en", tries, { one: "try", other: "tries" })} left).`,
  "rights.not_there": "This request is not there. Please start a new one.",
  "rights.verified": "This request has already been verified.",
  "rights.code_expired": "This code has expired. Please start a new request.",
  "rights.too_many_codes": "Too many wrong codes. Please start a new request.",
  "rights.page_expired": "This page has expired. For your safety, please start a new request.",
  "rights.completed": "This request has already been completed.",
  // A document upload, from the status page or the lead page (document-schema.ts, document-file.server.ts, documents.server.ts).
  "documents.choose_file": "Choose a file to upload.",
  "documents.too_large": "This file is larger than 10 MB. Please upload a smaller copy.",
  "documents.not_on_list": "This document is not on the list.",
  "documents.password_pdf": "This PDF is password-protected. Please save a copy without the password and upload that.",
  "documents.active_pdf":
    "This PDF contains scripts, actions or attached files, which we do not accept. Please print it to a new PDF, or scan the paper copy, and upload that.",
  "documents.unchecked_pdf": "Part of this PDF could not be checked. Please print it to a new PDF and upload that.",
  "documents.not_allowed_type":
    "This file is not a PDF, JPEG or PNG. Please upload a scan or photo in one of those formats.",
  "documents.unreadable_image": "This image could not be read. Please upload another copy.",
  "documents.all_files_too_large":
    "This student's files would pass 50 MB in all. Delete earlier versions of files first, or upload a smaller copy.",
  /** The status link adds, it never replaces: an item not on the page's list (received, not needed, optional). */
  "documents.not_missing":
    "We already have this document, or it is not needed, so it cannot be uploaded here. If it needs changing, please ask your counsellor.",
  /** A status page whose lead is gone (erased, merged) since the link was opened. */
  "documents.page_not_there": "This page is not there.",
} as const;
