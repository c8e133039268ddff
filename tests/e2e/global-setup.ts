import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { findChromium, INSTALL_HINT } from "./support/chromium";
import { engines, makePostgresDemoTemplate } from "./support/databases";
import { initialiseDemoDatabase } from "./support/demo-database";
import { makeRunTempRoot } from "./support/server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A SQLite file migrated and loaded with the demo catalogue: see demoDatabaseUrl. */
    sqliteDemoTemplate: string;
    /** The folder every test's temporary files go in, removed when the run ends: see tempDir. */
    e2eTempRoot: string;
    /** The PostgreSQL database demoDatabaseUrl copies (empty when the run is on SQLite alone). */
    postgresDemoTemplate: string;
  }
}

/**
 * Browser tests never skip silently: without Chromium or a build, the run fails and says why.
 * Each test worker starts its own Chromium when its first file asks (tests/e2e/support/chromium.ts).
 */
export default async function setup(project: TestProject) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  if (!hasDevanagariFont()) {
    throw new Error(
      "No Devanagari font: Chromium would draw the Hindi pages as wider boxes than any phone shows, and their layout checks would measure that. Install the Noto fonts phones have: sudo apt-get install -y fonts-noto-core",
    );
  }
  if (!fs.existsSync("build/server/index.js")) {
    throw new Error("No production build found: run `npm run build` first (npm test does it for you).");
  }
  console.log(`\nBrowser tests: ${executablePath}, against the production build.\n`);
  const root = makeRunTempRoot();
  project.provide("e2eTempRoot", root);
  const template = `${root}/demo-template.db`;
  await initialiseDemoDatabase(`file:${template}`);
  project.provide("sqliteDemoTemplate", template);
  const postgres = engines().includes("postgres") ? await makePostgresDemoTemplate() : undefined;
  project.provide("postgresDemoTemplate", postgres?.name ?? "");
  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    await postgres?.drop();
  };
}

/** Whether fontconfig (which Chromium draws text with on Linux) has a font for Hindi. */
function hasDevanagariFont(): boolean {
  try {
    return execFileSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
}
