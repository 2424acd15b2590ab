import { isIP } from 'node:net';

/**
 * Which proxies may speak for a client (TRUST_PROXY, decision 037). Express reads the client's
 * address, scheme and host from `X-Forwarded-For/-Proto/-Host` only when the connection comes from
 * a proxy named here; from anyone else those headers are ignored.
 *
 * - `false`: no proxy; every forwarding header is ignored (the default).
 * - a number: that many proxies in front, counted from the shop (`1`: one load balancer).
 * - a list: Express's names (`loopback`, `linklocal`, `uniquelocal`), addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['false', 'off', 'no', 'none', '0']);
/** More hops than this in front of one shop is a typo, not a set-up. */
const MAX_HOPS = 10;

function checkEntry(entry: string): string | null {
  if (NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is neither loopback, linklocal, uniquelocal, an IP address nor a CIDR range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}": the prefix after / must be 0 to ${bits}`;
  return null;
}

/** Parses TRUST_PROXY; throws with a message an operator can act on. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || OFF.has(value)) return false;
  if (value === 'true' || value === 'all' || value === '*') {
    throw new Error(
      'trusting every address lets any client forge its address, scheme and host; name the proxies (loopback, an address or CIDR range) or their number',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`a hop count must be 1 to ${MAX_HOPS}`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problems = entries.map(checkEntry).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return entries;
}
