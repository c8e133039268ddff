// One viewport screenshot, printing any console errors: node scripts/viewport-screenshot.mjs URL OUT.png WIDTH HEIGHT [SCROLL_Y]
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "./lib/chromium-flags.mjs";
const [url, out, width, height, scroll] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
page.on("console", (m) => {
  if (m.type() === "error") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(e.message));
await page.goto(url, { waitUntil: "networkidle" });
if (scroll) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(scroll));
  await page.waitForTimeout(2500);
}
await page.screenshot({ path: out });
console.log("errors:", JSON.stringify(errors));
await browser.close();
