import type dns from "node:dns";
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PUBLIC_ONLY } from "./egress-address.server";
import { allowedAddresses, guardedLookup, RefusedAddressError, type Resolve } from "./egress-lookup.server";

/** A resolver that answers from a table, as a DNS server under someone else's control would. */
const resolverOf =
  (table: Record<string, dns.LookupAddress[]>): Resolve =>
  async (hostname) =>
    table[hostname] ?? [];
const v4 = (address: string): dns.LookupAddress => ({ address, family: 4 });
const v6 = (address: string): dns.LookupAddress => ({ address, family: 6 });

describe("allowedAddresses: every address a name resolves to is checked", () => {
  test("a public-looking name that resolves to a private address is refused (DNS rebinding)", async () => {
    const resolve = resolverOf({ "crm.example.com": [v4("10.0.0.7")] });
    await expect(allowedAddresses("crm.example.com", PUBLIC_ONLY, resolve)).rejects.toThrow(RefusedAddressError);
    await expect(allowedAddresses("crm.example.com", PUBLIC_ONLY, resolve)).rejects.toThrow(
      "crm.example.com resolves to 10.0.0.7, a loopback, private, link-local or reserved address",
    );
  });

  test("one private address among public ones refuses the name as a whole", async () => {
    const resolve = resolverOf({ "crm.example.com": [v4("93.184.215.14"), v6("::ffff:127.0.0.1")] });
    await expect(allowedAddresses("crm.example.com", PUBLIC_ONLY, resolve)).rejects.toThrow(RefusedAddressError);
  });

  test("a name that answers public to the first lookup and private to the next is refused the second time", async () => {
    const answers = [[v4("93.184.215.14")], [v4("169.254.169.254")]];
    const resolve: Resolve = async () => answers.shift() ?? [];
    await expect(allowedAddresses("rebind.example.com", PUBLIC_ONLY, resolve)).resolves.toEqual([v4("93.184.215.14")]);
    await expect(allowedAddresses("rebind.example.com", PUBLIC_ONLY, resolve)).rejects.toThrow(RefusedAddressError);
  });

  test("a metadata address is refused even with WEBHOOK_ALLOW_PRIVATE; a private one is then allowed", async () => {
    const resolve = resolverOf({ "meta.example.com": [v6("fd00:ec2::254")], "crm.office": [v4("192.168.1.20")] });
    await expect(allowedAddresses("meta.example.com", { allowPrivate: true }, resolve)).rejects.toThrow(
      RefusedAddressError,
    );
    await expect(allowedAddresses("crm.office", { allowPrivate: true }, resolve)).resolves.toEqual([
      v4("192.168.1.20"),
    ]);
  });
});

describe("guardedLookup", () => {
  const lookupWith = (lookup: net.LookupFunction, hostname: string, options: dns.LookupOptions) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: string | dns.LookupAddress[]; family?: number }>(
      (resolve) => lookup(hostname, options, (error, address, family) => resolve({ error, address, family })),
    );
  const resolve = resolverOf({
    "crm.example.com": [v4("93.184.215.14"), v6("2606:2800:21f:cb07:6820:80da:af6b:8b2c")],
  });

  test("answers in both of the shapes sockets ask for, and honours the family asked for", async () => {
    const lookup = guardedLookup(PUBLIC_ONLY, resolve);
    expect(await lookupWith(lookup, "crm.example.com", { all: true })).toMatchObject({
      error: null,
      address: [v4("93.184.215.14"), v6("2606:2800:21f:cb07:6820:80da:af6b:8b2c")],
    });
    expect(await lookupWith(lookup, "crm.example.com", {})).toEqual({
      error: null,
      address: "93.184.215.14",
      family: 4,
    });
    expect(await lookupWith(lookup, "crm.example.com", { family: 6 })).toEqual({
      error: null,
      address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
      family: 6,
    });
  });

  test("passes the refusal to the socket as its error", async () => {
    const lookup = guardedLookup(PUBLIC_ONLY, resolverOf({ "crm.example.com": [v4("127.0.0.1")] }));
    const { error } = await lookupWith(lookup, "crm.example.com", { all: true });
    expect(error).toBeInstanceOf(RefusedAddressError);
  });
});

describe("guardedLookup on a real connection", () => {
  let receiver: http.Server;
  let port = 0;
  let requests = 0;
  beforeAll(async () => {
    receiver = http.createServer((_req, res) => {
      requests++;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    port = (receiver.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  // The name looks public; the resolver (think: an attacker's DNS server) says 127.0.0.1.
  const rebinding = resolverOf({ "crm.example.com": [v4("127.0.0.1")] });
  const get = (lookup: net.LookupFunction) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: "crm.example.com", port, path: "/", agent: false, lookup }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on("error", reject);
    });

  test("the socket never connects to a refused address: the receiver gets no request", async () => {
    const before = requests;
    await expect(get(guardedLookup(PUBLIC_ONLY, rebinding))).rejects.toThrow(RefusedAddressError);
    expect(requests).toBe(before);
  });

  test("with WEBHOOK_ALLOW_PRIVATE the socket connects to the address the lookup checked", async () => {
    const before = requests;
    expect(await get(guardedLookup({ allowPrivate: true }, rebinding))).toBe(204);
    expect(requests).toBe(before + 1);
  });
});
