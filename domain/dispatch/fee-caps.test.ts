import { FEE_CAP_CURRENCIES, FEE_CAP_ERROR_CODES, FEE_CAP_MESSAGES, feeCapErrorCode, feeCapProblem, isFeeCapCurrency, marketsOfCurrency, type FeeCapMessageName } from './fee-caps';

describe('feeCapProblem', () => {
  it.each([
    ['USD', '0', null],
    ['USD', '4.99', null],
    ['USD', '100', null],
    ['USD', '100.00', null],
    ['USD', '100.01', 'tooLarge'],
    ['USD', '4.999', 'invalid'],
    ['USD', '-1', 'invalid'],
    ['USD', '1e2', 'invalid'],
    ['USD', '', 'invalid'],
    ['USD', ' 4.99', 'invalid'],
    ['USD', '1234567', 'invalid'],
    ['JPY', '500', null],
    ['JPY', '500.00', null],
    ['JPY', '500.5', 'tooManyDecimals'],
    ['JPY', '15000', null],
    ['JPY', '15001', 'tooLarge'],
    ['CAD', '130.00', null],
    ['CAD', '130.01', 'tooLarge'],
  ] as const)('%s %j: %s', (currency, amount, problem) => {
    expect(feeCapProblem(currency, amount)).toBe(problem);
  });
});

describe('FEE_CAP_CURRENCIES and marketsOfCurrency', () => {
  it('lists each market currency once, and the markets paid in it', () => {
    expect(FEE_CAP_CURRENCIES.slice(0, 2)).toEqual(['USD', 'CAD']);
    expect(new Set(FEE_CAP_CURRENCIES).size).toBe(FEE_CAP_CURRENCIES.length);
    expect(marketsOfCurrency('CAD')).toEqual(['CA']);
    expect(isFeeCapCurrency('JPY')).toBe(true);
    expect(isFeeCapCurrency('EUR')).toBe(false);
  });
});

describe('feeCapErrorCode', () => {
  it('gives every message its listed code', () => {
    expect((Object.keys(FEE_CAP_MESSAGES) as FeeCapMessageName[]).map(feeCapErrorCode)).toEqual([...FEE_CAP_ERROR_CODES]);
  });
});
