import fs from "node:fs";
import { inject } from "vitest";
import { chromium, type Browser, type Download } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../../scripts/lib/chromium-flags.mjs";

/**
 * The browsers the tests can drive, best first. chromium-headless-shell is the same Blink and V8
 * without the full browser around them (Playwright's own default for headless runs): a new page
 * costs a third of the CPU, which on two cores is most of what the browser suite waits for.
 */
const CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const INSTALL_HINT =
  "No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium-headless-shell` (or `chromium`; Debian/Ubuntu), or set TEST_CHROME_PATH to a Chrome or Chromium binary.";

/** The browser for the tests: TEST_CHROME_PATH, else the first candidate installed, else CHROME_PATH. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.TEST_CHROME_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined;
  const found = CANDIDATES.find((path) => fs.existsSync(path));
  if (found) return found;
  const chromePath = process.env.CHROME_PATH;
  return chromePath && fs.existsSync(chromePath) ? chromePath : undefined;
}

/** The project's Chromium flags, less `--headless=new`, which the headless shell does not take. */
export function chromiumFlagsFor(executablePath: string): string[] {
  return executablePath.includes("headless-shell")
    ? CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless"))
    : CHROMIUM_FLAGS;
}

/**
 * A connection to the run's one Chromium (started in tests/e2e/global-setup.ts). Closing it
 * closes the contexts this file opened and leaves the browser running for the other files.
 */
export async function connectChromium(): Promise<Browser> {
  return chromium.connect(inject("chromiumEndpoint"));
}

/**
 * The bytes of a finished download. The browser runs in another process (see connectChromium),
 * so the file is read through Playwright's stream rather than from a local path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
