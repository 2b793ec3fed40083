/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { pictureSizes, type SizeRule } from '@/domain/pictures';
import { FOOD_PICTURE_SIZES } from './food-picture-sizes';
import { FoodPicture } from './food-picture';

describe('FoodPicture', () => {
  it('offers AVIF and WebP renditions and a JPEG fallback, with the sizes of its place', () => {
    const { container } = render(<FoodPicture src="/images/menu/sweet-tea.svg" alt="" place="menuItem" width={320} height={200} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain('/images/menu/sweet-tea/480.avif 480w');
    expect(sources[1]?.getAttribute('srcset')).toContain('/images/menu/sweet-tea/1280.webp 1280w');
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(FOOD_PICTURE_SIZES.menuItem);
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/menu/sweet-tea/320.jpg');
    expect(img?.getAttribute('srcset')).toContain('/images/menu/sweet-tea/160.jpg 160w');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['320', '200']);
  });

  it('loads lazily unless it is the priority picture, which is fetched at once and first', () => {
    const { container, rerender } = render(<FoodPicture src="/images/menu/lemonade.svg" alt="" place="menuItem" width={320} height={200} />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('loading')).toBe('lazy');
    expect(img()?.hasAttribute('fetchpriority')).toBe(false);
    rerender(<FoodPicture src="/images/menu/lemonade.svg" alt="" place="itemPage" width={640} height={400} priority />);
    expect(img()?.getAttribute('loading')).toBe('eager');
    expect(img()?.getAttribute('fetchpriority')).toBe('high');
    expect(img()?.getAttribute('src')).toBe('/images/menu/lemonade/640.jpg');
  });

  it('shows a picture without renditions as it is', () => {
    const { container } = render(<FoodPicture src="https://cdn.example.com/brisket.jpg" alt="Brisket" place="cartLine" width={96} height={60} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/brisket.jpg');
    expect(img?.getAttribute('alt')).toBe('Brisket');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});

describe('FOOD_PICTURE_SIZES', () => {
  it('ends every place with a default width after its breakpoints', () => {
    for (const sizes of Object.values(FOOD_PICTURE_SIZES)) expect(sizes).toMatch(/^(\(min-width: \d+px\) [^,]+, )*[^,(]+(\([^)]*\))?$/);
  });

  it('writes each place as pictureSizes does: the widest breakpoint first, one default last, no breakpoint twice', () => {
    const rulesOf = (sizes: string): SizeRule[] =>
      sizes.split(', ').map((part) => {
        const ranged = /^\(min-width: (\d+)px\) (.+)$/.exec(part);
        return ranged ? { minWidth: Number(ranged[1]), width: ranged[2]! } : { width: part };
      });
    for (const sizes of Object.values(FOOD_PICTURE_SIZES)) expect(pictureSizes([...rulesOf(sizes)].reverse())).toBe(sizes);
  });
});
