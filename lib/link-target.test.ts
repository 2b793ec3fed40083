import { isSitePath, opensInNewTab } from './link-target';

describe('opensInNewTab', () => {
  it.each([
    ['/pdf/menu-at-a-glance.pdf', true],
    ['/pdf/Privacy-Policy.PDF', true],
    ['/pdf/cookie-policy.pdf?v=2', true],
    ['/sitemap', true],
    ['/sitemap.xml', true],
    ['https://gifts.whitlocks-bbq.example', true],
    ['http://press.whitlocks-bbq.example/x', true],
    ['/catering', false],
    ['/company/our-story', false],
    ['/sitemaps-are-fun', false],
    ['/press/blog/pdf-tips', false],
    ['mailto:media@whitlocks-bbq.example', false],
  ])('%s → %p', (url, expected) => {
    expect(opensInNewTab(url)).toBe(expected);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/catering', true],
    ['//cdn.example/x', false],
    ['https://x.example', false],
    ['tel:18665550141', false],
  ])('%s → %p', (url, expected) => {
    expect(isSitePath(url)).toBe(expected);
  });
});
