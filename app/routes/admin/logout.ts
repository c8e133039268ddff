import { href, redirect } from "react-router";
import { revokeSession } from "#app/features/admins/sessions.server";
import { clearedSessionCookie, readSessionToken } from "#app/features/admins/auth.server";
import type { Route } from "./+types/logout";
/** Ends the session in the database (so a copied cookie stops working too) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = readSessionToken(request, context);
  if (token) await revokeSession(context.database.db, token);
  return redirect(href("/AdminLogin"), { headers: { "Set-Cookie": clearedSessionCookie(context) } });
}

export function loader() {
  // Logging out is a POST; a plain visit just lands on the login page.
  return redirect(href("/AdminLogin"));
}
