/**
 * The trusted-proxy setting (TRUST_PROXY), read the same way by the API and the storefront:
 * - empty, `false`, `0`: no proxy is trusted; the client is the socket's remote address;
 * - `true`: every proxy is trusted; the client is the first X-Forwarded-For address;
 * - a whole number n ≥ 1: the last n hops (the socket's peer and the n-1 addresses before it
 *   in X-Forwarded-For) are proxies; the client is the address before them;
 * - a comma-separated list of addresses and CIDR ranges (and proxy-addr's names `loopback`,
 *   `linklocal`, `uniquelocal`): hops from these addresses are proxies.
 * The semantics are those of the `proxy-addr` package, which Fastify's `trustProxy` uses.
 */

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'hops'; hops: number }
  | { kind: 'ranges'; ranges: readonly string[] };

type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;
const MAX_HOPS = 100;

/** Whether `entry` is an IPv4/IPv6 address, optionally with a /prefix, or a named range. */
export function isTrustedRangeEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const isV4 = IPV4.test(address);
  const isV6 = !isV4 && address.includes(':') && IPV6.test(address) && (address.match(/::/g) ?? []).length <= 1;
  if (!isV4 && !isV6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (isV4 ? 32 : 128);
}

/** Reads a TRUST_PROXY value; undefined or blank means no trusted proxy. */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const value = raw?.trim() ?? '';
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0' || lower === 'no') return { ok: true, value: { kind: 'none' } };
  if (lower === 'true' || lower === 'yes') return { ok: true, value: { kind: 'all' } };
  if (/^\d+$/.test(value)) {
    const hops = Number.parseInt(value, 10);
    if (hops > MAX_HOPS) return { ok: false, message: `a hop count must be at most ${MAX_HOPS}, got ${hops}` };
    return { ok: true, value: { kind: 'hops', hops } };
  }
  const ranges = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = ranges.find((entry) => !isTrustedRangeEntry(entry));
  if (bad !== undefined || ranges.length === 0) {
    return { ok: false, message: `must be true, false, a hop count or a comma-separated list of addresses and CIDR ranges, got "${bad ?? value}"` };
  }
  return { ok: true, value: { kind: 'ranges', ranges } };
}

/**
 * The `trust` argument of proxy-addr, also given as Fastify's `trustProxy` option, for a
 * setting; null: use the socket address. A hop count becomes a function because Fastify
 * refuses a bare number (it cannot tell a proxy from a direct client): a hop count is only
 * safe when the API cannot be reached except through those proxies.
 */
export function proxyAddrTrust(trust: TrustProxy): ((address: string, hop: number) => boolean) | string[] | null {
  switch (trust.kind) {
    case 'none':
      return null;
    case 'all':
      return () => true;
    case 'hops':
      return (_address, hop) => hop < trust.hops;
    case 'ranges':
      return [...trust.ranges];
  }
}
