/**
 * Runs `task` now, then every `intervalMs`, never two runs at once, until stop() (which waits
 * for a run under way, so the database can be closed after it). The first run is told it is the
 * first. A failed run goes to `onError` and is simply tried again next time; the timer never
 * keeps the process alive.
 */
export function startRepeating(
  task: (first: boolean) => Promise<void>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = (first: boolean) => {
    running ??= task(first)
      .catch(options.onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(() => run(false), options.intervalMs);
  timer.unref();
  run(true);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
