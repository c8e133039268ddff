// @ts-check
// Production and development server. Plain JavaScript so Node 20 runs it with no TypeScript
// runtime; `npm run typecheck` checks it against server/app.ts all the same. The app itself
// (server/app.ts) is bundled by `react-router build` into build/server/index.js; in development
// Vite loads it from source with hot reload.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV !== "production";
const SHUTDOWN_GRACE_MS = 10_000;
// Load balancers (AWS ALB, Google's, nginx's upstream keepalive) keep an idle connection to the
// app open for 60 s and send the next request down it. A server that closes it first (Node's
// default is 5 s) races them: a request sent into the closing socket fails, and the visitor gets
// a 502. So this side waits longer than any of them.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
// The whole of a request's headers must arrive within this: the bound on slow headers, Node's
// default 60 s until now. It is kept just above the keep-alive wait, as is advised for servers
// behind balancers (nodejs/node#27363), and below requestTimeout (Node's default 300 s), which
// still bounds a slow body. Node checks every 30 s, so headers that never end are cut off 66 to
// 96 s after they began (with the default, 60 to 90 s; measured: 75 s and 89 s).
const HEADERS_TIMEOUT_MS = 66_000;
// A name, not a literal, so that the type checker does not read the bundle: its type is server/app.ts's.
const BUILD_ENTRY = "./build/server/index.js";

/** @typedef {typeof import("./server/app")} AppModule */

/** @returns {Promise<{ appModule: AppModule, vite?: import("vite").ViteDevServer }>} */
async function loadApp() {
  if (!DEVELOPMENT) {
    return { appModule: /** @type {AppModule} */ (await import(BUILD_ENTRY)), vite: undefined };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  return { appModule: /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts")), vite };
}

/**
 * The HTTP server's waits (above), set on the server `npm start` listens with and on the ones the
 * browser tests serve the build with.
 * @param {import("node:http").Server} server
 */
export function setTimeouts(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/** @type {[token: string, suffix: string][]} */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/**
 * Serves `name.br` or `name.gz` (written by scripts/compress-assets.mjs) in place of `name` when
 * the browser accepts that encoding; anything else falls through to express.static.
 * @param {string} dir
 * @param {{ immutable: boolean, maxAge: string, index: false }} options the options express.static gets too
 * @returns {import("express").RequestHandler}
 */
function precompressed(dir, options) {
  const available = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    if (`/${name}` !== req.path || !available.has(name)) return next();
    res.vary("Accept-Encoding");
    // Brotli first, as the page cache does, whatever order the browser lists: Chrome sends
    // "gzip, deflate, br, zstd", and asked for its preference, `accepts` answers gzip.
    const [encoding, suffix] =
      ENCODINGS.find(([token, suffix]) => req.acceptsEncodings(token) === token && available.has(name + suffix)) ?? [];
    if (!encoding || !suffix) return next();
    res.setHeader("Content-Encoding", encoding);
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + suffix), options, (error) => error && next(error));
  };
}

/**
 * A rejected promise nobody handled is a bug, logged as one error line; the process goes on
 * serving. After an uncaught exception its state is unknown: one fatal line, then exit, for the
 * supervisor (systemd, the container runtime) to start it again.
 * @param {import("pino").Logger} logger
 */
function logProcessFaults(logger) {
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "Unhandled promise rejection"));
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "Uncaught exception: exiting");
    process.exit(1);
  });
}

/**
 * The Express app `node server.js` serves, in front of the app's own handler: the request id and
 * access line, the security headers, draining on shutdown, compression, the built assets (or
 * Vite's middleware in development) and the last-resort error page. Exported so that the browser
 * tests serve the production build in their own process, as this file does
 * (tests/e2e/support/in-process-server.ts); everything about the process itself (signals, the
 * port, exiting on a bad start) stays in main below.
 * @param {{ appModule: AppModule, started: import("./server/app").StartedApp, logger: import("pino").Logger, vite?: import("vite").ViteDevServer }} parts
 * @returns {{ app: import("express").Express, drain(): boolean, inFlight(): number }} drain: answer
 *   "Connection: close" from now on; false if it was already draining
 */
