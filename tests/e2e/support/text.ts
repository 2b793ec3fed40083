/**
 * The interface text a diner reads, per language, straight from locales/: the journeys look for
 * what the page should say in that language, so a page that falls back to English fails them.
 */
import { en, es, fr, ja, pt } from '../../../locales';

const CATALOGUES = { en, es, fr, ja, pt } as const;

export type Language = keyof typeof CATALOGUES;
type Key = keyof typeof en;

/** The text of `key` in `language` (English when the language lacks it), placeholders filled. */
export function text(language: Language, key: Key, values: Record<string, string> = {}): string {
  const catalogue: Partial<Record<Key, string>> = CATALOGUES[language];
  const template = catalogue[key] ?? en[key];
  return template.replace(/\[(\w+)\]/g, (whole, name: string) => values[name] ?? whole);
}
