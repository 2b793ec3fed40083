import { buildCsp, createNonce, cspPageKind, originsOf, type CspOptions } from './csp';
import { hstsHeaderFor } from './hsts';

const base: CspOptions = {
  inline: { nonce: 'abc123==' },
  kind: 'default',
  apiOrigins: ['https://api.example.com', 'https://content.example.com'],
  facebook: true,
  development: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((entry) => {
    const [name = '', ...sources] = entry.split(' ');
    return [name, sources];
  }));
}

describe('buildCsp', () => {
  it('allows scripts by nonce and strict-dynamic, never unsafe-inline or eval', () => {
    const policy = directives(buildCsp(base));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(buildCsp(base)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('forbids framing, plugins and foreign <base>', () => {
    const policy = directives(buildCsp(base));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the browser call the API origins', () => {
    expect(directives(buildCsp(base)).get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://content.example.com',
      'https://apple.com/apple-pay',
      'https://google.com/pay',
    ]);
  });

  it('needs the nonce for <style> elements and keeps inline styles for attributes only', () => {
    const policy = directives(buildCsp(base));
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows the Facebook SDK on the sign-in pages only, when Facebook is configured', () => {
    expect(buildCsp({ ...base, kind: 'sign-in' })).toContain('https://connect.facebook.net');
    expect(directives(buildCsp({ ...base, kind: 'sign-in' })).get('connect-src')).toContain('https://*.facebook.com');
    expect(buildCsp({ ...base, kind: 'sign-in', facebook: false })).not.toContain('facebook');
    expect(buildCsp(base)).not.toContain('facebook');
  });

  it('lets payment pages run only this site\'s scripts and the nonce, without strict-dynamic', () => {
    const policy = directives(buildCsp({ ...base, kind: 'payment' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(buildCsp({ ...base, kind: 'payment' })).not.toContain('facebook');
  });

  it('lets payment pages frame exactly the card processor\'s origin, and no other page', () => {
    const withProcessor = { ...base, cardFieldsOrigin: 'https://pay.example:8443' };
    expect(directives(buildCsp({ ...withProcessor, kind: 'payment' })).get('frame-src')).toEqual(["'self'", 'https://pay.example:8443']);
    expect(directives(buildCsp({ ...withProcessor, kind: 'default' })).get('frame-src')).toEqual(["'self'"]);
    expect(directives(buildCsp({ ...withProcessor, kind: 'sign-in', facebook: false })).get('frame-src')).toEqual(["'self'"]);
    expect(buildCsp({ ...withProcessor, kind: 'sign-in' })).not.toContain('pay.example');
    expect(directives(buildCsp({ ...base, kind: 'payment' })).get('frame-src')).toEqual(["'self'"]);
  });

  it('lets payment pages load PayPal\'s SDK from PayPal\'s hosts only with PayPal for real, and no other page', () => {
    const paypal = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
    const payment = directives(buildCsp({ ...base, kind: 'payment', paypal: true }));
    for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src']) expect(payment.get(name)).toEqual(expect.arrayContaining(paypal));
    expect(payment.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", ...paypal]);
    expect(buildCsp({ ...base, kind: 'payment' })).not.toContain('paypal');
    expect(buildCsp({ ...base, kind: 'default', paypal: true })).not.toContain('paypal');
    expect(buildCsp({ ...base, kind: 'sign-in', paypal: true })).not.toContain('paypal');
  });

  it('lets every page reach the wallets\' payment method manifests, and only those URLs of their hosts', () => {
    // The payment step is reached by client-side navigation, under the first page's policy.
    for (const kind of ['default', 'sign-in', 'payment'] as const) {
      const sources = directives(buildCsp({ ...base, kind })).get('connect-src') ?? [];
      expect(sources).toEqual(expect.arrayContaining(['https://google.com/pay', 'https://apple.com/apple-pay']));
      expect(sources.filter((source) => /google|apple/.test(source))).toEqual(['https://apple.com/apple-pay', 'https://google.com/pay']);
    }
  });

  it('allows a shared page\'s inline scripts by hash only, with no nonce and no strict-dynamic', () => {
    const shared = { ...base, facebook: false, inline: { hashes: ["'sha256-AAAA'", "'sha256-BBBB'"] } };
    const policy = directives(buildCsp(shared));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(buildCsp(shared)).not.toMatch(/nonce|script-src[^;]*'unsafe-inline'/);
  });

  it('adds unsafe-eval, and inline <style> elements, in development only', () => {
    const development = directives(buildCsp({ ...base, development: true }));
    expect(development.get('script-src')).toContain("'unsafe-eval'");
    expect(development.get('script-src')).not.toContain("'unsafe-inline'");
    expect(development.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('cspPageKind', () => {
  it.each([
    ['/checkout', 'payment'],
    ['/checkout/payment', 'payment'],
    ['/Checkout/Payment/', 'payment'],
    ['/checkout/paypal-return', 'payment'],
    ['/catering/quotes/Q-1042/pay', 'payment'],
    ['/catering/quotes/Q-1042/paypal-return', 'payment'],
    ['/e-gift-cards', 'payment'],
    ['/e-gift-cards/other', 'default'],
    ['/catering/quotes/Q-1042', 'default'],
    ['/catering/quotes/Q-1042/pay/more', 'default'],
    ['/login', 'sign-in'],
    ['/signup', 'sign-in'],
    ['/', 'default'],
    ['/checkoutx', 'default'],
    ['/locations/texas', 'default'],
  ])('%s -> %s', (path, kind) => {
    expect(cspPageKind(path)).toBe(kind);
  });
});

describe('originsOf', () => {
  it('keeps each origin once and drops what is not a URL', () => {
    expect(originsOf(['http://localhost:4000', 'http://localhost:4000/graphql', 'https://x.example/content/graphql', 'nonsense'])).toEqual([
      'http://localhost:4000',
      'https://x.example',
    ]);
  });
});

describe('createNonce', () => {
  it('makes a fresh base64 value of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('hstsHeaderFor', () => {
  it.each([
    [{ PUBLIC_SITE_URL: 'https://www.whitlocks.example' }, 'max-age=63072000; includeSubDomains'],
    [{ PUBLIC_SITE_URL: ' HTTPS://www.whitlocks.example ' }, 'max-age=63072000; includeSubDomains'],
    [{ PUBLIC_SITE_URL: 'http://localhost:3000' }, null],
    [{}, null],
  ])('%p -> %p', (env, expected) => {
    expect(hstsHeaderFor(env)).toBe(expected);
  });
});
