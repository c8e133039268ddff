import { spawn, type ChildProcess } from "node:child_process";
import { freePort, startedServers, type RunningServer } from "./server-basics";

/** A server in a process of its own (`node server.js`). */
export interface ServerProcess extends RunningServer {
  process: ChildProcess;
}

/** Runs `node server.js` as `npm start` would after its build, with the given environment. */
export function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ["server.js"], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const printed = () => output;
  startedServers.push({ output: printed });
  return { child, output: printed, exited };
}

/**
 * Starts `node server.js` on a free port and resolves once it answers /healthz: for the tests that
 * are about the process (start and stop, signals, a port taken, floods timed against a whole
 * process, outbox peers); every other test serves the build in its own process (startServer).
 *
 * freePort's port is only free when it is asked: another worker's server, or an outgoing
 * socket, can take it before this server listens. Then this server exits (it cannot listen)
 * while /healthz answers from the other one, and the test would talk to someone else's server
 * and database (a CI run stored a lead in another file's database, then lost the server when
 * that file stopped it). So the server counts as started only once its own output says it is
 * listening, and a server that found its port taken is started again on another. A PORT the
 * caller chose is not changed: a taken one fails the start.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnPort(env);
    if (started !== PORT_TAKEN) return started;
    if (env.PORT) throw new Error(`server could not listen on the port it was given (${env.PORT}): it is taken`);
    if (attempt === 3) throw new Error("server could not find a free port in 3 tries");
  }
}

const PORT_TAKEN = Symbol("port taken");

async function startOnPort(env: Record<string, string>): Promise<ServerProcess | typeof PORT_TAKEN> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const { child, output, exited } = spawnServer({ ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const listening = `Listening on ${url} `;
  const deadline = Date.now() + 30_000;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) {
      if (output().includes("EADDRINUSE")) {
        startedServers.splice(
          startedServers.findIndex((server) => server.output === output),
          1,
        );
        return PORT_TAKEN;
      }
      throw new Error(`server exited with ${exitCode} before it was ready:\n${output()}`);
    }
    if (output().includes(listening)) {
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) break;
      } catch {
        // listening, but not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within 30 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
