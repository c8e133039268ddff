import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
export interface RunningServer {
  url: string;
  /** Everything the server logged so far. */
  output(): string;
  /** Stops the server as SIGTERM would, and resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * A new folder for a test's SQLite file, removed when the run ends: it is made inside the run's
 * own folder (made and removed by tests/e2e/global-setup.ts), so a run leaves nothing in /tmp.
 */
export function tempDir(): string {
  return fs.mkdtempSync(path.join(inject("e2eTempRoot"), "test-"));
}

/** The run's folder for temporary files, made by the global setup before any test file starts. */
export function makeRunTempRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "edu-e2e-"));
}

/**
 * The output of every server this test file started: tests/e2e/support/fail-on-server-errors.ts
 * fails the file when one of them printed a stack trace.
 */
export const startedServers: { output: () => string }[] = [];
