import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// npm run init fetches a URI the chain names, which the operator does not control (infra/README.md,
// "npm run init"): it must not be a way into the operator's own network. An address is fetched only
// when it is a public unicast one, as ipaddr.js classes it: not loopback, private, link-local, unique
// local, carrier NAT, multicast or reserved, nor an IPv4 one wrapped in IPv6.

/** Whether `address` (an IP address, IPv6 with or without brackets) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return isPublicAddress((parsed as ipaddr.IPv6).toIPv4Address().toString());
  }
  return parsed.range() === 'unicast';
}

/** Refused: the name resolves to an address that is not public. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
    this.name = new.target.name;
  }
}

/**
 * A `lookup` for node:https that resolves the name and refuses it when any of its addresses is not
 * public: checked where the connection is made, so a name cannot resolve to a public address for a
 * check and to a private one for the request.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as LookupAddress[];
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      return callback(new PrivateAddressError(refused?.address ?? hostname), '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};
