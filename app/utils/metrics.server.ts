import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AppDatabase } from "#app/db/db.server";

export interface MetricsOptions {
  /** The lead forms, each counted from 0 so that a rate over a form that has had no lead yet is 0, not missing. */
  leadForms: readonly string[];
  /** Read at each scrape: outbox rows by status, counted in the database (the same for every process on it). */
  outboxByStatus(): Promise<Record<string, number>>;
  /** Read at each scrape: the PostgreSQL pool's connections; undefined on SQLite, which has no pool. */
  pool: AppDatabase["pool"];
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Every metric /metrics shows (docs/operations.md lists them), in a registry of this app's own:
 * prom-client's global registry would be shared by every app started in one process (tests,
 * seed:scale) and refuse the second set of names. Labels take values from fixed sets only (route
 * patterns, form ids, statuses), never from a visitor's input, so the series stay few.
 */
export function createMetrics(options: MetricsOptions) {
  const registry = new Registry();
  const registers = [registry];
  // Process CPU, memory, file descriptors, event loop lag, garbage collection.
  collectDefaultMetrics({ register: registry });

  registerDatabaseGauges(registry, options);

  const leadsCreated = new Counter({
    name: "leads_created_total",
    help: "New leads stored, by the form that sent them (a repeat enquiry on an open lead is not a new lead)",
    labelNames: ["form"] as const,
    registers,
  });
  for (const form of options.leadForms) leadsCreated.inc({ form }, 0);

  return {
    registry,
    leadsCreated,
    httpRequestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the last byte of its answer, by route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    pageCacheHits: new Counter({
      name: "page_cache_hits_total",
      help: "Pages answered from the HTML cache",
      registers,
    }),
    pageCacheMisses: new Counter({
      name: "page_cache_misses_total",
      help: "Shared pages rendered because the HTML cache did not hold them (or held an older version)",
      registers,
    }),
    pageCacheBytes: new Gauge({
      name: "page_cache_bytes",
      help: "Bytes of rendered pages the HTML cache holds (at most PAGE_CACHE_MB)",
      registers,
    }),
    outboxDeliveryFailures: new Counter({
      name: "outbox_delivery_failures_total",
      help: "Failed delivery attempts of outbox rows, by channel (each is retried until the retry window ends)",
      labelNames: ["channel"] as const,
      registers,
    }),
  };
}

/**
 * The figures read from the database at each scrape: the outbox's rows by status and, on
 * PostgreSQL, the pool's connections.
 */
function registerDatabaseGauges(registry: Registry, options: Pick<MetricsOptions, "outboxByStatus" | "pool">): void {
  const registers = [registry];
  new Gauge({
    name: "outbox_deliveries",
    help: "Outbox rows (lead alerts, acknowledgements, webhooks) by status; pending is the backlog, failed were given up",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      let counts: Record<string, number>;
      try {
        counts = await options.outboxByStatus();
      } catch {
        // The database is away: no figure rather than a failed scrape (readiness reports the outage).
        this.reset();
        return;
      }
      for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
    },
  });

  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL connections the pool holds, by state (busy: running a query)",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const { total, idle } = pool();
        this.set({ state: "idle" }, idle);
        this.set({ state: "busy" }, total - idle);
      },
    });
    new Gauge({
      name: "db_pool_waiting",
      help: "Queries waiting for a free PostgreSQL connection",
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }
}
