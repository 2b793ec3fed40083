import { isTrustedRangeEntry, parseTrustProxy, proxyAddrTrust } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    [' false ', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['TRUE', { kind: 'all' }],
    ['1', { kind: 'hops', hops: 1 }],
    ['3', { kind: 'hops', hops: 3 }],
    ['10.0.0.0/8', { kind: 'ranges', ranges: ['10.0.0.0/8'] }],
    ['loopback, 172.16.0.0/12,fd00::/8, 2001:db8::1', { kind: 'ranges', ranges: ['loopback', '172.16.0.0/12', 'fd00::/8', '2001:db8::1'] }],
  ])('reads %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value });
  });

  it.each(['maybe', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'fe80::1::2', 'proxy.internal', '101', ',', '-1'])('refuses %j', (raw) => {
    expect(parseTrustProxy(raw).ok).toBe(false);
  });

  it('accepts IPv6 prefixes up to 128', () => {
    expect(isTrustedRangeEntry('::1/128')).toBe(true);
    expect(isTrustedRangeEntry('::1/129')).toBe(false);
  });
});

describe('the options derived from a setting', () => {
  it('gives proxy-addr a function trusting exactly the last n hops', () => {
    const trust = proxyAddrTrust({ kind: 'hops', hops: 2 });
    expect(typeof trust).toBe('function');
    const fn = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => fn('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(proxyAddrTrust({ kind: 'none' })).toBeNull();
  });
});
