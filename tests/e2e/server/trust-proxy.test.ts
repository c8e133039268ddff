import crypto from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import { startServer, tempDir, type RunningServer } from "../support/server";

/** A valid Contact lead, as a browser without JavaScript posts it. */
function contactLead(name: string) {
  return new URLSearchParams({
    form: "contact",
    submission_id: crypto.randomUUID(),
    name,
    email: "proxy.check@example.com",
    mobile: "9845012399",
    course: "B.Com",
    applicant: "adult",
  });
}

async function sendLead(server: RunningServer, forwardedFor: string): Promise<number> {
  const response = await fetch(`${server.url}/Contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
    body: contactLead(`Visitor ${forwardedFor}`),
  });
  await response.text();
  return response.status;
}

describe("the visitor's address behind a reverse proxy [sqlite]", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test("with TRUST_PROXY=1 the per-IP lead limit counts each visitor named by X-Forwarded-For", async () => {
    server = await startServer({
      DATABASE_URL: `file:${tempDir()}/app.db`,
      LEADS_PER_IP_PER_HOUR: "2",
      TRUST_PROXY: "1",
    });
    expect(await sendLead(server, "203.0.113.7")).toBe(200);
    expect(await sendLead(server, "203.0.113.7")).toBe(200);
    expect(await sendLead(server, "203.0.113.7")).toBe(429);
    // Another visitor behind the same proxy is not held back by the first one's enquiries.
    expect(await sendLead(server, "198.51.100.23")).toBe(200);
    // Only the proxy's own entry counts: a forged address the visitor prepended is ignored.
    expect(await sendLead(server, "10.9.9.9, 203.0.113.7")).toBe(429);
  });

  test("without TRUST_PROXY the header is ignored: a visitor cannot escape the limit by forging it", async () => {
    server = await startServer({ DATABASE_URL: `file:${tempDir()}/app.db`, LEADS_PER_IP_PER_HOUR: "2" });
    expect(await sendLead(server, "203.0.113.7")).toBe(200);
    expect(await sendLead(server, "198.51.100.23")).toBe(200);
    expect(await sendLead(server, "192.0.2.99")).toBe(429);
  });

  test("TRUST_PROXY may name the proxies by address: with loopback, X-Forwarded-For names the visitor and forged entries are ignored", async () => {
    server = await startServer({
      DATABASE_URL: `file:${tempDir()}/app.db`,
      LEADS_PER_IP_PER_HOUR: "2",
      TRUST_PROXY: "loopback",
    });
    expect(await sendLead(server, "203.0.113.7")).toBe(200);
    expect(await sendLead(server, "203.0.113.7")).toBe(200);
    expect(await sendLead(server, "203.0.113.7")).toBe(429);
    expect(await sendLead(server, "198.51.100.23")).toBe(200);
    // The first address from the right that is not a trusted proxy is the visitor's.
    expect(await sendLead(server, "10.9.9.9, 203.0.113.7")).toBe(429);
  });

  test("a TRUST_PROXY list that does not hold the address the request came from leaves the header ignored", async () => {
    server = await startServer({
      DATABASE_URL: `file:${tempDir()}/app.db`,
      LEADS_PER_IP_PER_HOUR: "2",
      TRUST_PROXY: "10.0.0.0/8, 192.168.1.1",
    });
    expect(await sendLead(server, "203.0.113.7")).toBe(200);
    expect(await sendLead(server, "198.51.100.23")).toBe(200);
    expect(await sendLead(server, "192.0.2.99")).toBe(429);
  });

  test("an IPv6 visitor is counted by its /64 network, and an IPv4-mapped address as the IPv4 address", async () => {
    server = await startServer({
      DATABASE_URL: `file:${tempDir()}/app.db`,
      LEADS_PER_IP_PER_HOUR: "2",
      TRUST_PROXY: "1",
    });
    // One home network hands its devices any address in its /64.
    expect(await sendLead(server, "2001:db8:1:2::10")).toBe(200);
    expect(await sendLead(server, "2001:db8:1:2:abcd:ef01:2345:6789")).toBe(200);
    expect(await sendLead(server, "2001:0db8:0001:0002::77")).toBe(429);
    expect(await sendLead(server, "2001:db8:1:3::10")).toBe(200);

    expect(await sendLead(server, "::ffff:203.0.113.50")).toBe(200);
    expect(await sendLead(server, "203.0.113.50")).toBe(200);
    expect(await sendLead(server, "::ffff:cb00:7132")).toBe(429);
  });
});
