import { pointsEarned } from './earning';

describe('pointsEarned', () => {
  it.each([
    [{ loyaltyEnabled: true, pointsPerUnit: 10 }, '24.99', 249],
    [{ loyaltyEnabled: true, pointsPerUnit: 10 }, '0.09', 0],
    [{ loyaltyEnabled: true, pointsPerUnit: 2 }, '100.00', 200],
    [{ loyaltyEnabled: true }, '12.50', 125],
    [{ loyaltyEnabled: true, pointsPerUnit: 10 }, '0.00', 0],
    [{ loyaltyEnabled: true, pointsPerUnit: 0 }, '50.00', 0],
    [{ loyaltyEnabled: false, pointsPerUnit: 10 }, '50.00', 0],
  ])('%o on %s earns %d', (brand, amount, expected) => {
    expect(pointsEarned(brand, amount)).toBe(expected);
  });
});
