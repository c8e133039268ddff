import { afterEach, vi } from "vitest";

// An error logged during a test is a bug the assertions missed: fail the test.
// Test files share a worker (isolate: false), and this file runs again before each of them:
// wrap the real console.error, never the previous file's wrapper.
let errors: unknown[][] = [];
const globals = globalThis as { realConsoleError?: typeof console.error };
globals.realConsoleError ??= console.error;
const original = globals.realConsoleError;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const logged = errors;
  errors = [];
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`console.error was called during the test: ${String(logged[0]?.[0])}`);
});
