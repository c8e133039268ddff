#!/usr/bin/env node
// Every dependency pinned in package.json is on the newest patch of its pinned line (issue 42,
// item 8): 7.18.5 while 7.18.7 is out fails, and names what to move to. The minor and major lines
// are chosen on purpose (react-router 7.18 and vite 7 run on Node 20; ADR 001) and are not
// checked. Run by .ci/run after `npm ci`, where the registry is reachable; `npm test` stays
// offline. Exits 1 with one line per dependency behind; a package the registry does not answer
// for is named and left unchecked (an outage upstream is not a dependency left behind).
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
const manifest = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

/** Held back on purpose, with the reason: these are not checked. */
const HELD_BACK = {
  // docs/decisions/004-rollup-pinned-for-npm-ci.md: the registry lacks the newer patches' platform packages.
  rollup: "ADR 004",
};

/** name → pinned version: dependencies, devDependencies and overrides, aliases by their real package. */
const pinned = new Map();
for (const [name, spec] of Object.entries({
  ...manifest.dependencies,
  ...manifest.devDependencies,
  ...manifest.overrides,
})) {
  const alias = /^npm:(.+)@(\d+\.\d+\.\d+)$/.exec(spec);
  if (name in HELD_BACK) continue;
  if (alias) pinned.set(alias[1], alias[2]);
  else if (/^\d+\.\d+\.\d+$/.test(spec)) pinned.set(name, spec);
}

async function newestPatch(name, version) {
  const [major, minor] = version.split(".");
  const { stdout } = await run("npm", ["view", name, "versions", "--json"], { maxBuffer: 64 * 1024 * 1024 });
  const line = JSON.parse(stdout)
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && v.startsWith(`${major}.${minor}.`))
    .map((v) => Number(v.split(".")[2]));
  return `${major}.${minor}.${Math.max(...line)}`;
}

const entries = [...pinned];
const behind = [];
let unanswered = 0;
for (let start = 0; start < entries.length; start += 8) {
  await Promise.all(
    entries.slice(start, start + 8).map(async ([name, version]) => {
      try {
        const newest = await newestPatch(name, version);
        if (newest !== version) behind.push(`${name} ${version} -> ${newest}`);
      } catch (error) {
        unanswered++;
        console.error(`${name}: the registry did not answer (${error.message.split("\n")[0]})`);
      }
    }),
  );
}
if (behind.length > 0) {
  console.error(`Dependencies behind the newest patch of their pinned line:\n  ${behind.sort().join("\n  ")}`);
  process.exit(1);
}
console.log(
  `${pinned.size - unanswered} of ${pinned.size} pinned dependencies checked: each on the newest patch of its line.`,
);
