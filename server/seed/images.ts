/**
 * The restaurants' pictures the seed's image URLs point at, rendered in memory by kind of
 * building; make-images.ts writes them to public/images/stores. Menu items' pictures are drawn
 * by art-menu.ts and written with their renditions by the picture build step (scripts/make-pictures.ts).
 */
import { STORE_BACKGROUND, STORE_CAPTIONS, STORE_DRAWINGS } from './art-stores';
import { picture } from './svg';
import type { StoreArt } from './types';

/** Public URL (/images/stores/...) -> SVG text. */
export function renderImages(): Map<string, string> {
  const images = new Map<string, string>();
  for (const art of Object.keys(STORE_DRAWINGS) as StoreArt[]) {
    images.set(`/images/stores/${art}.svg`, picture(STORE_CAPTIONS[art], STORE_BACKGROUND, STORE_DRAWINGS[art], STORE_CAPTIONS[art]));
  }
  return images;
}
