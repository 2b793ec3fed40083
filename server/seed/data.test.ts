import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { isPostalCode } from '@/domain/validation';
import { MENUS } from '@/content/menus/menus';
import { CITIES, STATES } from './data/places';
import { catalogItems } from './catalog';
import { hasOwnArt, menuPicture } from './art-menu';
import { renderImages } from './images';
import { escapeXml } from './svg';
import { cityOf, menuSlugsOf, STORES, storeImageUrl } from './stores';

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('store data', () => {
  it('gives every store a unique slug and a known state and city', () => {
    expect(duplicates(STORES.map((store) => store.slug))).toEqual([]);
    for (const store of STORES) {
      expect(STATES.some((state) => state.country === store.country && state.label === store.state)).toBe(true);
      expect(() => cityOf(store)).not.toThrow();
    }
  });

  it("writes every store's postal code in its country's shape, so the address forms take it", () => {
    const refused = STORES.filter((store) => !isPostalCode(store.country, store.zip)).map((store) => `${store.slug}: ${store.zip}`);
    expect(refused).toEqual([]);
  });

  it('uses real IANA time zones and decimal tax rates below 20 %', () => {
    for (const city of CITIES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone })).not.toThrow();
      expect(city.taxRate).toMatch(/^0\.\d{5}$/);
      expect(new Decimal(city.taxRate).lessThan('0.2')).toBe(true);
    }
  });

  it.each([
    ['US', 24, 50, -125, -66],
    ['CA', 42, 60, -130, -52],
  ] as const)('places %s stores inside the country', (country, minLat, maxLat, minLng, maxLng) => {
    for (const store of STORES.filter((s) => s.country === country)) {
      expect(store.latitude).toBeGreaterThan(minLat);
      expect(store.latitude).toBeLessThan(maxLat);
      expect(store.longitude).toBeGreaterThan(minLng);
      expect(store.longitude).toBeLessThan(maxLng);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it('marks only items the store sells as unavailable', () => {
    for (const store of STORES) {
      const sold = MENUS.filter((menu) => menuSlugsOf(store, MENUS.map((m) => m.slug)).includes(menu.slug))
        .flatMap((menu) => menu.sections.flatMap((section) => section.items.map((item) => item.slug)));
      for (const slug of store.unavailable ?? []) expect(sold).toContain(slug);
    }
  });
});

describe('menu data', () => {
  it('gives every item one slug and every section a unique slug within its menu', () => {
    const items = MENUS.flatMap((menu) => menu.sections.flatMap((section) => section.items));
    expect(duplicates(items.map((item) => item.slug))).toEqual([]);
    for (const menu of MENUS) expect(duplicates(menu.sections.map((section) => section.slug))).toEqual([]);
  });

  it('keys option groups by title within an item, and options by title within a group', () => {
    for (const { item } of catalogItems()) {
      const groups = item.optionGroups ?? [];
      expect(duplicates(groups.map((group) => group.title))).toEqual([]);
      for (const group of groups) {
        expect(duplicates(group.options.map((option) => option.title))).toEqual([]);
        expect(group.options.filter((option) => option.isDefault).length).toBeLessThanOrEqual(group.maxChoices);
      }
    }
  });

  it('writes prices as decimal strings with two places', () => {
    for (const { item } of catalogItems()) {
      expect(item.basePrice).toMatch(/^\d+\.\d{2}$/);
      for (const group of item.optionGroups ?? []) for (const option of group.options) expect(option.priceDelta ?? '0.00').toMatch(/^\d+\.\d{2}$/);
    }
  });
});

describe('renderImages', () => {
  const publicDir = path.resolve(__dirname, '../../public');
  const images = renderImages();

  it('has a picture for every store image URL', () => {
    for (const store of STORES) expect(images.has(storeImageUrl(store))).toBe(true);
  });

  it('matches the committed files exactly (run server/seed/make-images.ts after changing data)', () => {
    for (const [url, svg] of images) expect(readFileSync(path.join(publicDir, url), 'utf8')).toBe(svg);
    const onDisk = readdirSync(path.join(publicDir, 'images', 'stores')).map((file) => `/images/stores/${file}`);
    expect(onDisk.sort()).toEqual([...images.keys()].sort());
  });

  it('stays small and well-formed', () => {
    const bytes = [...images.values()].reduce((sum, svg) => sum + Buffer.byteLength(svg), 0);
    expect(bytes).toBeLessThan(100 * 1024);
    for (const svg of images.values()) expectWellFormed(svg);
  });
});

describe('menuPicture', () => {
  const items = catalogItems().map(({ item }) => item);

  it('draws every item a picture of its own, none the same as another', () => {
    expect(items.filter((item) => !hasOwnArt(item.slug)).map((item) => item.slug)).toEqual([]);
    const drawings = items.map((item) => menuPicture(item).replace(/<title>.*<\/title>|aria-label="[^"]*"/g, ''));
    expect(new Set(drawings).size).toBe(items.length);
  });

  it('draws the same picture on every run, named by the item and without drawn text', () => {
    for (const item of items) {
      expect(menuPicture(item)).toBe(menuPicture({ ...item }));
      const svg = menuPicture(item);
      expectWellFormed(svg);
      expect(svg).toContain(`<title>${escapeXml(item.title)}</title>`);
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(Buffer.byteLength(svg)).toBeLessThan(80 * 1024);
    }
  });

  it('draws an item without a picture of its own as its kind of dish', () => {
    const svg = menuPicture({ slug: 'not-on-the-menu-yet', title: 'Smoked Wings', art: 'poultry' });
    expect(svg).toContain('<title>Smoked Wings</title>');
    expect(svg).toContain('filter="url(#fibre-pale)"');
  });
});

function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.trim().endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  expect(svg).not.toMatch(/NaN|undefined/);
}
