import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses unsafe requests (POST, PUT, PATCH, DELETE) that a browser sent from another site, on
 * every route, resource routes included: React Router's own check covers only page actions.
 * Browsers always send Origin on such requests; a client that sends neither Origin nor Referer
 * is not a browser, so it carries no victim's cookies to abuse and is let through. A refusal is a
 * 403 here, before React Router, whose own check would throw (and log a stack trace) instead.
 */
export function sameOriginOnly(
  publicOrigin: string | undefined,
  /** Paths no cookie authenticates (an API key does), which any site may call. */
  keyOnly: (path: string) => boolean = () => false,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || keyOnly(req.path)) return next();
    const claimed = req.get("origin") ?? refererOrigin(req.get("referer"));
    if (claimed === undefined) return next();
    const host = req.get("host");
    let sameSite = false;
    try {
      // Behind PUBLIC_ORIGIN every request URL is built from it (server/public-origin.ts), so only
      // that exact origin is this site: its plain-http twin on the same host is not.
      sameSite = publicOrigin ? claimed === publicOrigin : new URL(claimed).host === host;
    } catch {
      sameSite = false;
    }
    if (sameSite) return next();
    res.status(403).set("Cache-Control", "no-store");
    if (req.is("application/json") || req.accepts(["html", "json"]) === "json") {
      return res.json({ success: false, message: "Cross-site request refused.", error: "Cross-site request refused." });
    }
    return res.type("text/plain").send("Cross-site request refused.");
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}
