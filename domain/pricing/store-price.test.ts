import { storeOptionDelta } from './store-price';

describe('storeOptionDelta', () => {
  it.each([
    ['the store’s own price change: ￥150 for the brisket upgrade at Umeda', '1.00', '150', '150.00'],
    ['the option’s own without a store price', '1.00', null, '1.00'],
    ['a store’s zero beats the option’s', '1.50', '0', '0.00'],
    ['a discount stays a discount', '-0.50', '-10', '-10.00'],
  ])('%s', (_, priceDelta, override, expected) => {
    expect(storeOptionDelta(priceDelta, override)).toBe(expected);
  });
});
