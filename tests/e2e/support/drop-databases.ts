import { afterAll } from "vitest";
import { dropCreatedDatabases } from "./databases";

/** After each test file: drop the PostgreSQL databases it made (see newDatabaseUrl). */
afterAll(dropCreatedDatabases);
