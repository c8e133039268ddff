import fs from "node:fs";
import { inject } from "vitest";
import { chromium, type Browser, type Download } from "playwright-core";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const INSTALL_HINT =
  "No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chrome or Chromium binary.";

/** The system Chromium (playwright's own browser download cannot work here). */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => fs.existsSync(path));
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
