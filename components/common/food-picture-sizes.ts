/**
 * How wide each place shows a food picture, as the `sizes` the browser picks a rendition with.
 * Each follows its layout's CSS: change one when its layout changes. A picture cropped to a square
 * (the menu row on phones) is as wide as its 8:5 rendition must be to cover the square.
 */
import { pictureSizes } from '@/domain/pictures';

export const FOOD_PICTURE_SIZES = {
  /** Menu rows: a 6.5rem square on phones (an 8:5 picture 10.4rem wide covers it), grid cards wider. */
  menuItem: pictureSizes([
    { width: '167px' },
    { minWidth: 641, width: '50vw' },
    { minWidth: 900, width: '33vw' },
    { minWidth: 1200, width: '300px' },
  ]),
  /** Menu At A Glance cards: the page's width on phones, then a grid. */
  glanceCard: pictureSizes([
    { width: 'calc(100vw - 2rem)' },
    { minWidth: 641, width: '50vw' },
    { minWidth: 900, width: '33vw' },
    { minWidth: 1200, width: '300px' },
  ]),
  /** The picture at the top of an item page: the page's width, then half of it beside the order form. */
  itemPage: pictureSizes([
    { width: 'calc(100vw - 2rem)' },
    { minWidth: 901, width: '48vw' },
    { minWidth: 1200, width: '576px' },
  ]),
  /** A cart line's thumbnail. */
  cartLine: pictureSizes([{ width: '96px' }]),
  /** Menu highlights on the home page: two a row on phones, four from 900 px. */
  homeHighlight: pictureSizes([
    { width: '50vw' },
    { minWidth: 900, width: '25vw' },
    { minWidth: 1200, width: '290px' },
  ]),
  /** Catering packages: one a row on phones, two from 640 px, three from 1024 px. */
  cateringPackage: pictureSizes([
    { width: 'calc(100vw - 2rem)' },
    { minWidth: 640, width: '50vw' },
    { minWidth: 1024, width: '33vw' },
    { minWidth: 1200, width: '380px' },
  ]),
} as const;

export type FoodPicturePlace = keyof typeof FOOD_PICTURE_SIZES;
