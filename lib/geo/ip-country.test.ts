import { bareAddress, clientAddress, countryFromHeaderValue, countryFromIp, countryFromRequest, parseIpv4 } from './ip-country';
import { geoLookupOptions } from './settings';

describe('countryFromIp', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['24.48.0.1', 'CA'],
    ['99.224.0.1', 'CA'],
    ['202.12.27.33', 'JP'],
    ['200.160.2.3', 'BR'],
    ['189.203.0.1', 'MX'],
    ['94.200.0.1', 'AE'],
    ['41.32.0.1', 'EG'],
    ['39.32.0.1', 'PK'],
    ['203.177.0.1', 'PH'],
    ['81.2.69.142', 'GB'],
    ['::ffff:24.48.0.1', 'CA'],
    ['::FFFF:202.12.27.33', 'JP'],
    [' 8.8.8.8 ', 'US'],
    ['8.8.8.8:443', 'US'],
  ])('%s is in %s', (ip, country) => {
    expect(countryFromIp(ip)).toBe(country);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local', '169.254.10.10'],
    ['shared address space', '100.64.0.1'],
    ['this network', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6', '2001:4860:4860::8888'],
    ['bracketed IPv6 with a port', '[2001:db8::1]:443'],
    ['empty', ''],
    ['a name', 'example.com'],
    ['an octet over 255', '8.8.8.256'],
    ['three octets', '8.8.8'],
    ['a signed octet', '8.8.-8.8'],
    ['hex', '0x8.8.8.8'],
    ['script', '<script>alert(1)</script>'],
  ])('%s (%j) has no country', (_name, ip) => {
    expect(countryFromIp(ip)).toBeNull();
  });
});

describe('address parsing', () => {
  it.each([
    ['1.2.3.4', 16909060],
    ['255.255.255.255', 4294967295],
    ['0.0.0.0', 0],
    ['01.2.3.4', 16909060],
    ['1.2.3', null],
    ['1.2.3.4.5', null],
    ['1.2.3.1000', null],
    ['1.2.3.', null],
  ])('parseIpv4(%j) is %s', (text, value) => {
    expect(parseIpv4(text)).toBe(value);
  });

  it.each([
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['1.2.3.4:8080', '1.2.3.4'],
    ['[::1]:8080', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:db8::1', '2001:db8::1'],
  ])('bareAddress(%j) is %j', (raw, bare) => {
    expect(bareAddress(raw)).toBe(bare);
  });
});

describe('countryFromHeaderValue', () => {
  it.each([
    ['CA', 'CA'],
    ['ca', 'CA'],
    [' jp ', 'JP'],
    ['XX', null],
    ['T1', null],
    ['A1', null],
    ['EU', null],
    ['USA', null],
    ['', null],
    [undefined, null],
    ['C1', null],
  ])('%j gives %s', (value, country) => {
    expect(countryFromHeaderValue(value)).toBe(country);
  });
});

describe('countryFromRequest', () => {
  const CANADA_IP = '24.48.0.1';
  const JAPAN_IP = '202.12.27.33';

  it.each([
    ['Cloudflare', { 'cf-ipcountry': 'MX' }, 'MX'],
    ['Vercel', { 'x-vercel-ip-country': 'br' }, 'BR'],
    ['CloudFront', { 'cloudfront-viewer-country': 'AE' }, 'AE'],
    ['a generic CDN', { 'x-country-code': 'PH' }, 'PH'],
    ['Cloudflare before Vercel', { 'x-vercel-ip-country': 'BR', 'cf-ipcountry': 'MX' }, 'MX'],
    ['Vercel before CloudFront', { 'cloudfront-viewer-country': 'AE', 'x-vercel-ip-country': 'BR' }, 'BR'],
    ['the next header when the first is a placeholder', { 'cf-ipcountry': 'XX', 'x-country-code': 'EG' }, 'EG'],
    ['the first value of a repeated header', { 'cf-ipcountry': ['PK', 'US'] }, 'PK'],
    ['the IP when every header is a placeholder', { 'cf-ipcountry': 'T1' }, 'JP'],
    ['the IP without any header', {}, 'JP'],
  ])('believes %s', (_name, headers, country) => {
    expect(countryFromRequest(headers, JAPAN_IP)).toBe(country);
  });

  it('reads a Fetch API Headers object too', () => {
    expect(countryFromRequest(new Headers({ 'CF-IPCountry': 'ca' }), null)).toBe('CA');
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    const headers = { 'x-forwarded-for': `${CANADA_IP}, 10.0.0.2` };
    expect(countryFromRequest(headers, JAPAN_IP)).toBe('JP');
    expect(countryFromRequest(headers, JAPAN_IP, { trustProxy: { kind: 'all' } })).toBe('CA');
  });

  it('falls back to the remote address when a trusted X-Forwarded-For is empty', () => {
    expect(countryFromRequest({ 'x-forwarded-for': ' ' }, JAPAN_IP, { trustProxy: { kind: 'all' } })).toBe('JP');
  });

  it.each([
    ['no address', undefined],
    ['a private address', '192.168.0.10'],
    ['an IPv6 address', '2001:db8::1'],
  ])('knows no country with %s and no header', (_name, address) => {
    expect(countryFromRequest({}, address)).toBeNull();
  });
});

describe('clientAddress', () => {
  const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.9' };
  it.each([
    ['no trusted proxy', { kind: 'none' }, '10.0.0.2'],
    ['every proxy trusted', { kind: 'all' }, '198.51.100.1'],
    ['two hops', { kind: 'hops', hops: 2 }, '203.0.113.7'],
    ['one hop', { kind: 'hops', hops: 1 }, '10.0.0.9'],
    ['a private range', { kind: 'ranges', ranges: ['10.0.0.0/8'] }, '203.0.113.7'],
    ['a range the peer is not in', { kind: 'ranges', ranges: ['172.16.0.0/12'] }, '10.0.0.2'],
  ] as const)('with %s', (_label, trustProxy, address) => {
    expect(clientAddress(chain, '10.0.0.2', trustProxy)).toBe(address);
  });

  it('uses the remote address when there is no X-Forwarded-For', () => {
    expect(clientAddress({}, '10.0.0.2', { kind: 'all' })).toBe('10.0.0.2');
  });
});

describe('geoLookupOptions', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['true', { kind: 'all' }],
    ['TRUE', { kind: 'all' }],
    ['yes', { kind: 'all' }],
    ['1', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
    ['10.0.0.0/8,loopback', { kind: 'ranges', ranges: ['10.0.0.0/8', 'loopback'] }],
  ])('TRUST_PROXY=%j trusts %j', (value, trustProxy) => {
    expect(geoLookupOptions({ TRUST_PROXY: value })).toEqual({ trustProxy });
  });

  it('trusts no proxy when the value cannot be read, and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(geoLookupOptions({ TRUST_PROXY: 'the-proxy' })).toEqual({ trustProxy: { kind: 'none' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('TRUST_PROXY must be true, false, a hop count'));
    warn.mockRestore();
  });
});
