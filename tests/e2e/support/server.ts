import http from "node:http";
import type net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createExpressApp, setTimeouts } from "../../../server.js";
import type * as AppModuleExports from "../../../server/app";
import { serveAxeScript } from "./axe-script";
import { startServerProcess } from "./server-process";
import { startedServers, type RunningServer } from "./server-basics";

export { freePort, makeRunTempRoot, startedServers, tempDir, type RunningServer } from "./server-basics";

type AppModule = typeof AppModuleExports;

let build: Promise<AppModule> | undefined;

/**
 * The production build, imported once per test worker and kept: vitest.e2e.config.ts leaves
 * build/ to Node's own loader, so it runs as `node server.js` runs it, with NODE_ENV=production.
 */
function productionBuild(): Promise<AppModule> {
  build ??= (import(pathToFileURL(path.resolve("build/server/index.js")).href) as Promise<AppModule>).then(
    (appModule) => {
      // New passwords (and unknown e-mails at sign-in) hash at 2^10, as in the unit tests: 48 real
      // hashes were 20 CPU-seconds of the browser suite. What is about the hash's cost (the queue
      // under a burst of sign-ins) runs `node server.js`, which hashes at the real cost (ADR 092).
      appModule.setHashCostForTests("cheap");
      return appModule;
    },
  );
  return build;
}

/** The servers this file started in its worker and has not stopped: stopInProcessServers ends them. */
const running = new Set<RunningServer>();

/** The databases the servers of this worker serve or are starting on (DATABASE_URL). */
const served = new Set<string>();

/**
 * The production build served from this test worker on a free port, with the given environment
 * (as `node server.js` reads it), through server.js's own Express setup; resolves once it listens.
 * A server process costs about 1.3 CPU-seconds to start and serves from code V8 has not optimised
 * yet; the build imported once per worker costs that once (ADR 071). Tests about the process
 * itself use startServerProcess (tests/e2e/support/server-process.ts).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A second server on the same database is what a test of several processes starts: it gets a
  // process of its own. Two app instances in one process would share the module state a second
  // process does not (the point of such a test), and two SQLite connections in one thread would
  // each sleep the thread waiting for the other's lock.
  const database = env.DATABASE_URL;
  // NODE_OPTIONS acts on a process (a shifted clock, tests/e2e/support/server-clock.ts): such a
  // server gets one of its own too.
  if ((database && served.has(database)) || env.NODE_OPTIONS) {
    return startServerProcess(env);
  }
  if (database) served.add(database);
  try {
    return await startInProcess(env);
  } catch (error) {
    if (database) served.delete(database);
    throw error;
  }
}

async function startInProcess(env: Record<string, string>): Promise<RunningServer> {
  const appModule = await productionBuild();
  let output = "";
  const printed = () => output;
  startedServers.push({ output: printed });
  const logger = appModule.createLogger({ destination: { write: (line: string) => void (output += line) } });

  // Listening comes first: the app's links, sitemap and setup link name its port.
  const server = http.createServer();
  setTimeouts(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT ? Number(env.PORT) : 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  let started: Awaited<ReturnType<AppModule["startApp"]>>;
  try {
    started = await appModule.startApp(
      { NODE_ENV: "production", HOST: "127.0.0.1", ...env, PORT: String(port) },
      logger,
    );
  } catch (error) {
    server.close();
    throw new Error(`server did not start: ${(error as Error).message}\n${output}`);
  }
  const { app, drain } = createExpressApp({ appModule, started, logger });
  // And axe-core for the accessibility walks, from the page's own origin (tests/e2e/support/axe-script.ts).
  server.on("request", (request, response) => serveAxeScript(request, response) || app(request, response));

  let exited: (code: number | null) => void = () => {};
  let stopping: Promise<number | null> | undefined;
  const stop = (): Promise<number | null> =>
    (stopping ??= (async () => {
      running.delete(handle);
      if (env.DATABASE_URL) served.delete(env.DATABASE_URL);
      // As server.js on SIGTERM: "Connection: close" from now on, finish what is in flight, close the app.
      drain();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 2_000);
      await closed;
      clearTimeout(force);
      await started.close();
      exited(0);
      return 0;
    })());
  const handle: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    output: printed,
    exited: new Promise((resolve) => (exited = resolve)),
    stop(signal = "SIGTERM") {
      if (signal !== "SIGTERM" && signal !== "SIGINT") {
        throw new Error(`a server in the test's process cannot be sent ${signal}: use startServerProcess`);
      }
      return stop();
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every server of this file still running (tests/e2e/support/drop-databases.ts, after each file). */
export async function stopInProcessServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
