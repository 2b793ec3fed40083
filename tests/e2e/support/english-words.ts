/**
 * English words a diner of a Spanish or Portuguese site should never meet: the common words of an
 * ordering site's interface ("Cart", "Sign in", "Your", "Order", "Menu", "Add", "Back", "Start")
 * and the small words every English sentence carries ("the", "and", "with"), so a leftover label
 * and an untranslated description are both caught. Each is matched as a whole word or phrase,
 * whatever its case, with letters of any script as word characters ("Menú" is not "Menu").
 * The brand's names and the app stores' stay in English on every site, and so do the few words the language itself
 * has taken from English (Brazilians write "menu" and order "por delivery"); text marked as another language (`lang`,
 * as the language switcher marks each language's name) is left out by the journey that reads the page.
 */
import { BRAND } from '../../../content/brand';
import type { Language } from './text';

export const ENGLISH_WORDS = [
  // Interface words.
  'Cart', 'Sign in', 'Sign up', 'Sign out', 'Log in', 'Log out', 'Your', 'Order', 'Orders', 'Menu', 'Add', 'Back',
  'Start', 'Checkout', 'Account', 'Store', 'Hours', 'Open', 'Closed', 'Directions', 'Remove', 'Quantity', 'Password',
  'Continue', 'Save', 'Search', 'Find', 'View', 'Today', 'Tomorrow', 'Pickup', 'Carryout', 'Delivery', 'Please',
  'Welcome', 'Forgot', 'Create', 'Profile', 'Rewards', 'Points', 'Items', 'Empty', 'Select', 'Choose', 'Required',
  'Price', 'Calories', 'Allergens', 'Details', 'Phone', 'Address', 'Call', 'Edit', 'Delete', 'Change', 'Show', 'Hide',
  // Words every English sentence carries, and no Spanish or Portuguese one.
  'the', 'and', 'with', 'for', 'you', 'of', 'to', 'from', 'at', 'by', 'or', 'is', 'are', 'our', 'this', 'your',
] as const;

/** Words a language has made its own, and names kept in English everywhere. */
const KEPT: Partial<Record<Language, readonly string[]>> = {
  pt: ['menu', 'delivery'],
};
const NAMES = [BRAND.name, BRAND.rewardsTitle, BRAND.shortName, BRAND.trailerName, BRAND.sisterName, 'App Store', 'Google Play'];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/**
 * The English words of `text`, each with a few words around it to find it by (in order, once per
 * place), read as a page in `language` shows it.
 */
export function englishWordsIn(text: string, language: Language): string[] {
  const kept = new Set((KEPT[language] ?? []).map((word) => word.toLowerCase()));
  const words = ENGLISH_WORDS.filter((word) => !kept.has(word.toLowerCase()));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}'’])`, 'giu');
  let cleaned = text;
  for (const name of NAMES) cleaned = cleaned.split(name).join(' ');
  return Array.from(cleaned.matchAll(pattern), (match) => {
    const start = Math.max(0, match.index - 30);
    return `"${match[0]}" in "…${cleaned.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ').trim()}…"`;
  });
}
