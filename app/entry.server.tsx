import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isDatabaseUnavailable } from "#app/db/db-errors";
import { islandsAssets } from "#app/islands/islands-assets.server";
import { IslandsContext } from "#app/utils/island";
import { logFailure } from "#app/utils/logger.server";
import { NonceContext } from "#app/utils/nonce";
import { runsClientRouter } from "#app/utils/page-handle";

/**
 * React Router's default Node entry, plus two things: on a page React Router runs in the browser
 * (admin, sign-in) every inline script carries the response's CSP nonce, and a page whose data
 * could not be loaded because the database is unreachable is a 503 (try again shortly), not a 500.
 * Any other page has no nonce at all: its one inline script is allowed by its hash (ADR 035).
 */

export const streamTimeout = 5_000;

/** Seconds a client or load balancer should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = "15";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (loadContext.databaseUnavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
    responseHeaders.set("Cache-Control", "no-store");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Asked for only where React Router's scripts go out: asking makes the nonce and switches this
  // response's policy to it (server/security-headers.ts).
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  const nonce = runsClientRouter(handles) ? loadContext.cspNonce() : undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and the HTML cache, which must store whole pages) get the page in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.renderWhole
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <IslandsContext.Provider value={islandsAssets()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, the error reaches handleError (and the error page) instead.
          if (shellRendered) logFailure(loadContext.log, error, "Rendering the page failed");
        },
      },
    );
  });
}

/**
 * Every error a loader, action or render throws passes here before the visitor sees the error
 * page. A refusal (4xx) is a debug line; a database outage is one error line without a stack
 * (there may be hundreds a second), and it marks the request, so handleRequest answers 503;
 * anything else is an error line with its stack. Each carries the request id, and the access
 * line (server/request-log.ts) has the route and status: the path, with a lead's id or a privacy
 * request's code in it, is never logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A request we refuse (a 404, a POST where there is no form: 405) is the visitor's mistake,
  // not ours: the access line says so already.
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.log.debug({ status: error.status }, `Refused: ${error.statusText}`);
    return;
  }
  if (isDatabaseUnavailable(error)) context.databaseUnavailable = true;
  logFailure(context.log, error, "Request failed");
};
