// Screenshots of public pages at phone and desktop widths, for a person to look at.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /tmp/shots [path ...]
import fs from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "./lib/chromium-flags.mjs";

const [base = "http://localhost:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : [
        "/",
        "/weAre",
        "/top-engineering-colleges-in-india",
        "/indian-institute-of-technology-bombay",
        "/colleges-course",
      ];
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
for (const width of [360, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 360 ? 740 : 800 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
