import { afterAll } from "vitest";
import { dropCreatedDatabases } from "./databases";
import { stopInProcessServers } from "./server";

/**
 * After each test file: stop the servers it started in its worker and left running (their timers
 * and database connections would outlive the file), then drop the PostgreSQL databases it made
 * (see newDatabaseUrl). A drop waits for a checkpoint, which, while three workers seed their demo
 * databases at once, took over the default minute: the drop gets three, so a slow disk is not a
 * failed test.
 */
afterAll(async () => {
  await stopInProcessServers();
  await dropCreatedDatabases();
}, 180_000);
