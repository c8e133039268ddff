import type { DB } from "#app/db/db.server";
import { addCollegeViews, collegeExists, recordCollegeView } from "./colleges.server";

/** How often views counted in memory are written: one transaction, however many views. */
export const VIEW_FLUSH_INTERVAL_MS = 2_000;
/** Most college ids held in memory, both as known to exist and as views waiting to be written. */
export const MAX_VIEW_IDS = 20_000;

export interface CollegeViews {
  /** Counts one view; false when no college has this id. Written at the next flush. */
  record(id: number): Promise<boolean>;
  /** Writes the views counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (at shutdown). */
  close(): Promise<void>;
  /** How many ids are held: remembered as existing, and with views waiting to be written. */
  held(): { known: number; pending: number };
}

/**
 * View counts (collegedetails.php) kept in memory and written in batches. A write per view is a
 * synced transaction (SQLite synchronous=FULL), and a flood of views once held up every other
 * page. Here a view of a college already seen costs a map update, with no database work; an id
 * not seen yet costs one primary-key read, and only ids of colleges that exist are remembered,
 * at most MAX_VIEW_IDS of them, so a flood of made-up ids cannot grow memory.
 *
 * Counts are lost only if the process dies without closing (up to one interval's views), and a
 * college deleted through another process still answers "View recorded" until the next flush
 * finds it gone. View counts are shown nowhere public.
 */
export function collegeViews(
  db: DB,
  options: { flushEveryMs?: number; maxIds?: number; log?: (line: string) => void } = {},
): CollegeViews {
  const maxIds = options.maxIds ?? MAX_VIEW_IDS;
  const log = options.log ?? ((line: string) => console.error(line));
  const known = new Set<number>();
  let pending = new Map<number, number>();
  let writing: Promise<void> | undefined;

  async function record(id: number): Promise<boolean> {
    if (!known.has(id)) {
      if (!(await collegeExists(db, id))) return false;
      if (known.size < maxIds) known.add(id);
    }
    if (!pending.has(id) && pending.size >= maxIds) {
      // More colleges viewed since the last flush than are held: this one is written at once.
      return recordCollegeView(db, id);
    }
    pending.set(id, (pending.get(id) ?? 0) + 1);
    return true;
  }

  async function write(batch: Map<number, number>): Promise<void> {
    try {
      for (const id of await addCollegeViews(db, batch)) known.delete(id);
    } catch (error) {
      // The database did not take them (away, or busy past its timeout): try again next time.
      for (const [id, count] of batch) {
        if (pending.has(id) || pending.size < maxIds) pending.set(id, (pending.get(id) ?? 0) + count);
      }
      log(`College views not written yet (${(error as Error).message ?? error}); will retry.`);
    }
  }

  async function flush(): Promise<void> {
    while (writing) await writing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    writing = write(batch).finally(() => (writing = undefined));
    await writing;
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? VIEW_FLUSH_INTERVAL_MS);
  timer.unref();

  return {
    record,
    flush,
    held: () => ({ known: known.size, pending: pending.size }),
    async close() {
      clearInterval(timer);
      await flush();
      if (pending.size > 0) log(`College views lost at shutdown: ${[...pending.values()].reduce((a, b) => a + b, 0)}.`);
    },
  };
}
