// Builds the production bundle only when its sources changed since the last build.
//
// The build records a fingerprint of everything it is made from (build/.sources-hash, see
// scripts/lib/build-sources.mjs): the contents of app/, public/, server/, the build configs and
// the lock file. `npm start`, `npm run test:e2e` and anything else that needs a build call this
// instead of building every time; a fresh clone, an edited file or a new dependency still builds.
// FORCE_BUILD=1 builds anyway.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { STAMP, buildMatchesSources, sourcesHash } from "./lib/build-sources.mjs";

function main() {
  // `npm run build` ends here: it records what it was built from, so the next start keeps it.
  if (process.argv.includes("--stamp")) {
    fs.writeFileSync(STAMP, sourcesHash());
    return;
  }
  if (buildMatchesSources() && !process.env.FORCE_BUILD) {
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
