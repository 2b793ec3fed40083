import full from 'libphonenumber-js/metadata.min.json';
import { COUNTRY_CODES } from '@/domain/markets';
import { cutMetadata } from './phone-metadata-cut';
import kept from './phone-metadata.json';

describe('the phone metadata kept for the markets', () => {
  it('is the installed library’s metadata for the markets’ countries (else run `npm run phone-metadata`)', () => {
    expect(kept).toEqual(cutMetadata(full as never, COUNTRY_CODES));
  });

  it('keeps each market country, and the US as the main country of +1 before Canada', () => {
    expect(Object.keys(kept.countries).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(kept.country_calling_codes['1']).toEqual(['US', 'CA']);
    expect(kept.country_calling_codes['81']).toEqual(['JP']);
    expect((kept.country_calling_codes as Record<string, string[]>)['44']).toBeUndefined();
  });
});
