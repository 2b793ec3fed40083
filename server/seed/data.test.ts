import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { isPostalCode } from '@/domain/validation';
import { MENUS } from '@/content/menus/menus';
import { CITIES, STATES } from './data/places';
import { catalogItems } from './catalog';
import { renderImages } from './images';
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

  it('has a picture for every item and store image URL', () => {
    for (const { item } of catalogItems()) expect(images.has(`/images/menu/${item.slug}.svg`)).toBe(true);
    for (const store of STORES) expect(images.has(storeImageUrl(store))).toBe(true);
  });

  it('matches the committed files exactly (run server/seed/make-images.ts after changing data)', () => {
    for (const [url, svg] of images) expect(readFileSync(path.join(publicDir, url), 'utf8')).toBe(svg);
    const onDisk = ['menu', 'stores'].flatMap((folder) => readdirSync(path.join(publicDir, 'images', folder)).map((file) => `/images/${folder}/${file}`));
    expect(onDisk.sort()).toEqual([...images.keys()].sort());
  });

  it('stays small and well-formed', () => {
    const bytes = [...images.values()].reduce((sum, svg) => sum + Buffer.byteLength(svg), 0);
    expect(bytes).toBeLessThan(300 * 1024);
    for (const svg of images.values()) {
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    }
  });
});
