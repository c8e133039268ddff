import { data } from "react-router";

/** A form body as plain strings; an unreadable body is a 400, not a crash. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data(
      { ok: false, formError: "This form could not be read. Please reload the page and try again." },
      { status: 400 },
    );
  }
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string") values[key] = value;
  return values;
}
