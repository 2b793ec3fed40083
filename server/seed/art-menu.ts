/**
 * Illustrations of menu items, one per item, drawn here (nothing fetched): a table, how the dish is
 * served and the dish itself, with textures (wood, paper, meat grain, pepper, crumb), shadows and
 * highlights. Written as SVG sources; the picture pipeline (scripts/pictures) rasterises them.
 */
import type { ItemSeed } from '@/content/menus/types';
import { ART_HEIGHT, ART_WIDTH, DEFS, rngOf, table, vignette } from './art/kit';
import { KIND_SCENES, SCENES } from './art/scenes';
import { escapeXml } from './svg';

/** Whether the item has a picture of its own (otherwise it shows its kind of dish). */
export const hasOwnArt = (slug: string) => Object.hasOwn(SCENES, slug);

/** The whole SVG of one item's picture. The title names it; no text is drawn, so it suits every language. */
export function menuPicture(item: Pick<ItemSeed, 'slug' | 'title' | 'art'>): string {
  const rng = rngOf(item.slug);
  const scene = SCENES[item.slug] ?? KIND_SCENES[item.art];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-label="${escapeXml(item.title)}">`,
    `<title>${escapeXml(item.title)}</title>`,
    `<defs>${DEFS}</defs>`,
    table(rng),
    scene(rng),
    vignette(),
    '</svg>',
    '',
  ].join('\n');
}
