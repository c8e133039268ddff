import type { AppLoadContext } from "react-router";
import express from "express";
import type { ServerBuild } from "react-router";
import { openDatabase, type AppDatabase } from "#app/db/db.server";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { countAdmins, ensureFirstAdmin } from "#app/features/admins/admins.server";
import { setupLinkRequired } from "#app/features/admins/first-admin-setup";
import { issueSetupToken, setupLinkMessage } from "#app/features/admins/first-admin-setup.server";
import { startPurging } from "#app/features/admins/housekeeping.server";
import { startRetention } from "#app/features/privacy/retention.server";
import { startFirstCallClock } from "#app/features/first-call/first-call-escalation.server";
import { smtpMailer } from "#app/features/outbox/mailer.server";
import { deliveryTimeoutMs } from "#app/features/outbox/worker.server";
import { startOutboxWorker } from "./outbox-worker";
import { countOutboxByStatus } from "#app/features/outbox/outbox.server";
import { OUTBOX_STATUSES } from "#app/features/outbox/outbox-status";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import { collegeViews, type CollegeViews } from "#app/features/colleges/college-views.server";
import { collegeLogoFile, importLogoFiles } from "#app/features/colleges/college-logo.server";
import { islandsAssets } from "#app/islands/islands-assets.server";
import { islandsStarter } from "#app/islands/islands-starter";
import { parseEnv, siteOrigin, type Env } from "#app/utils/env.server";
import { loadIpHashKey } from "#app/utils/ip-hash.server";
import { createLogger, type Logger } from "#app/utils/logger.server";
import { createMetrics, type Metrics } from "#app/utils/metrics.server";
import { sameOriginOnly } from "./same-origin";
import { bodyLimitFor, limitRequestBodies } from "./body-limit";
import { securityHeaders } from "./security-headers";
import { createRequestHandler } from "./react-router-handler";
import { htmlCache } from "./html-cache";
import { refuseMalformedPaths } from "./refuse-malformed-paths";
import { requestsAddressedTo } from "./public-origin";
import { privateUnlessStorable } from "./private-responses";
import { PAGE_AND_API_PATHS, apiAliasOf, isApiPath, isKeyOnlyApiPath } from "#app/routes/api/page-and-api-paths";
import { labelRoute, requestLog, requestLogger } from "./request-log";
import { routeLabelerFor } from "./route-label";
import { routeContractOf } from "./route-contract";
import { provideRouteContract } from "#app/utils/route-contract.server";
import { metricsEndpoint } from "./metrics-endpoint";

declare module "react-router" {
  interface AppLoadContext {
    database: AppDatabase;
    env: Env;
    /** View counts of collegedetails.php, held in memory and written in batches. */
    collegeViews: CollegeViews;
    /** The visitor's address as this server sees it (the proxy's, behind one). */
    clientIp: string | undefined;
    /** The key of the visitor's IP hash, kept outside the database (app/utils/ip-hash.server.ts). */
    ipHashKey: Buffer;
    /**
     * This response's CSP nonce, made on the first call, which also switches the response's
     * policy from the public pages' (inline scripts by hash) to one naming it: for the pages
     * React Router runs in the browser (app/entry.server.tsx, server/security-headers.ts).
     */
    cspNonce: () => string;
    /** Render the whole page before sending it (the HTML cache stores complete pages). */
    renderWhole?: boolean;
    /** Set by handleError when the database could not be reached: the page answers 503. */
    databaseUnavailable?: boolean;
    /** This request's logger: its lines carry the request id (server/request-log.ts). */
    log: Logger;
    /** What /metrics shows; the lead forms count the leads they store. */
    metrics: Metrics;
  }
}

