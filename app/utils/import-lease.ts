import { now } from "./clock";

/**
 * The lease an import's run holds on its import (the lead import and the cut-off import): a run
 * renews it with every committed batch; once it has run out, the run's process is taken to have
 * stopped (a restart, a crash), and any process may continue the import from its last batch.
 */
const IMPORT_LEASE_MS = 30_000;

/** The lease's end, for a run that claims its import or has just committed a batch. */
export const importLeaseUntil = () => new Date(Date.now() + IMPORT_LEASE_MS).toISOString();

/** Whether an import is stalled: importing, with its lease run out, so Continue is offered. */
export const importStalled = (row: { state: string; lease_until: string | null }) =>
  row.state === "importing" && (row.lease_until ?? "") < now();
