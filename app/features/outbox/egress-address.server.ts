import net from "node:net";

/**
 * Which hosts and addresses the lead webhook may call. Its URL is typed by an owner, so without
 * this anyone holding an owner's session could make the server call what only it can reach: its
 * own ports, the office network, the cloud's metadata service and the credentials it hands out.
 * The check that matters runs on the address the socket connects to (egress-lookup.server.ts);
 * the form uses the same rules to refuse an obviously private URL when it is saved.
 */
export interface EgressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE=1: loopback, private and link-local addresses allowed (an office CRM, tests). */
  allowPrivate: boolean;
}

export const PUBLIC_ONLY: EgressPolicy = { allowPrivate: false };

type Range = [network: string, prefix: number];

/** Addresses that are not on the public internet (IANA's special-purpose registries). */
const NOT_PUBLIC_V4: Range[] = [
  ["0.0.0.0", 8], // "this network": connecting to 0.0.0.0 reaches this machine
  ["10.0.0.0", 8], // RFC 1918
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local
  ["172.16.0.0", 12], // RFC 1918
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays (deprecated)
  ["192.168.0.0", 16], // RFC 1918
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

const NOT_PUBLIC_V6: Range[] = [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ["::ffff:0:0:0", 96], // IPv4-translated
  ["64:ff9b:1::", 48], // NAT64 for local use
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which carries an IPv4 address inside
  ["3fff::", 20], // documentation
  ["fc00::", 7], // unique local (the IPv6 private range)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

/**
 * Cloud metadata services: they hand out the machine's credentials, so they stay refused even with
 * WEBHOOK_ALLOW_PRIVATE=1 (no CRM lives there).
 */
const METADATA_V4: Range[] = [
  ["169.254.169.254", 32], // AWS, Google Cloud, Azure, Oracle, DigitalOcean, OpenStack
  ["169.254.170.2", 32], // AWS ECS task credentials
  ["169.254.170.23", 32], // AWS EKS Pod Identity
  ["100.100.100.200", 32], // Alibaba Cloud
  ["168.63.129.16", 32], // Azure's host agent (WireServer)
];
const METADATA_V6: Range[] = [
  ["fd00:ec2::254", 128], // AWS over IPv6
  ["fd00:ec2::23", 128], // AWS EKS Pod Identity over IPv6
];
const METADATA_HOSTNAMES = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
]);

/** Names that can only mean this machine or a private network (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

function blockList(v4: Range[], v6: Range[]): net.BlockList {
  const list = new net.BlockList();
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, "ipv4");
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, "ipv6");
  return list;
}

const NOT_PUBLIC = blockList(NOT_PUBLIC_V4, NOT_PUBLIC_V6);
const METADATA = blockList(METADATA_V4, METADATA_V6);

/**
 * Why the webhook may not connect to `address` (an IPv4 or IPv6 address as the resolver or the URL
 * gives it), or undefined when it may. For the server log only: the outbox never shows it.
 */
export function refusedAddress(address: string, policy: EgressPolicy): string | undefined {
  // A zone id (fe80::1%eth0) names an interface, not a different address.
  const ip = address.split("%")[0]!;
  const version = net.isIP(ip);
  if (version === 0) return "not an IP address";
  const inside = version === 6 ? embeddedIpv4(ip) : undefined;
  if (inside) return refusedAddress(inside, policy);
  const type = version === 4 ? "ipv4" : "ipv6";
  if (METADATA.check(ip, type)) return "a cloud metadata address";
  if (!policy.allowPrivate && NOT_PUBLIC.check(ip, type)) return "a loopback, private, link-local or reserved address";
  return undefined;
}

/**
 * Why the webhook may not call `hostname` (as `new URL()` gives it: lower case, IPv6 in brackets),
 * before any DNS: an address typed in the URL (the socket connects to it without a lookup), a
 * metadata service's name, or a name that only ever means this machine or a private network.
 */
export function refusedHostname(hostname: string, policy: EgressPolicy): string | undefined {
  const host = hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
  if (net.isIP(host.split("%")[0]!)) return refusedAddress(host, policy);
  if (METADATA_HOSTNAMES.has(host)) return "a cloud metadata service";
  if (!policy.allowPrivate && PRIVATE_NAME.test(host)) return "a name for this machine or a private network";
  return undefined;
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6
 * address, which the socket reaches as that IPv4 address: it is checked by the IPv4 rules.
 */
function embeddedIpv4(ipv6: string): string | undefined {
  const groups = ipv6Groups(ipv6);
  const prefix = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(":");
  if (prefix !== "0:0:0:0:0:ffff" && prefix !== "64:ff9b:0:0:0:0") return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing dotted quad as two groups). */
function ipv6Groups(ipv6: string): number[] {
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ipv6);
  const text = quad
    ? ipv6.slice(0, quad.index) +
      [(Number(quad[1]) << 8) | Number(quad[2]), (Number(quad[3]) << 8) | Number(quad[4])]
        .map((group) => group.toString(16))
        .join(":")
    : ipv6;
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split("::");
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
