import { data } from "react-router";
import { recordCollegeView } from "#app/features/colleges/colleges.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/college-details";

/**
 * The spec's collegedetails.php: POST {college_id} when a visitor follows a college link.
 * It only counts the view; the page navigates regardless of the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data({ error: 'Send JSON: {"college_id": number}', field: "college_id" }, { status: 400 });
  }
  const id = Number((body as { college_id?: unknown } | null)?.college_id);
  if (!Number.isInteger(id) || id <= 0) {
    return data({ error: "college_id must be a positive whole number", field: "college_id" }, { status: 400 });
  }
  const found = await recordCollegeView(dbFrom(context), id);
  if (!found) return data({ error: "No college has this college_id", field: "college_id" }, { status: 404 });
  return data({ message: "View recorded" });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
