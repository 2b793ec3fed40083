import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_PAGES, sharedPageOf } from './shared-pages';

describe('sharedPageOf', () => {
  it.each([
    ['/locations/arizona/mesa/mesa-superstition-springs', '/locations/[state]/[city]/[store]'],
    ['/locations/arizona/mesa/mesa-superstition-springs/', '/locations/[state]/[city]/[store]'],
    ['/quote/everyday/mesa-superstition-springs', '/quote/[category]/[storeSlug]'],
    ['/', '/'],
    ['/sitemap', '/sitemap'],
    ['/locations', '/locations'],
    ['/locations/arizona', '/locations/[state]'],
    ['/locations/arizona/mesa', '/locations/[state]/[city]'],
    ['/company/press', null],
    ['/quote/everyday/mesa-superstition-springs/sandwiches', null],
    ['/cart', null],
    ['/checkout/payment', null],
    ['/login', null],
    ['/user-profile', null],
  ])('%s → %p', (path, page) => {
    expect(sharedPageOf(path)).toBe(page);
  });
});

describe('SHARED_PAGES', () => {
  // A page declaring `anonymous` is shared-cached, so its policy must be the one by hash: the two
  // lists are one. (A shared page left out would carry a nonce and be kept private instead.)
  it('names exactly the pages that declare themselves anonymous', () => {
    const pagesDir = path.join(__dirname, '..', '..', 'pages');
    const anonymous = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => /anonymous:\s*true/.test(readFileSync(path.join(pagesDir, file), 'utf8')))
      .map((file) => `/${file.replace(/\.tsx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/');
    expect(anonymous.sort()).toEqual(SHARED_PAGES.map(({ page }) => page).sort());
  });
});
