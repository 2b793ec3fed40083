import { containsPattern, isCouponStatus } from './coupon-list';

describe('containsPattern', () => {
  it.each([
    ['brisket', '%brisket%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('finds %p anywhere, literally: %p', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});

describe('isCouponStatus', () => {
  it.each([
    ['active', true],
    ['scheduled', true],
    ['paused', true],
    ['ended', true],
    ['Active', false],
    ['', false],
  ])('%p: %p', (value, expected) => {
    expect(isCouponStatus(value)).toBe(expected);
  });
});
