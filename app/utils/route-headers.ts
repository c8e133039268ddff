import type { HeadersArgs } from "react-router";

/**
 * React Router sends the headers a loader or action set (Retry-After on a 429, Cache-Control)
 * only if the route's `headers` export returns them. Every route with an action uses this.
 */
export function forwardHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, key) => {
      if (key.toLowerCase() !== "set-cookie") headers.set(key, value);
    });
  }
  return headers;
}
