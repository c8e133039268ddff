import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, tempDir } from "../support/server";
import { spawnServer, startServerProcess } from "../support/server-process";

/**
 * Another process already on the port answers /healthz as well as the server would. The server
 * must say it could not listen, and never that it is listening (Express 5 calls the listen
 * callback with the error too); and a test must not take the other process for its server
 * (a CI run once sent a test's lead to another file's server and database that way).
 */
let impostor: http.Server;
let port: number;

beforeAll(async () => {
  port = await freePort();
  impostor = http.createServer((_request, response) => response.end("ok"));
  await new Promise<void>((resolve) => impostor.listen(port, "127.0.0.1", resolve));
});

afterAll(() => new Promise((resolve) => impostor.close(resolve)));

test("on a taken port the server exits 1, says why, and never says it is listening", async () => {
  const { output, exited } = spawnServer({ PORT: String(port), DATABASE_URL: `file:${tempDir()}/app.db` });
  expect(await exited).toBe(1);
  expect(output()).toContain(`PORT: cannot listen on 127.0.0.1:${port} (EADDRINUSE)`);
  expect(output()).not.toContain("Listening on");
});

test("the test harness does not take what answers /healthz on a taken port for its server", async () => {
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
  await expect(startServerProcess({ PORT: String(port), DATABASE_URL: `file:${tempDir()}/app.db` })).rejects.toThrow(
    `could not listen on the port it was given (${port})`,
  );
});
