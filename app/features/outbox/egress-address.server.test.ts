import { describe, expect, test } from "vitest";
import { PUBLIC_ONLY, refusedAddress, refusedHostname } from "./egress-address.server";

const PRIVATE_ALLOWED = { allowPrivate: true };

describe("refusedAddress", () => {
  test.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.0.1",
    "192.0.0.8",
    "192.0.2.1",
    "198.18.0.1",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "2001:db8::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "64:ff9b::a00:1",
    "::127.0.0.1",
    "2002:7f00:1::1",
  ])("%s is refused", (address) => {
    expect(refusedAddress(address, PUBLIC_ONLY)).toBeDefined();
  });

  test.each([
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("%s, a public address, is allowed", (address) => {
    expect(refusedAddress(address, PUBLIC_ONLY)).toBeUndefined();
  });

  test("WEBHOOK_ALLOW_PRIVATE allows loopback, private and link-local addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.1.10",
      "::1",
      "fd12::1",
      "fe80::1",
      "::ffff:192.168.1.10",
    ]) {
      expect(refusedAddress(address, PRIVATE_ALLOWED), address).toBeUndefined();
    }
  });

  test.each([
    "169.254.169.254",
    "::ffff:169.254.169.254",
    "::ffff:a9fe:a9fe",
    "169.254.170.2",
    "100.100.100.200",
    "fd00:ec2::254",
  ])("%s, a cloud metadata address, is refused even with WEBHOOK_ALLOW_PRIVATE", (address) => {
    expect(refusedAddress(address, PRIVATE_ALLOWED)).toBe("a cloud metadata address");
  });

  test("something that is not an address is refused", () => {
    expect(refusedAddress("crm.example.in", PRIVATE_ALLOWED)).toBe("not an IP address");
  });
});

describe("refusedHostname (a URL's host, before any DNS)", () => {
  const host = (url: string) => new URL(url).hostname;

  test.each([
    "http://127.0.0.1:22/",
    "http://127.1/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fd00:ec2::254]/",
    "http://10.0.0.5/",
    "http://localhost:3000/",
    "http://LOCALHOST./",
    "http://admin.localhost/",
    "http://printer.local/",
    "http://crm.internal/",
    "http://nas.home.arpa/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://169.254.169.254/latest/meta-data/",
  ])("%s is refused", (url) => {
    expect(refusedHostname(host(url), PUBLIC_ONLY)).toBeDefined();
  });

  test("a public name or address is left to the connection's check", () => {
    expect(refusedHostname(host("https://crm.example.in/hook"), PUBLIC_ONLY)).toBeUndefined();
    expect(refusedHostname(host("https://8.8.8.8/"), PUBLIC_ONLY)).toBeUndefined();
    expect(refusedHostname(host("https://[2606:4700:4700::1111]/"), PUBLIC_ONLY)).toBeUndefined();
  });

  test("with WEBHOOK_ALLOW_PRIVATE, local names are allowed and metadata services are not", () => {
    expect(refusedHostname(host("http://127.0.0.1:8080/"), PRIVATE_ALLOWED)).toBeUndefined();
    expect(refusedHostname(host("http://crm.internal/"), PRIVATE_ALLOWED)).toBeUndefined();
    expect(refusedHostname(host("http://metadata.google.internal/"), PRIVATE_ALLOWED)).toBe("a cloud metadata service");
    expect(refusedHostname(host("http://169.254.169.254/"), PRIVATE_ALLOWED)).toBe("a cloud metadata address");
  });
});
