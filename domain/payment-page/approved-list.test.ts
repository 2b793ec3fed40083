import { readFileSync } from 'node:fs';
import path from 'node:path';
import { integrityOf, parseApprovedList, PAYMENT_PAGE_ROUTES, renderApprovedList, type ApprovedList } from './approved-list';

const LIST: ApprovedList = {
  buildId: 'b1',
  pages: [{ route: '/checkout/payment', scripts: [{ src: '/_next/static/chunks/a|b.js', integrity: integrityOf('a'), reason: 'Pipes | and\nnew lines.' }] }],
};

describe('integrityOf', () => {
  it('writes SHA-256 in base64 as Subresource Integrity does', () => {
    expect(integrityOf('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(integrityOf(new TextEncoder().encode('alert(1)'))).toBe(integrityOf('alert(1)'));
  });
});

describe('renderApprovedList and parseApprovedList', () => {
  it('read back what they write, with a table a person reads', () => {
    const text = renderApprovedList(LIST);
    expect(parseApprovedList(text)).toEqual(LIST);
    expect(text).toContain('| `/_next/static/chunks/a\\|b.js` | `sha256-');
    expect(text).toContain('| Pipes \\| and new lines. |');
  });

  it.each([
    ['no block', '# Payment page scripts'],
    ['broken JSON', '<!-- payment-page-scripts:begin -->\n```json\n{\n```\n<!-- payment-page-scripts:end -->'],
    ['a bad hash', renderApprovedList(LIST).replaceAll(integrityOf('a'), 'sha256-short')],
  ])('gives null for %s', (_name, text) => {
    expect(parseApprovedList(text)).toBeNull();
  });
});

describe('the committed list (docs/payment-page-scripts.md)', () => {
  const list = parseApprovedList(readFileSync(path.join(__dirname, '../../docs/payment-page-scripts.md'), 'utf8'));

  it('reads, and lists the scripts of both payment pages with a reason each', () => {
    expect(list?.pages.map((page) => page.route)).toEqual([...PAYMENT_PAGE_ROUTES]);
    for (const page of list!.pages) {
      expect(page.scripts.length).toBeGreaterThan(0);
      expect(page.scripts.every((script) => script.reason.trim().length > 0)).toBe(true);
    }
  });

  it('is exactly what the generator writes for it, so a hand edit of the table is caught', () => {
    expect(renderApprovedList(list!)).toBe(readFileSync(path.join(__dirname, '../../docs/payment-page-scripts.md'), 'utf8'));
  });
});
