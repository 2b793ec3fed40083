/**
 * How wide each place shows a food picture, as the `sizes` the browser picks a rendition with.
 * Each follows its layout's CSS: change one when its layout changes. A picture cropped to a square
 * (the menu row on phones) is as wide as its 8:5 rendition must be to cover the square.
 * Written out as the browser reads them (the widest breakpoint first, the default last); the test
 * beside food-picture.tsx checks each against domain/pictures.ts `pictureSizes`, which writes that
 * order, so the browser does not build them on every page.
 */
export const FOOD_PICTURE_SIZES = {
  /** Menu rows: a 6.5rem square on phones (an 8:5 picture 10.4rem wide covers it), grid cards wider. */
  menuItem: '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 641px) 50vw, 167px',
  /** Menu At A Glance cards: the page's width on phones, then a grid. */
  glanceCard: '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 641px) 50vw, calc(100vw - 2rem)',
  /** The picture at the top of an item page: the page's width, then half of it beside the order form. */
  itemPage: '(min-width: 1200px) 576px, (min-width: 901px) 48vw, calc(100vw - 2rem)',
  /** A cart line's thumbnail. */
  cartLine: '96px',
  /** Menu highlights on the home page: two a row on phones, four from 900 px. */
  homeHighlight: '(min-width: 1200px) 290px, (min-width: 900px) 25vw, 50vw',
  /** Catering packages: one a row on phones, two from 640 px, three from 1024 px. */
  cateringPackage: '(min-width: 1200px) 380px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)',
} as const;

export type FoodPicturePlace = keyof typeof FOOD_PICTURE_SIZES;
