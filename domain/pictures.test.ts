import { fallbackWidth, PICTURE_WIDTHS, pictureHeight, pictureSizes, pictureSrcSet, pictureStem, renditionUrl } from './pictures';

describe('pictureStem', () => {
  it.each([
    ['/images/menu/beef-brisket-lb.svg', '/images/menu/beef-brisket-lb'],
    ['/images/menu/uploads/7f3a_b2.jpg', '/images/menu/uploads/7f3a_b2'],
    ['/images/menu/sweet-tea.jpeg', '/images/menu/sweet-tea'],
    ['/images/menu/sweet-tea.webp', '/images/menu/sweet-tea'],
  ])('%s has renditions at %s/', (src, stem) => {
    expect(pictureStem(src)).toBe(stem);
  });

  it.each([
    ['a store picture', '/images/stores/roadhouse.svg'],
    ['another host', 'https://cdn.example.com/images/menu/brisket.jpg'],
    ['no extension', '/images/menu/brisket'],
    ['a climb out of the folder', '/images/menu/../secret.jpg'],
    ['a query string', '/images/menu/brisket.jpg?v=2'],
    ['capitals', '/images/menu/Brisket.jpg'],
  ])('%s has none: %s', (_case, src) => {
    expect(pictureStem(src)).toBeNull();
  });
});

describe('renditionUrl', () => {
  it('puts each width and format in the folder named by the stem', () => {
    expect(renditionUrl('/images/menu/lemonade', 480, 'avif')).toBe('/images/menu/lemonade/480.avif');
    expect(renditionUrl('/images/menu/lemonade', 1280, 'jpg')).toBe('/images/menu/lemonade/1280.jpg');
  });
});

describe('pictureSrcSet', () => {
  it('lists every width, smallest first, with its w descriptor', () => {
    expect(pictureSrcSet('/images/menu/lemonade', 'webp')).toBe(
      '/images/menu/lemonade/160.webp 160w, /images/menu/lemonade/320.webp 320w, /images/menu/lemonade/480.webp 480w, ' +
        '/images/menu/lemonade/640.webp 640w, /images/menu/lemonade/960.webp 960w, /images/menu/lemonade/1280.webp 1280w',
    );
  });

  it('lists only the widths asked for', () => {
    expect(pictureSrcSet('/images/menu/a', 'jpg', [160, 320])).toBe('/images/menu/a/160.jpg 160w, /images/menu/a/320.jpg 320w');
  });
});

describe('fallbackWidth', () => {
  it.each([
    [1, 160],
    [96, 160],
    [160, 160],
    [161, 320],
    [640, 640],
    [641, 960],
    [1280, 1280],
    [4000, 1280],
  ])('%i px shown → the %i px rendition', (width, expected) => {
    expect(fallbackWidth(width)).toBe(expected);
  });
});

describe('pictureSizes', () => {
  it('orders breakpoints widest first and ends with the default, whatever the order given', () => {
    expect(
      pictureSizes([
        { minWidth: 641, width: '50vw' },
        { width: '167px' },
        { minWidth: 1200, width: '300px' },
        { minWidth: 900, width: '33vw' },
      ]),
    ).toBe('(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 641px) 50vw, 167px');
  });

  it('is the default alone when there is no breakpoint', () => {
    expect(pictureSizes([{ width: 'calc(100vw - 2rem)' }])).toBe('calc(100vw - 2rem)');
  });

  it.each([
    ['no default', [{ minWidth: 640, width: '50vw' }]],
    ['two defaults', [{ width: '50vw' }, { width: '100vw' }]],
    ['two rules for one breakpoint', [{ width: '100vw' }, { minWidth: 640, width: '50vw' }, { minWidth: 640, width: '40vw' }]],
  ])('refuses %s', (_case, rules) => {
    expect(() => pictureSizes(rules)).toThrow();
  });
});

describe('pictureHeight', () => {
  it('keeps 8:5 for every rendition', () => {
    expect(PICTURE_WIDTHS.map(pictureHeight)).toEqual([100, 200, 300, 400, 600, 800]);
  });
});