/** A start-up failure the operator can fix; server.js logs its message as one line. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}

export { EnvError, listeningOrigin } from "#app/utils/env.server";
export { createLogger } from "#app/utils/logger.server";
export { labelRoute } from "./request-log";
// For the browser tests alone: the servers they run in their own process hash new passwords at the
// unit tests' cost (ADR 092). `node server.js` never calls it.
export { setHashCostForTests } from "#app/features/admins/password.server";

export interface StartedApp {
  env: Env;
  database: AppDatabase;
  /** Express handler for everything the app itself answers (health checks and pages). */
  handler: express.Express;
  /** The request id and the access log line: mounted first of all, so every answer has them. */
  requestLog: express.RequestHandler;
  /** Security headers and the CSP: mounted next, so static files get them too. */
  securityHeaders: express.RequestHandler;
  close(): Promise<void>;
}

/**
 * Everything between "the process started" and "ready to listen": check the environment,
 * open the database, migrate, initialise a new database, create the first admin.
 */
export async function startApp(
  source: Record<string, string | undefined>,
  logger: Logger = createLogger(),
): Promise<StartedApp> {
  const env = parseEnv(source);
  logger.level = env.logLevel;
  const log = (line: string) => logger.info(line);
  // What the operator must act on or know is off: still shown with LOG_LEVEL=warn.
  const notice = (line: string) => logger.warn(line);
  const ipHash = loadIpHashKey(env);
  const database = openDatabase(env.database, { log: (line) => logger.warn(line) });
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`DATABASE_URL: cannot reach the ${describe(env)} database (${reason(error)})`);
  }

  await prepareDatabase(database, env, { log, notice });
  noticeOffSettings(env, ipHash, notice);

  // Expired sessions and old login attempts are deleted now and every few minutes.
  const purging = startPurging(database.db, { log: logger });
  // Leads past the retention period are anonymised now and daily (docs/privacy.md#retention).
  const retention = startRetention(database.db, { log: logger });
  // Leads not called within the owners' target are marked and escalated (docs/decisions/052-first-call-clock.md).
  const firstCalls = startFirstCallClock(database.db, { log: logger });

  // Lead alerts waiting in the outbox go out from here, retried until delivered (docs/leads.md).
  if (!env.smtp) notice("SMTP_URL is not set: lead alert e-mails are OFF (they wait in the outbox as not configured).");
  const metrics = createMetrics({
    leadForms: LEAD_FORMS,
    outboxByStatus: async () => {
      const counts = await countOutboxByStatus(database.db);
      return Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, counts[status] ?? 0]));
    },
    pool: database.pool,
  });
  const outbox = startOutboxWorker(database.db, {
    log: logger,
    onDeliveryFailed: (channel) => metrics.outboxDeliveryFailures.inc({ channel }),
    mailer: env.smtp
      ? smtpMailer({ smtpUrl: env.smtp.url, from: env.smtp.from, timeoutMs: deliveryTimeoutMs(env.outboxLeaseMs) })
      : undefined,
    origin: siteOrigin(env),
    leaseMs: env.outboxLeaseMs,
    webhookEgress: { allowPrivate: env.webhookAllowPrivate },
    // Status links' e-mails derive their token again with it (features/status-link/status-links.server.ts).
    linkSecret: ipHash.key,
  });

  const views = collegeViews(database.db, { log: (line) => logger.warn(line) });
  // Production hands React Router the build itself: given a function that returns it (what
  // development needs for hot reload), it works out its route tables again on every request.
  const build = env.nodeEnv === "production" ? await loadBuild() : loadBuild;
  // The sitemap and the college-slug check read the route tree through app/utils/route-contract.server.ts.
  provideRouteContract(routeContractOf(build));
  return {
    env,
    database,
    handler: createHandler({ env, database, ipHashKey: ipHash.key, views, build, logger, metrics }),
    requestLog: requestLog({ logger, metrics, trustProxy: env.trustProxy, routeLabel: routeLabelerFor(build) }),
    securityHeaders: securityHeaders({
      publicOrigin: env.publicOrigin,
      enforceCsp: env.nodeEnv === "production",
      // The one inline script of a public page; its text is fixed per build (ADR 035).
      siteInlineScripts: [islandsStarter(islandsAssets().entry)],
    }),
    async close() {
      await purging.stop();
      await retention.stop();
      await firstCalls.stop();
      await outbox.stop();
      await views.close();
      await database.close();
    },
  };
}

