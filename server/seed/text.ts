/** Small text helpers of the seed: slugs and translation maps. */
import type { Translations } from '@/server/db/schema';
import type { TranslatedText } from '@/content/menus/types';

/** 'São Paulo' -> 'sao-paulo', 'St. Louis' -> 'st-louis'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Texts = { fr: TranslatedText | string; ja: TranslatedText | string; es?: string; pt?: string };

function entry(text: TranslatedText | string): { title: string; description?: string } {
  if (typeof text === 'string') return { title: text };
  const [title, description] = text;
  return description === undefined ? { title } : { title, description };
}

/** French (Canada) and Japanese always; Mexican Spanish and Brazilian Portuguese when given. */
export function translations(texts: Texts): Translations {
  const result: Translations = { 'fr-ca': entry(texts.fr), 'ja-jp': entry(texts.ja) };
  if (texts.es) result['es-mx'] = { title: texts.es };
  if (texts.pt) result['pt-br'] = { title: texts.pt };
  return result;
}
