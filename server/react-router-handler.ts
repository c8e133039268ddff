import { createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * React Router's Express adapter, ours (ADR 058). It builds the Fetch request exactly as
 * `@react-router/express` 7.18 does, and differs in one place: how the answer's body is written.
 * 7.18's writer races every read against one promise that lives as long as the response
 * (`Promise.race([read, closed])`), and each race leaves a reaction on it that keeps the read's
 * chunk alive: a 263 MB CSV export held 263 MB until its last byte. 8.x fixes it but needs Node 22.
 */
export function createRequestHandler({
  build,
  getLoadContext,
}: {
  /** The build, or (in development) a function that loads the newest one for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext;
}): express.RequestHandler {
  const handleRequest = createReactRouterHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const response = await handleRequest(fetchRequestFrom(req, res), getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The Express request as a Fetch request: the same URL, headers and body the adapter makes. */
function fetchRequestFrom(req: express.Request, res: express.Response): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((text) => Number.parseInt(text ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  // A visitor who leaves aborts the request's signal, so a loader can stop its work.
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function sendResponse(res: express.Response, response: Response): Promise<void> {
  if (closed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeBody(response.body, res);
  } catch (error) {
    if (!closed(res)) throw error;
  }
}

/**
 * Writes the body a chunk at a time, reading the next only when the socket has taken the last
 * (a slow download reads the database slowly), and holding nothing once it is written. A visitor
 * who leaves cancels the body, which ends a pending read at once.
 */
export async function writeBody(body: ReadableStream<Uint8Array>, res: express.Response): Promise<void> {
  const reader = body.getReader();
  let wake: (() => void) | undefined;
  const flushSoon = flushOncePerTurn(res);
  // One listener each for the whole body: compression hands a "drain" listener to its zlib
  // stream and cannot take it off again, so a listener per wait would pile up there.
  const onDrain = () => wake?.();
  const onClose = () => {
    if (!res.writableFinished) reader.cancel().catch(() => {});
    wake?.();
  };
  res.on("drain", onDrain);
  res.on("close", onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (closed(res)) {
        reader.cancel().catch(() => {});
        return;
      }
      if (done) break;
      const more = res.write(value);
      flushSoon();
      if (!more) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
    res.end();
  } catch (error) {
    reader.cancel(error).catch(() => {});
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    res.off("drain", onDrain);
    res.off("close", onClose);
  }
}

/**
 * compression's flush, at most once per turn of the event loop: what the page has ready goes out
 * now (a streamed page's first part does not wait for zlib's buffer to fill), and the parts that
 * arrive together are flushed together. React hands over a page in pieces of 4 KB (React 19's
 * views), and a brotli flush after each took about twice the CPU of one flush per page and sent
 * 3-4% more bytes (docs/performance.md, sixteenth session).
 */
function flushOncePerTurn(res: express.Response): () => void {
  let scheduled = false;
  return () => {
    if (scheduled || !res.flush) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (!closed(res)) res.flush();
    });
  };
}

function closed(res: express.Response): boolean {
  return res.destroyed || res.writableEnded;
}
