import { BlockList, isIP } from 'node:net';

/**
 * Addresses a feed must never lead the server to: loopback, private networks, link-local (cloud
 * metadata services live there), carrier NAT, multicast, documentation and reserved ranges, in
 * IPv4 and IPv6. An operator's feed URL could otherwise probe the broker's own network.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
function mappedIpv4(address: string): string | undefined {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address);
  const rest = match?.[1];
  if (!rest) return undefined;
  if (isIP(rest) === 4) return rest;
  const groups = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!groups) return undefined;
  const high = Number.parseInt(groups[1] ?? '0', 16);
  const low = Number.parseInt(groups[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address the server must not fetch from; anything that is not an address counts too. */
export function isPrivateAddress(text: string): boolean {
  const address = text.replace(/^\[|\]$/g, '');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = mappedIpv4(address);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}
