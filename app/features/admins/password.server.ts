import crypto from "node:crypto";
import os from "node:os";
import { promisify } from "node:util";
import { ServerBusyError } from "#app/utils/server-busy";

/**
 * Passwords are hashed with scrypt (N=2^17, r=8, p=1: 128 MiB and ~0.3 s per hash), the
 * parameters OWASP recommends. The parameters are stored in the hash so they can be raised
 * later without breaking old hashes. A password is never logged or returned.
 */

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

type HashParams = { N: number; r: number; p: number };

const PARAMS: HashParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The cost new hashes are made at: PARAMS, except in the tests of everything but hashing itself,
 * which hash at 2^10 because forty real hashes were half the unit suite's time: the unit and
 * integration tests (tests/setup/cheap-hashing.ts) and the servers the browser tests run in their
 * own process (tests/e2e/support/server.ts, through server/app.ts; ADR 092). Verifying always uses
 * the cost stored in the hash. The server never calls the setter; the tests of the hash and its
 * queue reset it, and the browser tests of the queue run `node server.js`, which hashes at PARAMS.
 */
let newHashParams: HashParams = PARAMS;
/** The tests' cost: a check takes about a millisecond instead of 0.3 s of a core. */
export const TEST_HASH_PARAMS: HashParams = { N: 2 ** 10, r: 8, p: 1 };
export function setHashCostForTests(cost: "cheap" | "real"): void {
  newHashParams = cost === "cheap" ? TEST_HASH_PARAMS : PARAMS;
}
const KEY_LENGTH = 32;

/**
 * The hash queue, shared by sign-in, registration and password changes. Each hash takes
 * 128 MiB and a core for ~0.3 s. At most MAX_CONCURRENT_HASHES run at once: two, but always
 * one core fewer than the machine has, so a burst of logins never takes the core that serves
 * the public pages. Only as many wait as can expect a slot within MAX_EXPECTED_WAIT_MS at the
 * speed hashes have lately run (at least MIN_WAITING, at most MAX_WAITING); anyone beyond that
 * is turned away at once (ServerBusyError, or no ticket), so a burst of 200 logins is answered
 * in seconds instead of queueing for minutes.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, os.availableParallelism() - 1));
const MAX_EXPECTED_WAIT_MS = 1_500;
const MIN_WAITING = 1;
const MAX_WAITING = 16;

let running = 0;
const waiting: Array<() => void> = [];
/** Tickets handed out and not yet released: the running hashes and everyone queued for one. */
let holders = 0;
/** A moving average of how long one hash has taken lately (it grows when the machine is busy). */
let averageHashMs = 300;
let hashesTimed = 0;

function waitingCapacity(): number {
  const fits = Math.floor((MAX_EXPECTED_WAIT_MS / averageHashMs) * MAX_CONCURRENT_HASHES);
  return Math.min(MAX_WAITING, Math.max(MIN_WAITING, fits));
}

/** A place in the hash queue: every hash runs under one. Release it when done (in a finally). */
export interface HashTicket {
  release(): void;
}

interface Ticket extends HashTicket {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** A place in the hash queue, or undefined when it is full (answer 503 with hashQueueRetryAfterSeconds()). */
export function enterHashQueue(): HashTicket | undefined {
  if (!hashQueueHasRoom()) return undefined;
  holders++;
  let released = false;
  const ticket: Ticket = {
    release() {
      if (released) return;
      released = true;
      holders--;
    },
    async run(work) {
      if (released) throw new Error("hash ticket already released");
      if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      const started = performance.now();
      try {
        return await work();
      } finally {
        const took = performance.now() - started;
        // The first hash replaces the guess above; later ones move the average a fifth of the way.
        averageHashMs = hashesTimed++ === 0 ? took : 0.8 * averageHashMs + 0.2 * took;
        // The slot passes straight to the next in line (running stays the same), or frees up.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
  return ticket;
}

/** Whether a ticket would be handed out now (a cheap look before doing other work for a request). */
export function hashQueueHasRoom(): boolean {
  return holders < MAX_CONCURRENT_HASHES + waitingCapacity();
}

/** When to try again after a refusal: about how long the current queue takes to drain. */
export function hashQueueRetryAfterSeconds(): number {
  return Math.max(1, Math.ceil(((holders / MAX_CONCURRENT_HASHES) * averageHashMs) / 1000));
}

/** Runs `work` with a ticket of its own, or throws ServerBusyError at once when the queue is full. */
export async function withHashTicket<T>(work: (ticket: HashTicket) => Promise<T>): Promise<T> {
  const ticket = enterHashQueue();
  if (!ticket) throw new ServerBusyError(hashQueueRetryAfterSeconds());
  try {
    return await work(ticket);
  } finally {
    ticket.release();
  }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  ticket: HashTicket | undefined,
): Promise<Buffer> {
  const hash = () => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: 256 * 1024 * 1024 });
  return ticket ? (ticket as Ticket).run(hash) : withHashTicket((own) => (own as Ticket).run(hash));
}

/** Hashes a new password; with no ticket it queues on its own (ServerBusyError when full). */
export async function hashPassword(password: string, ticket?: HashTicket): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await derive(password, salt, newHashParams, ticket);
  return encodeHash(newHashParams, salt, key);
}

/** The stored form of a hash: the scheme, its parameters (so they can change later), salt and key. */
export function encodeHash(params: { N: number; r: number; p: number }, salt: Buffer, key: Buffer): string {
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * What a sign-in with an unknown e-mail is checked against, so that it takes as long as one with a
 * known e-mail: a hash at the cost new hashes are made at (no password matches its zero key).
 */
export function unknownAccountHash(): string {
  return encodeHash(newHashParams, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));
}

/** Checks a password against a stored hash; with no ticket it queues on its own (ServerBusyError when full). */
export async function verifyPassword(password: string, stored: string, ticket?: HashTicket): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const actual = await derive(
    password,
    Buffer.from(saltB64, "base64"),
    { N: Number(n), r: Number(r), p: Number(p) },
    ticket,
  );
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
