import { referralFromQuery, referralPath } from './referral-link';

describe('referralPath', () => {
  it.each([
    ['en-us', 'AB12CD34', '/signup?ref=AB12CD34'],
    ['fr-ca', 'AB12CD34', '/ca/fr/signup?ref=AB12CD34'],
    ['ja-jp', 'X-1', '/jp/ja/signup?ref=X-1'],
  ] as const)('%s %s → %s', (locale, code, path) => {
    expect(referralPath(locale, code)).toBe(path);
  });
});

describe('referralFromQuery', () => {
  it.each([
    ['AB12CD34', 'AB12CD34'],
    [' AB12CD34 ', 'AB12CD34'],
    [['FIRST', 'SECOND'], 'FIRST'],
    [undefined, ''],
    ['<script>', ''],
    ['A'.repeat(41), ''],
    ['', ''],
  ])('%j → %j', (value, code) => {
    expect(referralFromQuery(value)).toBe(code);
  });
});
