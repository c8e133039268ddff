// Builds the production bundle only when its sources changed since the last build.
//
// The build records a fingerprint of everything it is made from (build/.sources-hash): the
// contents of app/, public/, server/, the build configs and the lock file. `npm run test:e2e`
// (and anything else that needs a build) calls this instead of building every time; a fresh
// clone, an edited file or a new dependency still builds. Contents are hashed rather than
// modification times, which a checkout or a copy changes without changing anything.
import { spawnSync } from "node:child_process";
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
  "tsconfig.json",
  "scripts/compress-assets.mjs",
];
const STAMP = "build/.sources-hash";
// Tests beside the code are not part of the build.
const IGNORED = /\.test\.tsx?$/;

function sourcesHash(root = process.cwd()) {
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

function main() {
  const current = sourcesHash();
  // `npm run build` ends here: it records what it was built from, so the next start keeps it.
  if (process.argv.includes("--stamp")) {
    fs.writeFileSync(STAMP, current);
    return;
  }
  const built = fs.existsSync(STAMP) && fs.existsSync("build/server/index.js") ? fs.readFileSync(STAMP, "utf8") : "";
  if (built === current && !process.env.FORCE_BUILD) {
    console.log("The build matches the sources: not rebuilding.");
    return;
  }
  // The build writes the stamp itself (its last step is this script with --stamp).
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

main();
