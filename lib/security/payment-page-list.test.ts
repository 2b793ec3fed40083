import { integrityOf, parseApprovedList, renderApprovedList } from '@/domain/payment-page/approved-list';
import { BANNER_MARKS_SCRIPT } from '@/lib/banner-marks';
import { EARLY_SUBMIT_GUARD_SCRIPT } from '@/lib/early-submit-guard';
import { bootstrapScript } from './inline-script-hashes';
import { buildApprovedList, type BuildOutput } from './payment-page-list';

const FILES: Record<string, string> = {
  'static/chunks/app.js': 'app()',
  'static/chunks/turbopack-runtime.js': 'runtime()',
  'static/chunks/payment.js': 'payment()',
  'static/chunks/quote-pay.js': 'quotePay()',
  'static/chunks/lazy-wallets.js': 'wallets()',
  'static/chunks/not-found.js': 'notFound()',
  'static/chunks/error.js': 'error()',
  'static/chunks/polyfills.js': 'polyfills()',
  'static/BUILD1/_buildManifest.js': 'self.__BUILD_MANIFEST={}',
};

function fixture(overrides: Partial<BuildOutput> = {}): BuildOutput {
  return {
    buildId: 'BUILD1',
    manifest: {
      pages: {
        '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/turbopack-runtime.js'],
        '/checkout/payment': ['static/chunks/payment.js', 'static/chunks/turbopack-runtime.js'],
        '/catering/quotes/[number]/pay': ['static/chunks/quote-pay.js'],
        '/404': ['static/chunks/not-found.js'],
        '/_error': ['static/chunks/error.js'],
        '/menu': ['static/chunks/menu.js'],
      },
      polyfillFiles: ['static/chunks/polyfills.js'],
      lowPriorityFiles: ['static/BUILD1/_buildManifest.js'],
      pagesChunkGroupBootstrapParams: { '/checkout/payment': { otherChunks: ['static/chunks/payment.js'], runtimeModuleIds: [1] }, '/404': { otherChunks: [], runtimeModuleIds: [2] } },
      chunkLoadingGlobal: 'TURBOPACK',
    },
    routeStats: [{ route: '/checkout/payment', firstLoadChunkPaths: ['.next/static/chunks/payment.js', '.next/static/chunks/lazy-wallets.js'] }],
    readFile: (file) => {
      const text = FILES[file];
      if (text === undefined) throw new Error(`no file ${file}`);
      return new TextEncoder().encode(text);
    },
    ...overrides,
  };
}

describe('buildApprovedList', () => {
  const list = buildApprovedList(fixture());
  const checkout = list.pages.find((page) => page.route === '/checkout/payment')!;
  const quote = list.pages.find((page) => page.route === '/catering/quotes/[number]/pay')!;

  it('lists both payment pages of the build', () => {
    expect(list.buildId).toBe('BUILD1');
    expect(list.pages.map((page) => page.route)).toEqual(['/checkout/payment', '/catering/quotes/[number]/pay']);
  });

  it('lists every script file of the page once, with the hash of its bytes, and no stylesheet or other page', () => {
    expect(checkout.scripts.filter((script) => script.src !== null).map((script) => script.src)).toEqual([
      '/_next/static/chunks/polyfills.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/payment.js',
      '/_next/static/chunks/lazy-wallets.js',
      '/_next/static/BUILD1/_buildManifest.js',
      '/_next/static/chunks/not-found.js',
      '/_next/static/chunks/error.js',
    ]);
    expect(checkout.scripts.find((script) => script.src === '/_next/static/chunks/payment.js')).toEqual({
      src: '/_next/static/chunks/payment.js',
      integrity: integrityOf('payment()'),
      reason: "The payment page's own code: the payment form and its card and wallet fields.",
    });
    expect(quote.scripts.map((script) => script.src)).toContain('/_next/static/chunks/quote-pay.js');
    expect(quote.scripts.map((script) => script.src)).not.toContain('/_next/static/chunks/payment.js');
  });

  it("lists _document's inline scripts and the page's bootstraps by the hash of their text", () => {
    const inline = checkout.scripts.filter((script) => script.src === null).map((script) => script.integrity);
    expect(inline).toEqual([
      integrityOf(BANNER_MARKS_SCRIPT),
      integrityOf(EARLY_SUBMIT_GUARD_SCRIPT),
      integrityOf(bootstrapScript(fixture().manifest, '/checkout/payment')!),
      integrityOf(bootstrapScript(fixture().manifest, '/404')!),
    ]);
    expect(checkout.scripts.every((script) => /^sha256-[A-Za-z0-9+/]{43}=$/.test(script.integrity) && script.reason.length > 0)).toBe(true);
  });

  it('refuses a build without the payment pages', () => {
    const manifest = { ...fixture().manifest, pages: { '/_app': [] } };
    expect(() => buildApprovedList(fixture({ manifest }))).toThrow('The build has no /checkout/payment or /catering/quotes/[number]/pay');
  });

  it('renders a file whose machine-readable block reads back as the same list, byte for byte each time', () => {
    const text = renderApprovedList(list);
    expect(parseApprovedList(text)).toEqual(list);
    expect(renderApprovedList(buildApprovedList(fixture()))).toBe(text);
    expect(text).toContain('| `/_next/static/chunks/payment.js` | `' + integrityOf('payment()') + '` |');
  });
});
