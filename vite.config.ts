import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// `#app/...` resolves through package.json "imports", which Vite reads itself.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle's entry is our Express app (server/app.ts), which wraps the
    // React Router request handler and exports the start-up functions server.js calls.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // Native and Node-only packages stay external; server.js loads them from node_modules.
    external: ["better-sqlite3", "pg", "sharp"],
    noExternal: ["kysely", "zod"],
  },
  // Development: Vite pre-bundles what the islands script of public pages imports on its first
  // start, rather than finding it on the first page and reloading (app/islands/entry.client.ts).
  optimizeDeps: { entries: ["app/islands/entry.client.ts"] },
  plugins: [reactRouter()],
}));
