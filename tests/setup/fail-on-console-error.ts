import { afterEach, vi } from "vitest";

// An error logged during a test is a bug the assertions missed: fail the test.
let errors: unknown[][] = [];
const original = console.error;
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
