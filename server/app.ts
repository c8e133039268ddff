import type { AppLoadContext } from "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { openDatabase, type AppDatabase } from "#app/db/db.server";
import { migrateToLatest } from "#app/db/migrate.server";
import { initialiseDatabase } from "#app/features/demo/seed.server";
import { countAdmins, ensureFirstAdmin } from "#app/features/admins/admins.server";
import { setupLinkRequired } from "#app/features/admins/first-admin-setup";
import { issueSetupToken, setupLinkMessage } from "#app/features/admins/first-admin-setup.server";
import { startPurging } from "#app/features/admins/housekeeping.server";
import { startRetention } from "#app/features/privacy/retention.server";
import { smtpMailer } from "#app/features/outbox/mailer.server";
import { deliveryTimeoutMs, startOutboxWorker } from "#app/features/outbox/worker.server";
import { collegeViews, type CollegeViews } from "#app/features/colleges/college-views.server";
import { parseEnv, siteOrigin, type Env } from "#app/utils/env.server";
import { loadIpHashKey } from "#app/utils/ip-hash.server";
import { sameOriginOnly } from "./same-origin";
import { bodyLimitFor, limitRequestBodies } from "./body-limit";
import { securityHeaders } from "./security-headers";
import { htmlCache } from "./html-cache";
import { refuseMalformedPaths } from "./refuse-malformed-paths";
import { requestsAddressedTo } from "./public-origin";
import { PAGE_AND_API_PATHS, apiAliasOf, isApiPath } from "#app/api/page-and-api-paths";

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
    /** This response's CSP nonce, for the inline scripts of the page (app/entry.server.tsx). */
    cspNonce: string;
    /** Render the whole page before sending it (the HTML cache stores complete pages). */
    renderWhole?: boolean;
    /** Set by handleError when the database could not be reached: the page answers 503. */
    databaseUnavailable?: boolean;
  }
}

/** A start-up failure the operator can fix; server.js prints its message as one line. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}

export { EnvError } from "#app/utils/env.server";

export interface StartedApp {
  env: Env;
  database: AppDatabase;
  /** Express handler for everything the app itself answers (health checks and pages). */
  handler: express.Express;
  /** Security headers and the CSP nonce: mounted first, so static files get them too. */
  securityHeaders: express.RequestHandler;
  close(): Promise<void>;
}

/**
 * Everything between "the process started" and "ready to listen": check the environment,
 * open the database, migrate, initialise a new database, create the first admin.
 */
export async function startApp(
  source: Record<string, string | undefined>,
  log: (line: string) => void = (line) => console.log(line),
): Promise<StartedApp> {
  const env = parseEnv(source);
  const ipHash = loadIpHashKey(env);
  const database = openDatabase(env.database, { log });
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`DATABASE_URL: cannot reach the ${describe(env)} database (${reason(error)})`);
  }

  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(", ")}`);
  const init = await initialiseDatabase(database.db, { demoData: env.demoData });
  if (init === "demo-loaded") log("New database: demo catalogue loaded (set DEMO_DATA=0 to start empty).");
  if (init === "empty") log("New database: started empty (DEMO_DATA=0).");
  if (env.admin && (await ensureFirstAdmin(database.db, env.admin)) === "created") {
    log(`First admin created for ${env.admin.email}.`);
  }
  if (setupLinkRequired(env) && (await countAdmins(database.db)) === 0) {
    // Nobody can claim a new site without this link: only someone who reads the log gets it.
    log(setupLinkMessage(siteOrigin(env), await issueSetupToken(database.db)));
  }
  if (env.leadsPerIpPerHour === 0) log("LEADS_PER_IP_PER_HOUR=0: the lead rate limit is OFF.");
  if (ipHash.file && env.database.kind === "postgres") {
    log(
      `IP hashes use the key in ${ipHash.file}: with several machines on this database, set one IP_HASH_SECRET on all.`,
    );
  }

  // Expired sessions and old login attempts are deleted now and every few minutes.
  const purging = startPurging(database.db, { log });
  // Leads past the retention period are anonymised now and daily (docs/privacy.md#retention).
  const retention = startRetention(database.db, { log });

  // Lead alerts waiting in the outbox go out from here, retried until delivered (docs/leads.md).
  if (!env.smtp) log("SMTP_URL is not set: lead alert e-mails are OFF (they wait in the outbox as not configured).");
  const outbox = startOutboxWorker(database.db, {
    log,
    mailer: env.smtp
      ? smtpMailer({ smtpUrl: env.smtp.url, from: env.smtp.from, timeoutMs: deliveryTimeoutMs(env.outboxLeaseMs) })
      : undefined,
    origin: siteOrigin(env),
    leaseMs: env.outboxLeaseMs,
  });

  const views = collegeViews(database.db);
  // Production hands React Router the build itself: given a function that returns it (what
  // development needs for hot reload), it works out its route tables again on every request.
  const build = env.nodeEnv === "production" ? await loadBuild() : loadBuild;
  return {
    env,
    database,
    handler: createHandler(env, database, ipHash.key, views, build),
    securityHeaders: securityHeaders({ publicOrigin: env.publicOrigin, enforceCsp: env.nodeEnv === "production" }),
    async close() {
      await purging.stop();
      await retention.stop();
      await outbox.stop();
      await views.close();
      await database.close();
    },
  };
}

const loadBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

function createHandler(
  env: Env,
  database: AppDatabase,
  ipHashKey: Buffer,
  views: CollegeViews,
  build: ServerBuild | (() => Promise<ServerBuild>),
): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Behind TRUST_PROXY proxies (a number of hops, or their addresses), req.ip is the visitor's
  // address from X-Forwarded-For (and req.protocol honours X-Forwarded-Proto); with 0, both come
  // from the socket and the headers are ignored, since anyone can send them.
  app.set("trust proxy", env.trustProxy);
  app.use(refuseMalformedPaths());
  if (env.publicOrigin) app.use(requestsAddressedTo(env.publicOrigin));

  // Liveness: answers while the process can serve HTTP at all.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });
  // Readiness: only while the database answers, so a load balancer stops sending traffic
  // to a process whose database is gone.
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain");
    try {
      await withTimeout(database.ping(), 2_000);
      res.send("ready");
    } catch {
      res.status(503).send("database unavailable");
    }
  });

  // Uploaded logos have content-hashed names: cache them for a year. nosniff: served only as what they are.
  app.use(
    "/uploads",
    express.static(env.uploadDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );

  app.use(sameOriginOnly(env.publicOrigin));

  // A form post to /category or /Addmission is the admin page's own; any other POST there is the
  // spec's JSON call, answered by its API route (app/api/page-and-api-paths.ts).
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

  const loadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    database,
    env,
    collegeViews: views,
    clientIp: req.ip,
    ipHashKey,
    cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
  });
  // Development re-renders every time (the code changes under it); production keeps shared pages.
  if (env.nodeEnv === "production") app.use(htmlCache({ env, database, build, loadContext }));
  app.use(createRequestHandler({ build, getLoadContext: loadContext }));
  return app;
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