/**
 * Brings the database up to date: migrations, a new database's catalogue, the first admin (or the
 * setup link), and logos still in UPLOAD_DIR.
 */
async function prepareDatabase(
  database: AppDatabase,
  env: Env,
  { log, notice }: { log: (line: string) => void; notice: (line: string) => void },
): Promise<void> {
  const applied = await database.migrate();
  if (applied.length > 0) log(`Applied migrations: ${applied.join(", ")}`);
  const init = await initialiseDatabase(database.db, { demoData: env.demoData });
  if (init === "demo-loaded") log("New database: demo catalogue loaded (set DEMO_DATA=0 to start empty).");
  if (init === "empty") log("New database: started empty (DEMO_DATA=0).");
  if (env.admin && (await ensureFirstAdmin(database.db, env.admin)) === "created") {
    // Not the address: no e-mail address goes into the log (docs/operations.md).
    log("First admin created from ADMIN_EMAIL and ADMIN_PASSWORD.");
  }
  if (setupLinkRequired(env) && (await countAdmins(database.db)) === 0) {
    // Nobody can claim a new site without this link: only someone who reads the log gets it.
    // The one log line that carries a secret, on purpose (docs/decisions/025-logs-and-metrics.md).
    notice(setupLinkMessage(siteOrigin(env), await issueSetupToken(database.db)));
  }
  // Logos uploaded before they moved into the database (ADR 047) are read in from UPLOAD_DIR, once.
  const logosImported = await importLogoFiles(database.db, env.uploadDir);
  if (logosImported > 0) log(`College logos read into the database from ${env.uploadDir}: ${logosImported}.`);
}

/** Settings that turn a protection off, or that the operator should know about: one line each. */
function noticeOffSettings(env: Env, ipHash: { file?: string | undefined }, notice: (line: string) => void): void {
  if (env.leadsPerIpPerHour === 0) notice("LEADS_PER_IP_PER_HOUR=0: the lead rate limit is OFF.");
  if (env.webhookAllowPrivate) {
    notice("WEBHOOK_ALLOW_PRIVATE=1: the lead webhook may call loopback and private network addresses.");
  }
  if (!env.publicOrigin && env.nodeEnv === "production") {
    // Links must not come from the Host header (docs/decisions/031-site-origin-never-from-host.md).
    notice(`PUBLIC_ORIGIN is not set: the sitemap, page links and e-mail links use ${siteOrigin(env)}.`);
  }
  if (ipHash.file && env.database.kind === "postgres") {
    notice(
      `IP hashes use the key in ${ipHash.file}: with several machines on this database, set one IP_HASH_SECRET on all.`,
    );
  }
}

const loadBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

