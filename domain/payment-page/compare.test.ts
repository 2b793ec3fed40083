import { integrityOf, type ApprovedList } from './approved-list';
import { compareWithApproved, cspDirectives, describeFinding, type ObservedPage } from './compare';

const ROUTE = '/checkout/payment';
const CSP = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; frame-ancestors 'none'`;
const HSTS = 'max-age=63072000; includeSubDomains';
const LIST: ApprovedList = {
  buildId: 'b',
  pages: [{ route: ROUTE, scripts: [{ src: '/_next/static/chunks/a.js', integrity: integrityOf('a'), reason: 'A.' }, { src: null, integrity: integrityOf('inline'), reason: 'I.' }] }],
};

function page(overrides: Partial<ObservedPage> = {}): ObservedPage {
  return {
    route: ROUTE,
    url: 'https://shop.example/checkout/payment',
    status: 200,
    csp: CSP('n1'),
    hsts: HSTS,
    scripts: [
      { src: '/_next/static/chunks/a.js', integrity: integrityOf('a') },
      { src: null, integrity: integrityOf('inline') },
    ],
    ...overrides,
  };
}

const kinds = (pages: ObservedPage[], https = true, list: ApprovedList | null = LIST) => compareWithApproved(pages, list, { https }).map((item) => [item.kind, item.subject, item.detail]);

describe('compareWithApproved', () => {
  it('finds nothing when the page serves the approved scripts and headers', () => {
    expect(kinds([page()])).toEqual([]);
  });

  it.each<[string, Partial<ObservedPage>, boolean, string[][]]>([
    ['a changed script', { scripts: [{ src: '/_next/static/chunks/a.js', integrity: integrityOf('b') }] }, true, [['script-changed', '/_next/static/chunks/a.js', integrityOf('b')]]],
    ['an unknown script', { scripts: [{ src: 'https://cdn.example/x.js', integrity: integrityOf('x') }] }, true, [['script-added', 'https://cdn.example/x.js', integrityOf('x')]]],
    ['an unknown inline script', { scripts: [{ src: null, integrity: integrityOf('evil') }] }, true, [['script-added', 'inline', integrityOf('evil')]]],
    ['a script it could not fetch', { scripts: [{ src: '/_next/static/chunks/a.js', integrity: null }] }, true, [['script-unreachable', '/_next/static/chunks/a.js', '']]],
    ['no CSP', { csp: null }, true, [['header-missing', 'Content-Security-Policy', '']]],
    ['no HSTS over HTTPS', { hsts: null }, true, [['header-missing', 'Strict-Transport-Security', '']]],
    ['a short HSTS', { hsts: 'max-age=300' }, true, [['header-weakened', 'Strict-Transport-Security', 'max-age=300']]],
    ['frameable', { csp: "script-src 'self'; frame-ancestors https://any.example" }, true, [['header-weakened', 'frame-ancestors', 'https://any.example']]],
    ['no frame-ancestors', { csp: "script-src 'self'" }, true, [['header-weakened', 'frame-ancestors', '(absent)']]],
    ['inline scripts allowed', { csp: "script-src 'self' 'unsafe-inline' https:; frame-ancestors 'none'" }, true, [['header-weakened', 'script-src', "'unsafe-inline' https:"]]],
    ['a page that failed', { status: 502, scripts: [] }, true, [['page-unreachable', 'https://shop.example/checkout/payment', '']]],
  ])('finds %s', (_name, overrides, https, expected) => {
    expect(kinds([page(overrides)], https)).toEqual(expected);
  });

  it('asks no HSTS of a storefront served over plain HTTP', () => {
    expect(kinds([page({ hsts: null })], false)).toEqual([]);
  });

  it('finds an unreadable list, and still checks the headers', () => {
    expect(kinds([page({ csp: null })], true, null)).toEqual([
      ['list-unreadable', 'docs/payment-page-scripts.md', ''],
      ['header-missing', 'Content-Security-Policy', ''],
    ]);
  });

  it('gives the same difference the same fingerprint whatever the nonce, and another difference another', () => {
    const weak = (nonce: string) => compareWithApproved([page({ csp: `script-src 'nonce-${nonce}' 'unsafe-inline'; frame-ancestors 'none'` })], LIST, { https: true })[0]!.fingerprint;
    expect(weak('one')).toBe(weak('two'));
    const changed = (text: string) => compareWithApproved([page({ scripts: [{ src: '/_next/static/chunks/a.js', integrity: integrityOf(text) }] })], LIST, { https: true })[0]!.fingerprint;
    expect(changed('x')).toBe(changed('x'));
    expect(changed('x')).not.toBe(changed('y'));
  });
});

describe('cspDirectives', () => {
  it('reads each directive once, lower-cased, without the nonce', () => {
    expect(cspDirectives("Script-Src 'self' 'nonce-abc'; script-src *; frame-ancestors 'none';")).toEqual(
      new Map([
        ['script-src', ["'self'"]],
        ['frame-ancestors', ["'none'"]],
      ]),
    );
  });
});

describe('describeFinding', () => {
  it.each([
    [{ kind: 'script-changed', subject: '/a.js', detail: 'sha256-x' }, '/checkout/payment: the approved script /a.js changed; it now hashes to sha256-x.'],
    [{ kind: 'header-missing', subject: 'Strict-Transport-Security', detail: '' }, '/checkout/payment: the Strict-Transport-Security header is missing.'],
  ] as const)('%j', (item, text) => {
    expect(describeFinding({ route: ROUTE, ...item })).toBe(text);
  });
});
