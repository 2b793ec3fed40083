import { formatContentDate, parseIsoDay } from './dates';

describe('formatContentDate', () => {
  it.each([
    ['2024-03-05', 'en-us', '03/05/2024'],
    ['2023-12-31', 'en-us', '12/31/2023'],
    ['2024-01-01', 'en-us', '01/01/2024'],
    ['2024-03-05', 'fr-ca', '2024-03-05'],
    ['2024-03-05', 'en-ca', '2024-03-05'],
    ['2024-03-05', 'ja-jp', '2024/03/05'],
    ['2024-03-05', 'pt-br', '05/03/2024'],
    ['2024-03-05', 'es-mx', '05/03/2024'],
    ['2024-03-05', 'en-ae', '05/03/2024'],
  ] as const)('%s in %s -> %s', (iso, locale, expected) => {
    expect(formatContentDate(iso, locale)).toBe(expected);
  });

  it.each(['2024-02-30', 'March 5', '', '2024-3-5'])('shows %p as it came', (text) => {
    expect(formatContentDate(text, 'en-us')).toBe(text);
  });
});

describe('parseIsoDay', () => {
  it('accepts leap days only in leap years', () => {
    expect(parseIsoDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDay('2023-02-29')).toBeNull();
  });
});
