// @ts-check
// Production and development server. Plain JavaScript so Node 20 runs it with no TypeScript
// runtime; `npm run typecheck` checks it against server/app.ts all the same. The app itself
// (server/app.ts) is bundled by `react-router build` into build/server/index.js; in development
// Vite loads it from source with hot reload.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV !== "production";
const SHUTDOWN_GRACE_MS = 10_000;
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
    const encoding = req.acceptsEncodings(ENCODINGS.map(([token]) => token));
    const suffix = ENCODINGS.find(([token]) => token === encoding)?.[1];
    if (!encoding || !suffix || !available.has(name + suffix)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + suffix), options, (error) => error && next(error));
  };
}

async function main() {
  const { appModule, vite } = await loadApp();

  let started;
  try {
    started = await appModule.startApp(process.env);
  } catch (error) {
    // Configuration mistakes get one clear line, not a stack trace.
    if (error instanceof appModule.EnvError || error instanceof appModule.StartupError) {
      console.error(error.message);
      await vite?.close();
      process.exit(1);
    }
    throw error;
  }
  const { env } = started;

  const app = express();
  app.disable("x-powered-by");
  // First, so every answer carries them: pages, assets, health checks and errors.
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
    app.use("/assets", precompressed(assets, assetOptions));
    app.use("/assets", express.static(assets, assetOptions));
    // The other files of build/client (favicon, media): looked up only for their own top-level
    // names, so a page request costs no file-system lookup.
    const publicEntries = new Set(fs.readdirSync(client).filter((name) => name !== "assets"));
    const publicFiles = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      publicEntries.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next(),
    );
  }
  app.use(started.handler);

  // Last resort: never a stack trace to a visitor.
  /** @type {import("express").ErrorRequestHandler} */
  const lastResort = (error, req, res, _next) => {
    // The visitor went away while a file was being sent: nothing went wrong on our side.
    if (error?.code === "ECONNABORTED") {
      console.warn(`Client went away: ${req.method} ${req.path}`);
      return res.end();
    }
    console.error(error);
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Sorry, something went wrong on our side. Please try again in a minute.");
  };
  app.use(lastResort);

  const server = app.listen(env.port, env.host, () => {
    console.log(
      `Listening on http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${env.port} (${env.database.kind}, ${DEVELOPMENT ? "development" : "production"})`,
    );
  });
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(`PORT: cannot listen on ${env.host}:${env.port} (${error.code ?? error.message})`);
    process.exit(1);
  });

  // SIGTERM: stop accepting, let in-flight requests finish (up to 10 s), close the database.
  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing ${inFlight} in-flight request(s)`);
    const force = setTimeout(() => {
      console.error("Shutdown grace period over: closing remaining connections");
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
      console.log("Shut down cleanly");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
