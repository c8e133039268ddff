import { VIEW_FLUSH_INTERVAL_MS } from "#app/features/colleges/college-views.server";

/** expect.poll options for a view count: the server writes views every VIEW_FLUSH_INTERVAL_MS. */
export const VIEW_FLUSH = { timeout: VIEW_FLUSH_INTERVAL_MS + 5_000, interval: 200 };

/** Waits until a view, had one been counted, would have been written. */
export function afterViewFlush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_INTERVAL_MS + 1_000));
}
