import { isIP } from 'node:net';

/**
 * Whom to believe about a client's address: nobody (the socket's address is the client's), the
 * nearest N proxies, or proxies at these addresses and ranges. Given to fastify's `trustProxy`,
 * which then reads `X-Forwarded-For`, `-Proto` and `-Host` only from a trusted hop.
 */
export type TrustProxy = false | number | readonly string[];

/** proxy-addr's names for the usual private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const hopsMax = 10;

/**
 * Reads `TRUST_PROXY`: unset or empty trusts none; a whole number the hops of proxies in front;
 * otherwise a comma-separated list of addresses, CIDR ranges and `loopback`, `linklocal`,
 * `uniquelocal`. `true` is refused: believing every hop is believing any client.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > hopsMax) throw new Error(`TRUST_PROXY: at most ${hopsMax} proxies, got ${hops}`);
    return hops;
  }
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any client about its address: give the number of proxies in front, or their addresses',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isTrustEntry(entry)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}

function isTrustEntry(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
