import { data } from "react-router";

/**
 * Text no form field ever legitimately holds: NUL (PostgreSQL cannot store it in text) and
 * U+FFFD, which is what a body with broken percent-encoding or invalid UTF-8 decodes to.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNREADABLE_TEXT = /[\u0000\uFFFD]/;

/** A form body as plain strings, or undefined when it cannot be read as a form a browser sends. */
export async function parseFormBody(request: Request): Promise<Record<string, string> | undefined> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return undefined;
  }
  // No prototype: a field named "__proto__" or "constructor" is just a field.
  const values: Record<string, string> = Object.create(null);
  for (const [key, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (UNREADABLE_TEXT.test(key) || UNREADABLE_TEXT.test(value)) return undefined;
    values[key] = value;
  }
  return values;
}

/** A form body as plain strings; an unreadable body is a 400, not a crash. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const values = await parseFormBody(request);
  if (!values) {
    throw data(
      { ok: false, formError: "This form could not be read. Please reload the page and try again." },
      { status: 400 },
    );
  }
  return values;
}

/** Whether a text holds a character no field may contain (for bodies read another way, such as JSON). */
export const hasUnreadableText = (text: string) => UNREADABLE_TEXT.test(text);

/** A multipart body with its files (an upload); one that can't be read is a 400 with a message, not a crash. */
export async function readMultipartForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ ok: false, message: "The upload could not be read. Please try again." }, { status: 400 });
  }
}

/** A form read with readForm, as the URLSearchParams a form parser takes. */
export function toSearchParams(form: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key in form) params.append(key, form[key]!);
  return params;
}
