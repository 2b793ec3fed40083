/** A store's web address name (its slug): derived from its title, editable, unique within the brand. */
/** The column's size. */
export const STORE_SLUG_MAX = 120;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Lower Greenville' -> 'lower-greenville', 'Café Saint-Denis' -> 'cafe-saint-denis'. */
export function storeSlugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STORE_SLUG_MAX)
    .replace(/-+$/, '');
}

export function isStoreSlug(text: string): boolean {
  return text.length > 0 && text.length <= STORE_SLUG_MAX && SLUG.test(text);
}
