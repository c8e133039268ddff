import { afterAll } from "vitest";
import { dropCreatedDatabases } from "./databases";

/**
 * After each test file: drop the PostgreSQL databases it made (see newDatabaseUrl). A drop waits
 * for a checkpoint, which, while three workers seed their demo databases at once, took over the
 * default minute: the drop gets three, so a slow disk is not a failed test.
 */
afterAll(dropCreatedDatabases, 180_000);
