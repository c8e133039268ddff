/**
 * One read for all the callers that ask before it starts. The read starts on the next turn of the
 * event loop (setImmediate), once every request already received has asked; whoever asks after
 * it started waits for the next one.
 *
 * So each caller gets the result of a read that began after it asked. For the page cache's
 * content version that keeps its promise exactly: an edit committed before a request arrived
 * (through this process or any other) is seen by that request, as when each request read the
 * version itself (ADR 010). What changes is the count: under load, one read per turn of the event
 * loop instead of one per request, which matters most on PostgreSQL, where each read is a round
 * trip through a pool of 10 connections shared with everything else (ADR 028).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        // Cleared as the read starts: a caller from now on must not get a read older than its call.
        next = undefined;
        read().then(resolve, reject);
      });
    }));
}
