// What the production build is made from, and whether build/ still matches it. Used by
// scripts/build-if-stale.mjs (`npm start`, `npm run test:e2e`, bench, soak) and its test.
//
// Contents are hashed rather than modification times, which a checkout or a copy changes without
// changing anything. Hashing the ~350 input files takes about 0.1 s, so a start on an unchanged
// tree spends its time starting the server, not deciding whether to build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "public",
  "server",
  "package-lock.json",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.islands.config.ts",
  "tsconfig.json",
  "scripts/compress-assets.mjs",
];
/** Written by the build's last step (`build-if-stale.mjs --stamp`): the hash it was built from. */
export const STAMP = "build/.sources-hash";
const SERVER_BUNDLE = "build/server/index.js";
// Tests beside the code are not part of the build.
const IGNORED = /\.test\.tsx?$/;

/** A SHA-256 over the names and contents of every build input under `root`. */
export function sourcesHash(root = process.cwd()) {
  const hash = crypto.createHash("sha256");
  const files = [];
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) files.push(input);
    else {
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || IGNORED.test(entry.name)) continue;
        files.push(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
      }
    }
  }
  for (const file of files.sort()) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether the build under `root` was made from its sources as they are now: the stamp is there and
 * equals their hash, and so does the server bundle (a build stopped half-way has no stamp).
 */
export function buildMatchesSources(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, SERVER_BUNDLE))) return false;
  return fs.readFileSync(stamp, "utf8") === sourcesHash(root);
}