function createHandler({
  env,
  database,
  ipHashKey,
  views,
  build,
  logger,
  metrics,
}: {
  env: Env;
  database: AppDatabase;
  ipHashKey: Buffer;
  views: CollegeViews;
  build: ServerBuild | (() => Promise<ServerBuild>);
  logger: Logger;
  metrics: Metrics;
}): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Behind TRUST_PROXY proxies (a number of hops, or their addresses), req.ip is the visitor's
  // address from X-Forwarded-For (and req.protocol honours X-Forwarded-Proto); with 0, both come
  // from the socket and the headers are ignored, since anyone can send them.
  app.set("trust proxy", env.trustProxy);
  app.use(refuseMalformedPaths((res) => requestLogger(res, logger)));
  if (env.publicOrigin) app.use(requestsAddressedTo(env.publicOrigin));
  // Cache-Control: no-store on every response of a route not marked storable (admin, sign-in,
  // privacy, exports), whatever the route itself sends, errors and refusals below included.
  app.use(privateUnlessStorable(build));

  serveProbes(app, { database, metrics, metricsToken: env.metricsToken });
  serveUploads(app, { database, uploadDir: env.uploadDir });

  app.use(sameOriginOnly(env.publicOrigin, isKeyOnlyApiPath));
  routeApiCalls(app);

  const loadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    database,
    env,
    collegeViews: views,
    clientIp: req.ip,
    ipHashKey,
    cspNonce: (res.locals.cspNonce as (() => string) | undefined) ?? (() => ""),
    log: requestLogger(res, logger),
    metrics,
  });
  // Development re-renders every time (the code changes under it); production keeps shared pages.
  if (env.nodeEnv === "production") app.use(htmlCache({ env, database, build, loadContext, metrics, log: logger }));
  app.use(createRequestHandler({ build, getLoadContext: loadContext }));
  return app;
}

/** Liveness, readiness and the metrics, for the machines that watch the process. */
function serveProbes(
  app: express.Express,
  { database, metrics, metricsToken }: { database: AppDatabase; metrics: Metrics; metricsToken: string | undefined },
): void {
  // Liveness: answers while the process can serve HTTP at all.
  app.get("/healthz", labelRoute("/healthz"), (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });
  // Readiness: only while the database answers, so a load balancer stops sending traffic
  // to a process whose database is gone.
  app.get("/readyz", labelRoute("/readyz"), async (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain");
    try {
      await withTimeout(database.ping(), 2_000);
      res.send("ready");
    } catch {
      res.status(503).send("database unavailable");
    }
  });

  // For Prometheus, with METRICS_TOKEN; anyone else gets the site's 404 page (server/metrics-endpoint.ts).
  app.get("/metrics", labelRoute("/metrics"), metricsEndpoint(metrics, metricsToken));
}

/**
 * Uploaded logos have content-hashed names: cache them for a year. nosniff: served only as what they are.
 * They live in the database (any process serves them); a file left in UPLOAD_DIR is served as before.
 */
function serveUploads(
  app: express.Express,
  { database, uploadDir }: { database: AppDatabase; uploadDir: string },
): void {
  app.get("/uploads/logos/:name", labelRoute("uploads"), async (req, res, next) => {
    try {
      const logo = await collegeLogoFile(database.db, String(req.params.name));
      if (!logo) return next();
      res.set({
        "Content-Type": logo.content_type,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      });
      res.send(logo.data);
    } catch (error) {
      next(error);
    }
  });
  app.use(
    "/uploads",
    labelRoute("uploads"),
    express.static(uploadDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );
}

/** The spec's JSON calls on the admin pages' paths go to their API routes; each body is held to its route's limit. */
function routeApiCalls(app: express.Express): void {
  // A form post to /category or /Addmission is the admin page's own; any other POST there is the
  // spec's JSON call, answered by its API route (app/routes/api/page-and-api-paths.ts).
  app.post([...PAGE_AND_API_PATHS], (req, _res, next) => {
    if (!req.is(["application/x-www-form-urlencoded", "multipart/form-data"])) {
      // React Router's adapter builds the request URL from originalUrl; Express routes on url.
      req.originalUrl = apiAliasOf(req.originalUrl);
      req.url = apiAliasOf(req.url);
    }
    next();
  });
  app.use(
    limitRequestBodies({
      maxBytes: (req) => bodyLimitFor(req, isApiPath),
      streamedBodiesAllowed: (req) => isApiPath(req.path),
    }),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function describe(env: Env): string {
  if (env.database.kind === "sqlite") return `SQLite (${env.database.filename})`;
  const url = new URL(env.database.connectionString);
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`;
}

function reason(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(": ").split("\n")[0] ?? "unknown error";
}