export function createExpressApp({ appModule, started, logger, vite }) {
  const app = express();
  app.disable("x-powered-by");
  // First, so every answer has a request id and an access line: pages, assets, health checks and errors.
  app.use(started.requestLog);
  // Then, so every answer carries them too.
  app.use(started.securityHeaders);

  let shuttingDown = false;
  let inFlight = 0;
  app.use((_req, res, next) => {
    inFlight++;
    res.on("close", () => inFlight--);
    // While draining, tell keep-alive clients not to reuse the connection.
    if (shuttingDown) res.set("Connection", "close");
    next();
  });
  app.use(compression());

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const client = path.resolve("build/client");
    // Fingerprinted file names change whenever their content does: cache them for a year,
    // sent as the brotli or gzip copy made at build time when the browser takes it.
    const assets = path.join(client, "assets");
    const assetOptions = { immutable: true, maxAge: "1y", index: /** @type {const} */ (false) };
    app.use("/assets", appModule.labelRoute("assets"), precompressed(assets, assetOptions));
    app.use("/assets", express.static(assets, assetOptions));
    // The other files of build/client (favicon, media): looked up only for their own top-level
    // names, so a page request costs no file-system lookup.
    const publicEntries = new Set(fs.readdirSync(client).filter((name) => name !== "assets"));
    const publicFiles = express.static(client, { maxAge: "1h", index: false });
    const publicLabel = appModule.labelRoute("assets");
    app.use((req, res, next) =>
      publicEntries.has(req.path.split("/")[1] ?? "")
        ? publicLabel(req, res, () => publicFiles(req, res, next))
        : next(),
    );
  }
  app.use(started.handler);

  // Last resort: never a stack trace to a visitor.
  /** @type {import("express").ErrorRequestHandler} */
  const lastResort = (error, _req, res, _next) => {
    const log = res.locals.log ?? logger;
    // The visitor went away while a file was being sent: nothing went wrong on our side.
    if (error?.code === "ECONNABORTED") {
      log.info("Client went away");
      return res.end();
    }
    log.error({ err: error }, "Request failed");
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Sorry, something went wrong on our side. Please try again in a minute.");
  };
  app.use(lastResort);
  return {
    app,
    drain: () => !shuttingDown && (shuttingDown = true),
    inFlight: () => inFlight,
  };
}

async function main() {
  const { appModule, vite } = await loadApp();
  // The one logger of the process (app/utils/logger.server.ts): JSON lines, readable ones in development.
  const logger = appModule.createLogger({ pretty: DEVELOPMENT });
  logProcessFaults(logger);

  let started;
  try {
    started = await appModule.startApp(process.env, logger);
  } catch (error) {
    // Configuration mistakes get one clear line, not a stack trace.
    const mistake = error instanceof appModule.EnvError || error instanceof appModule.StartupError;
    if (mistake) logger.fatal(/** @type {Error} */ (error).message);
    else logger.fatal({ err: error }, "Start-up failed");
    await vite?.close();
    process.exit(1);
  }
  const { env } = started;
  const { app, drain, inFlight } = createExpressApp({ appModule, started, logger, vite });

  // Express 5 calls this back on a failed listen too, with the error (handled below): only
  // a server that is listening says so.
  const server = app.listen(env.port, env.host, (/** @type {Error | undefined} */ error) => {
    if (error) return;
    logger.info(
      `Listening on ${appModule.listeningOrigin(env)} (${env.database.kind}, ${DEVELOPMENT ? "development" : "production"})`,
    );
  });
  setTimeouts(server);
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    logger.fatal(`PORT: cannot listen on ${env.host}:${env.port} (${error.code ?? error.message})`);
    process.exit(1);
  });

  // SIGTERM: stop accepting, let in-flight requests finish (up to 10 s), close the database.
  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    if (!drain()) return;
    logger.info(`${signal} received: finishing ${inFlight()} in-flight request(s)`);
    const force = setTimeout(() => {
      logger.warn("Shutdown grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive sockets with nothing in progress would otherwise hold the exit until their
    // timeout. Half a second is ample for any request already on the wire to be parsed first.
    const dropIdle = setTimeout(() => server.closeIdleConnections(), 500);
    // Stop listening, but do not use http.Server#close: since Node 19 it also drops every
    // connection that has no parsed request yet, which loses requests that were already sent.
    // The net.Server close only stops accepting; each open connection finishes its request and,
    // told "Connection: close" above, closes.
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(force);
      clearTimeout(dropIdle);
      await vite?.close();
      await started.close();
      logger.info("Shut down cleanly");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

// Run as a program (`node server.js`), not when imported for createExpressApp.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  await main();
}
