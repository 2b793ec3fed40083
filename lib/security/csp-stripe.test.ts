import { buildCsp, type CspOptions } from './csp';

const base: CspOptions = {
  inline: { nonce: 'abc123==' },
  kind: 'payment',
  apiOrigins: ['https://api.example.com'],
  facebook: true,
  development: false,
  cardFieldsOrigin: 'https://pay.example:8443',
};

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((entry) => {
    const [name = '', ...sources] = entry.split(' ');
    return [name, sources];
  }));
}

describe('buildCsp with Stripe’s card fields', () => {
  it('lets payment pages load Stripe.js, frame Stripe and call its API: exactly those hosts, not the sandbox processor', () => {
    const policy = directives(buildCsp({ ...base, stripe: true }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://api.stripe.com', 'https://apple.com/apple-pay', 'https://google.com/pay']);
    expect(buildCsp({ ...base, stripe: true })).not.toContain('pay.example');
    expect(policy.get('script-src')).not.toContain("'strict-dynamic'");
  });

  it('allows no Stripe host on other pages, nor on payment pages with the sandbox processor', () => {
    for (const kind of ['default', 'sign-in'] as const) expect(buildCsp({ ...base, kind, stripe: true })).not.toContain('stripe.com');
    const sandbox = buildCsp({ ...base, stripe: false });
    expect(sandbox).not.toContain('stripe.com');
    expect(directives(sandbox).get('frame-src')).toEqual(["'self'", 'https://pay.example:8443']);
  });
});
