/**
 * Every picture the seed's image URLs point at, rendered in memory: menu items by their
 * slug, restaurants by their kind of building. make-images.ts writes them to public/.
 */
import { STORE_BACKGROUND, STORE_CAPTIONS, STORE_DRAWINGS } from './art-stores';
import { menuDrawing } from './art-menu';
import { catalogItems, menuImageUrl } from './catalog';
import { picture } from './svg';
import type { StoreArt } from './types';

/** Public URL (/images/...) -> SVG text. */
export function renderImages(): Map<string, string> {
  const images = new Map<string, string>();
  for (const { item } of catalogItems()) {
    const { background, drawing } = menuDrawing(item.art, item.slug);
    images.set(menuImageUrl(item), picture(item.title, background, drawing, item.title));
  }
  for (const art of Object.keys(STORE_DRAWINGS) as StoreArt[]) {
    images.set(`/images/stores/${art}.svg`, picture(STORE_CAPTIONS[art], STORE_BACKGROUND, STORE_DRAWINGS[art], STORE_CAPTIONS[art]));
  }
  return images;
}
