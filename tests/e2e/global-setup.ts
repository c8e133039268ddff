import fs from "node:fs";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumFlagsFor, findChromium, INSTALL_HINT } from "./support/chromium";
import { initialiseDemoDatabase } from "./support/demo-database";
import { tempDir } from "./support/server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket address of the Chromium every browser test file connects to. */
    chromiumEndpoint: string;
    /** A SQLite file migrated and loaded with the demo catalogue: see demoDatabaseUrl. */
    sqliteDemoTemplate: string;
  }
}

/**
 * Browser tests never skip silently: without Chromium or a build, the run fails and says why.
 * One Chromium serves the whole run: each test file connects to it and works in its own
 * contexts (separate cookies and storage), instead of starting and stopping a browser of its own.
 */
export default async function setup(project: TestProject) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  if (!fs.existsSync("build/server/index.js")) {
    throw new Error("No production build found: run `npm run build` first (npm test does it for you).");
  }
  console.log(`\nBrowser tests: ${executablePath}, against the production build.\n`);
  const template = `${tempDir()}/demo-template.db`;
  await initialiseDemoDatabase(`file:${template}`);
  project.provide("sqliteDemoTemplate", template);
  const server = await chromium.launchServer({ executablePath, args: chromiumFlagsFor(executablePath) });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
