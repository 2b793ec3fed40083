import type { WireLocation } from '@/domain/wire/catalog';
import { mapStoreOf } from './pins';

const address = { address: '1-9-20 Umeda, Kita-ku', city: 'Osaka', citySlug: 'osaka', state: { label: '27', name: 'Osaka', slug: 'osaka' }, zip: '5300001', latitude: 34.7025, longitude: 135.4959 };
const umeda: Pick<WireLocation, 'id' | 'title' | 'localTitle' | 'countryCode' | 'address'> = { id: 3, title: 'Umeda', localTitle: '梅田', countryCode: 'JP', address };

describe('mapStoreOf', () => {
  it.each([
    ['ja', '梅田'],
    ['en', 'Umeda'],
  ] as const)('labels the pin for a reader of %s: %s', (language, title) => {
    expect(mapStoreOf(umeda, language)).toEqual({ id: 3, title, latitude: 34.7025, longitude: 135.4959 });
  });

  it('labels a store without a local name with its name', () => {
    expect(mapStoreOf({ ...umeda, localTitle: null }, 'ja').title).toBe('Umeda');
  });
});
