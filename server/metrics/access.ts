/**
 * Who may read /metrics. With a token, only a caller sending it as a bearer token (compared in
 * constant time), from anywhere. Without one, only a caller on this host: the socket is a
 * loopback address and no proxy forwarded the request (a proxy on the same host would otherwise
 * make every outside caller look local).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type MetricsCaller = { socketAddress: string | undefined; headers: IncomingHttpHeaders };

export type MetricsAccess = 'allowed' | 'token-required' | 'loopback-only';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function metricsAccess(caller: MetricsCaller, token: string | null): MetricsAccess {
  if (token) {
    const match = /^Bearer (\S+)$/.exec(caller.headers.authorization ?? '');
    return match?.[1] && sameSecret(match[1], token) ? 'allowed' : 'token-required';
  }
  const forwarded = caller.headers['x-forwarded-for'] !== undefined || caller.headers.forwarded !== undefined;
  return isLoopback(caller.socketAddress) && !forwarded ? 'allowed' : 'loopback-only';
}
