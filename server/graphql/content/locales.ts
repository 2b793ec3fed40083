/**
 * Which stored locale answers a request: the requested locale's translation when it is loaded,
 * else English. An unknown or empty locale is English, never an error.
 */
import { BASE_LOCALE, resolveContentLocale } from '@/content';

export type Served = { locale: string; fallback: boolean };

/** The locales to read, preferred first: ['fr-ca', 'en'] for 'fr-CA', ['en'] for 'en-us' or 'de'. */
export function localeCandidates(requested: string): string[] {
  const resolved = resolveContentLocale(requested);
  return resolved === BASE_LOCALE ? [BASE_LOCALE] : [resolved, BASE_LOCALE];
}

/** 'en', 'en-US', 'EN_ca': the reader asked for English, so English is no fallback. */
export function asksForEnglish(requested: string): boolean {
  return /^en(?:$|[-_])/i.test(requested.trim());
}

/** The first candidate that is available, and whether that is a fallback to English. */
export function pickServed(requested: string, available: ReadonlySet<string>): Served | null {
  const locale = localeCandidates(requested).find((candidate) => available.has(candidate));
  if (!locale) return null;
  return { locale, fallback: locale === BASE_LOCALE && !asksForEnglish(requested) };
}
