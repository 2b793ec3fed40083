import { ALLERGEN_IDS } from '@/domain/allergens/allergens';
import { LABEL_SETS } from '@/domain/allergens/label-sets';
import { CATALOGUES } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/i18n-core';

/** The menus name each label, and the staff console each ingredient, by `allergens.label.<id>`. */
describe('allergen texts', () => {
  const ids = [...new Set([...ALLERGEN_IDS, ...Object.values(LABEL_SETS).flatMap((set) => set.map((label) => label.id))])];

  it.each(LANGUAGES)('%s names every ingredient and every label', (language) => {
    const catalogue = CATALOGUES[language] as Record<string, string | undefined>;
    expect(ids.filter((id) => !catalogue[`allergens.label.${id}`])).toEqual([]);
  });

  it.each(LANGUAGES)('%s words a market’s label apart only for a label that market shows', (language) => {
    const catalogue = CATALOGUES[language] as Record<string, string | undefined>;
    const worded = Object.keys(catalogue).filter((key) => /^allergens\.label\.[a-z]{2}\./.test(key));
    const stray = worded.filter((key) => {
      const [, , set, id] = key.split('.') as [string, string, keyof typeof LABEL_SETS, string];
      return !LABEL_SETS[set]?.some((label) => label.id === id);
    });
    expect(worded.length).toBeGreaterThan(0);
    expect(stray).toEqual([]);
  });

  it('Japan’s labels read as the Consumer Affairs Agency writes them', () => {
    const ja = CATALOGUES.ja as Record<string, string>;
    expect(LABEL_SETS.jp.filter((label) => label.required).map((label) => ja[`allergens.label.${label.id}`])).toEqual(['えび', 'かに', 'くるみ', '小麦', 'そば', '卵', '乳', '落花生']);
  });
});
