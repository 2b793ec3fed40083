import { buildCsp, type CspOptions } from './csp';

const base: CspOptions = { inline: { nonce: 'n0nce==' }, kind: 'default', apiOrigins: ['https://api.example.com'], facebook: false, development: false };

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((entry) => {
    const [name = '', ...sources] = entry.split(' ');
    return [name, sources];
  }));
}

describe('buildCsp with a Google Maps key', () => {
  it('allows the maps script, its tiles, data calls, fonts and workers on ordinary pages', () => {
    const policy = directives(buildCsp({ ...base, maps: true }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce=='", "'strict-dynamic'", 'https://maps.googleapis.com']);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.example.com', 'https://*.googleapis.com']));
    expect(policy.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-n0nce=='", 'https://fonts.googleapis.com']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows nothing of Google Maps without a key', () => {
    for (const options of [base, { ...base, maps: false }]) {
      const policy = buildCsp(options);
      expect(policy.replace('https://google.com/pay', '')).not.toMatch(/google|gstatic/);
      expect(directives(policy).has('worker-src')).toBe(false);
    }
  });

  it('never opens sign-in or payment pages to it', () => {
    for (const kind of ['sign-in', 'payment'] as const) {
      // The only Google source there is the Google Pay method manifest, nothing of the maps.
      expect(buildCsp({ ...base, kind, maps: true }).replace('https://google.com/pay', '')).not.toMatch(/google|gstatic/);
    }
  });
});
