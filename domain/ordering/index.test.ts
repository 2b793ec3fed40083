import * as ordering from './index';

describe('index', () => {
  it.each([
    'handoffIdOf',
    'categoryIdOf',
    'taxComponents',
    'computeTaxes',
    'applyCoupon',
    'checkCart',
    'resolveCartLimits',
    'priceOrder',
    'generateTimeslots',
    'isAsapAvailable',
    'validateSlot',
    'isInHolidayWindow',
    'isHolidayMode',
    'visibleSubmenuItems',
  ])('exports %s', (name) => {
    expect(typeof (ordering as Record<string, unknown>)[name]).toBe('function');
  });

  it('keeps the private helpers private', () => {
    expect(ordering).not.toHaveProperty('parseDecimal');
    expect(ordering).not.toHaveProperty('zonedToUtc');
  });
});
