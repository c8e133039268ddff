/**
 * The server has no room for this request right now (the password-hash queue is full): the
 * caller answers 503 with Retry-After at once, instead of making the visitor wait in a queue
 * without end. Services throw it; routes and the API adapter turn it into the answer.
 */
export class ServerBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The server is busy. Please try again in a few seconds.");
    this.name = "ServerBusyError";
  }
}
