import { afterAll } from "vitest";
import { startedServers } from "./server";

/**
 * A browser or server test passes only if the servers it started logged no error: a page can
 * look right while the server threw behind it. An error is a JSON log line at level error (50)
 * or fatal (60) with a stack in its `err` field, which the server writes only for faults, never
 * for a visitor's bad input or a database outage (app/utils/logger.server.ts logFailure). A plain
 * stack trace still counts too: Node prints one if the process dies before its logger exists.
 */
const STACK_FRAME = /^ {4}at \S/m;

/** The fault a JSON log line reports, or undefined. */
function faultOf(line: string): string | undefined {
  if (!line.startsWith("{")) return undefined;
  let entry: { level?: number; msg?: string; err?: { stack?: unknown } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return undefined;
  }
  if ((entry.level ?? 0) < 50 || typeof entry.err?.stack !== "string") return undefined;
  return `${entry.msg ?? ""}\n${entry.err.stack}`;
}

afterAll(() => {
  const faults = startedServers.flatMap((server) => {
    const lines = server.output().split("\n");
    const logged = lines.map(faultOf).filter((fault) => fault !== undefined);
    const printed = lines
      .filter((line) => !line.startsWith("{"))
      .join("\n")
      .split(/\n(?=\S)/)
      .filter((entry) => STACK_FRAME.test(entry));
    return [...logged, ...printed];
  });
  startedServers.length = 0;
  if (faults.length > 0) {
    throw new Error(`The server logged ${faults.length} unexpected error(s):\n\n${faults.slice(0, 3).join("\n\n")}`);
  }
});
