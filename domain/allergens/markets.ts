/**
 * Which labelling regime each market's menus follow. The US, Canada, Japan, Brazil and Mexico
 * follow their own; the UAE, Egypt, Pakistan and the Philippines show the EU's 14, which contain
 * and widen the Codex list their own standards follow. A market that follows another regime changes
 * its entry here.
 */
import type { CountryCode } from '@/domain/markets';
import type { LabelSetId } from './label-sets';

export const LABEL_SET_OF_COUNTRY: Record<CountryCode, LabelSetId> = {
  US: 'us',
  CA: 'ca',
  BR: 'br',
  JP: 'jp',
  MX: 'mx',
  AE: 'eu',
  EG: 'eu',
  PK: 'eu',
  PH: 'eu',
};

/** Markets whose allergen labels show English and French together. */
const BILINGUAL: ReadonlySet<CountryCode> = new Set(['CA']);

/** How a market shows allergens and nutrition: its label set, bilingual labels, and which facts go on a menu card. */
export type AllergenDisplay = { labelSet: LabelSetId; bilingual: boolean; showCalories: boolean; showSodium: boolean };

export function allergenDisplayOf(country: CountryCode): AllergenDisplay {
  return {
    labelSet: LABEL_SET_OF_COUNTRY[country],
    bilingual: BILINGUAL.has(country),
    showCalories: true,
    showSodium: country === 'CA',
  };
}
