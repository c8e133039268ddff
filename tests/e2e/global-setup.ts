import fs from "node:fs";
import { findChromium, INSTALL_HINT } from "./support/chromium";

/** Browser tests never skip silently: without Chromium or a build, the run fails and says why. */
export default function setup() {
  const chromium = findChromium();
  if (!chromium) throw new Error(INSTALL_HINT);
  if (!fs.existsSync("build/server/index.js")) {
    throw new Error("No production build found: run `npm run build` first (npm test does it for you).");
  }
  console.log(`\nBrowser tests: ${chromium}, against the production build.\n`);
}
