import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../../scripts/lib/chromium-flags.mjs";

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

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  return chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS,
  });
}
