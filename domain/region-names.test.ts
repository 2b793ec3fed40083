import { regionName } from './region-names';

describe('regionName', () => {
  it.each([
    ['CA', 'BC', 'British Columbia', 'fr', 'Colombie-Britannique'],
    ['CA', 'BC', 'British Columbia', 'en', 'British Columbia'],
    ['CA', 'QC', 'Québec', 'fr', 'Québec'],
    ['CA', 'ON', 'Ontario', 'fr', 'Ontario'],
    ['JP', '13', 'Tokyo', 'ja', '東京都'],
    ['JP', '13', 'Tokyo', 'en', 'Tokyo'],
    ['JP', '27', 'Osaka', 'ja', '大阪府'],
    ['JP', '01', 'Hokkaido', 'ja', '北海道'],
    ['JP', '27', 'Osaka', 'en', 'Osaka'],
    ['JP', '13', 'Tokyo', 'pt', 'Tóquio'],
    ['CA', 'NS', 'Nova Scotia', 'fr', 'Nouvelle-Écosse'],
    ['CA', 'PE', 'Prince Edward Island', 'fr', 'Île-du-Prince-Édouard'],
    ['US', 'TX', 'Texas', 'es', 'Texas'],
    ['US', 'ZZ', 'Nowhere', 'fr', 'Nowhere'],
  ] as const)('%s %s (%s) in %s -> %s', (country, label, name, language, expected) => {
    expect(regionName(country, label, name, language)).toBe(expected);
  });
});
