/**
 * Which labelling regime each market's menus follow. The US and Canada follow their own; the
 * international markets have no regime modelled here, so they show the EU's 14, the widest of the
 * three, so a diner there never misses a warning one of the others would give. A market that
 * follows another regime changes its entry here.
 */
import type { CountryCode } from '@/domain/markets';
import type { LabelSetId } from './label-sets';

export const LABEL_SET_OF_COUNTRY: Record<CountryCode, LabelSetId> = {
  US: 'us',
  CA: 'ca',
  BR: 'eu',
  JP: 'eu',
  MX: 'eu',
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
