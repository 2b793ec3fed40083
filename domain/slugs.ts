/**
 * Slugs: dashes in a slug are spaces in text, and a tilde in text becomes a space.
 * 'fort-worth' ↔ 'fort worth'; textToSlug('Québec') === 'quebec'.
 */

/** The text a slug stands for: dashes and tildes become spaces. */
export function slugToText(slug: string): string {
  return slug.replace(/[-~]/g, ' ');
}

/**
 * The slug of a text: accents dropped, lower case, tildes and whitespace runs become one dash,
 * every other character outside a–z and 0–9 is dropped, no dash at either end.
 */
export function textToSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/~/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
