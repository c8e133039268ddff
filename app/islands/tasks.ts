/**
 * Where the islands script gives the browser its turn: between two islands' hydrations, and after
 * a visitor's input before the island it woke starts. The browser's Prioritized Task Scheduling API
 * where it has it (Chromium), else a message. Never a timer or an animation frame: those are what a
 * test's paused clock holds (and React's own scheduler yields with a message too).
 */
interface Scheduler {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, options: { priority: "background" }) => unknown;
}

const browserScheduler = () => (globalThis as { scheduler?: Scheduler }).scheduler;

/** Runs `then` in a task of its own, after the tasks already queued. */
function inNextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => then();
  channel.port2.postMessage(undefined);
}

/**
 * Ends the current task, so the browser can answer a tap or paint before the next island:
 * `scheduler.yield()` where the browser has it (the rest runs ahead of other queued work).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = browserScheduler();
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => inNextTask(resolve));
}

/**
 * Runs `then` once the browser has finished what it has to do now (the rest of a tap's events and
 * the frame that shows their answer): a background task where the browser has `scheduler.postTask`.
 */
export function afterThisInput(then: () => void): void {
  const scheduler = browserScheduler();
  if (scheduler?.postTask) void scheduler.postTask(then, { priority: "background" });
  else inNextTask(then);
}
