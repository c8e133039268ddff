import { data, href, redirect, type AppLoadContext } from "react-router";
import { findSessionAdmin, type SessionAdmin } from "./sessions.server";

/**
 * The admin session cookie. In production it is `__Host-` prefixed (Secure, Path=/, no Domain:
 * no subdomain can set or read it), HttpOnly (no script can read it) and SameSite=Lax.
 */
function sessionCookieName(context: AppLoadContext): string {
  return context.env.nodeEnv === "production" ? "__Host-admin_session" : "admin_session";
}

export function readSessionToken(request: Request, context: AppLoadContext): string | undefined {
  const name = sessionCookieName(context);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A cookie value that is not valid percent-encoding is no session, not an error.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sessionCookie(context: AppLoadContext, token: string, expiresAt: Date): string {
  const secure = context.env.nodeEnv === "production" ? "; Secure" : "";
  return `${sessionCookieName(context)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}; Expires=${expiresAt.toUTCString()}`;
}

export function clearedSessionCookie(context: AppLoadContext): string {
  const secure = context.env.nodeEnv === "production" ? "; Secure" : "";
  return `${sessionCookieName(context)}=; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=0`;
}

export async function getAdmin(request: Request, context: AppLoadContext): Promise<SessionAdmin | undefined> {
  const token = readSessionToken(request, context);
  return token ? findSessionAdmin(context.database.db, token) : undefined;
}

/**
 * Every admin loader and action starts with this. Without a live session the visitor is sent to
 * the login page (and brought back afterwards); a stale cookie is cleared on the way.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionAdmin> {
  const admin = await getAdmin(request, context);
  if (admin) return admin;
  const url = new URL(request.url);
  const back = request.method === "GET" ? `?redirectTo=${encodeURIComponent(url.pathname + url.search)}` : "";
  const headers = readSessionToken(request, context) ? { "Set-Cookie": clearedSessionCookie(context) } : undefined;
  throw redirect(`${href("/AdminLogin")}${back}`, { headers });
}

/**
 * Pages and actions only owners may use (settings, staff, the export, deleting from the
 * catalogue): a counsellor gets 403, anyone signed out the login page.
 */
export async function requireOwner(request: Request, context: AppLoadContext): Promise<SessionAdmin> {
  const admin = await requireAdmin(request, context);
  if (admin.role !== "owner") throw data("Only an owner can open this page.", { status: 403 });
  return admin;
}
