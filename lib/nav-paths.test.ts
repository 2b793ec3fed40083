import { isQuotePath, isSummaryPath } from './nav-paths';

describe('isQuotePath', () => {
  it.each([
    ['/quote', true],
    ['/quote/catering', true],
    ['/get-a-quote/catering', true],
    ['/quotes-we-love', false],
    ['/catering', false],
  ])('%s → %p', (path, expected) => expect(isQuotePath(path)).toBe(expected));
});

describe('isSummaryPath', () => {
  it.each([
    ['/order/[orderId]/summary', true],
    ['/order/abc/Summary', true],
    ['/cart', false],
  ])('%s → %p', (path, expected) => expect(isSummaryPath(path)).toBe(expected));
});
