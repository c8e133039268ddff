// Preloaded with `node --import` where CI runs the app on Node 24 (.ci/run): better-sqlite3 cannot
// be found, as on a Node it could not be built for. Whatever runs on PostgreSQL must then work all
// the same, because app/db/db.server.ts loads it only when SQLite is opened. Without this, a
// regression would pass here: better-sqlite3's own JavaScript loads on any Node, and only opening
// a database needs the compiled addon. module.registerHooks covers import and require alike.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "better-sqlite3") {
      const error = new Error("Cannot find package 'better-sqlite3' (hidden by scripts/ci/without-better-sqlite3.mjs)");
      throw Object.assign(error, { code: "ERR_MODULE_NOT_FOUND" });
    }
    return nextResolve(specifier, context);
  },
});
