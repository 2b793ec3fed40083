import { pointsEarned } from './earning';
import { earnRateIn } from './earn-rates';

describe('pointsEarned', () => {
  it.each([
    [{ loyaltyEnabled: true, pointsPerUnit: 10 }, '24.99', 249],
    [{ loyaltyEnabled: true, pointsPerUnit: 10 }, '0.09', 0],
    [{ loyaltyEnabled: true, pointsPerUnit: 2 }, '100.00', 200],
    [{ loyaltyEnabled: true }, '12.50', 125],
    [{ loyaltyEnabled: true, pointsPerUnit: 10 }, '0.00', 0],
    [{ loyaltyEnabled: true, pointsPerUnit: 0 }, '50.00', 0],
    [{ loyaltyEnabled: false, pointsPerUnit: 10 }, '50.00', 0],
  ])('%o on $%s earns %d', (brand, amount, expected) => {
    expect(pointsEarned(brand, amount, 'USD')).toBe(expected);
  });

  it.each([
    ['a $20 plate in Dallas', '20.00', 'USD', 200],
    ['a CA$20 plate in Toronto', '20.00', 'CAD', 200],
    ['a ￥3,000 plate in Osaka', '3000', 'JPY', 200],
    ['￥14 in Osaka', '14', 'JPY', 0],
    ['￥15 in Osaka', '15', 'JPY', 1],
    ['a MX$360 plate in Monterrey', '360.00', 'MXN', 200],
    ['a currency without an earn unit', '360.00', 'XXX', 0],
  ])('a typical meal earns alike: %s', (_, amount, currency, expected) => {
    expect(pointsEarned({ loyaltyEnabled: true, pointsPerUnit: 10 }, amount, currency)).toBe(expected);
  });
});

describe('earnRateIn', () => {
  it('states the market’s rate: points for every earn unit of its currency', () => {
    expect(earnRateIn(10, 'USD')).toEqual({ points: 10, per: '1' });
    expect(earnRateIn(10, 'JPY')).toEqual({ points: 10, per: '150' });
    expect(earnRateIn(5, 'MXN')).toEqual({ points: 5, per: '18' });
  });
});
