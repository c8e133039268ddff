import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startedServers, tempDir } from "../support/server";

/**
 * `npm run serve` (and `npm start`, `npm run dev`) read a .env file beside package.json. The
 * server runs from a folder of its own, with this checkout's package.json, server.js, build and
 * node_modules linked in, so that its .env is the test's and never a developer's.
 */
const PUBLIC_ORIGIN = "https://from-dotenv.example.in";

let port: number;
let server: ReturnType<typeof spawn>;
let output = "";
let exited: Promise<number | null>;

beforeAll(async () => {
  const app = tempDir();
  for (const name of ["package.json", "server.js", "build", "node_modules"]) {
    fs.symlinkSync(path.resolve(name), path.join(app, name));
  }
  port = await freePort();
  fs.writeFileSync(
    path.join(app, ".env"),
    [
      "# Only in the file: the server must take them from it.",
      `PORT=${port}`,
      "HOST=127.0.0.1",
      `DATABASE_URL=file:${app}/data/app.db`,
      "DEMO_DATA=0",
      `PUBLIC_ORIGIN=${PUBLIC_ORIGIN}`,
      "# Refused if read, but the environment sets it too, and the environment wins.",
      "PAGE_CACHE_MB=not-a-number",
      "",
    ].join("\n"),
  );
  // Its own process group, so that stopping it stops npm, its shell and the server alike.
  server = spawn("npm", ["run", "serve", "--silent"], {
    cwd: app,
    env: { PATH: process.env.PATH ?? "", PAGE_CACHE_MB: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  exited = new Promise((resolve) => server.on("exit", (code) => resolve(code)));
  startedServers.push({ output: () => output });
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`npm run serve exited with ${server.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm run serve did not start within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (server?.exitCode === null) process.kill(-server.pid!, "SIGTERM");
  await exited;
});

test(".env sets what the environment does not: the port, and the public origin in robots.txt", async () => {
  const robots = await fetch(`http://127.0.0.1:${port}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
});

test("the environment wins over .env: the file's bad PAGE_CACHE_MB, which stops a start, was not used", () => {
  expect(server.exitCode).toBeNull();
  expect(output).not.toMatch(/Invalid environment variable/);
});
