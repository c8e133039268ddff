import dns from "node:dns";
import type net from "node:net";
import { refusedAddress, type EgressPolicy } from "./egress-address.server";

/** Resolves a host name to every address it has (dns.lookup, as sockets do by default). */
export type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>;

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The webhook's host is, or resolves to, an address the policy refuses. */
export class RefusedAddressError extends Error {
  readonly code = "EADDRREFUSED";
  constructor(message: string) {
    super(message);
    this.name = "RefusedAddressError";
  }
}

/**
 * Resolves `hostname` and checks every address it gets, not only the first: a socket may try any
 * of them (Happy Eyeballs), and a name that answers with a public and a private address at once is
 * refused as a whole. Throws RefusedAddressError naming the address (for the server log).
 */
export async function allowedAddresses(
  hostname: string,
  policy: EgressPolicy,
  resolve: Resolve = systemResolve,
): Promise<dns.LookupAddress[]> {
  const addresses = await resolve(hostname);
  for (const { address } of addresses) {
    const refusal = refusedAddress(address, policy);
    if (refusal) throw new RefusedAddressError(`${hostname} resolves to ${address}, ${refusal}`);
  }
  return addresses;
}

/**
 * A `lookup` for http.request and net.connect that hands the socket only addresses checked by the
 * policy. The check has to sit here, on the resolution the socket itself uses: a check made on a
 * resolution of its own before the request would be undone by DNS rebinding (a name that answers
 * with a public address to the check and a private one a moment later to the connection).
 * A host that is already an IP address never comes here: check it with refusedHostname first.
 */
export function guardedLookup(policy: EgressPolicy, resolve: Resolve = systemResolve): net.LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family || undefined;
    allowedAddresses(hostname, policy, resolve).then(
      (addresses) => {
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const first = wanted[0];
        if (!first) {
          const which = family ? `IPv${family} address` : "address";
          callback(Object.assign(new Error(`${hostname} has no ${which}`), { code: "ENOTFOUND" }), "");
        } else if (options.all) {
          callback(null, wanted);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}
