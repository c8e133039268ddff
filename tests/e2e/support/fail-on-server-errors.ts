import { afterAll } from "vitest";
import { startedServers } from "./server";

/**
 * A browser or server test passes only if the servers it started logged no error: a page can
 * look right while the server threw behind it. An error is a stack trace (console.error of an
 * Error), which the server prints only for faults, never for a visitor's bad input (one line,
 * see app/entry.server.tsx).
 */
const STACK_FRAME = /^ {4}at \S/m;

afterAll(() => {
  const faults = startedServers.flatMap((server) =>
    server
      .output()
      .split(/\n(?=\S)/)
      .filter((entry) => STACK_FRAME.test(entry)),
  );
  startedServers.length = 0;
  if (faults.length > 0) {
    throw new Error(`The server logged ${faults.length} unexpected error(s):\n\n${faults.slice(0, 3).join("\n\n")}`);
  }
});
