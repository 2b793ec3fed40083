import {
  deliveryOrPickup,
  HANDOFF,
  categoryIdOf,
  categorySlugOf,
  handoffIdOf,
  handoffIdOfTypeParam,
  handoffValueOf,
  isCateringCategory,
  isHandoffId,
  isOrderCategoryId,
  isOrderCategorySlug,
  ORDER_CATEGORY,
  ORDER_CATEGORY_BY_SLUG,
  ORDER_CATEGORY_IDS,
  parseHandoffTypeParam,
  typeParamOfHandoffId,
} from './handoffs';

describe('isHandoffId', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [6, true],
    [5, false],
    [0, false],
    ['2', false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isHandoffId(value)).toBe(expected);
  });
});

describe('handoffValueOf', () => {
  it.each([
    [1, 'dine-in'],
    [2, 'pickup'],
    [3, 'delivery'],
    [4, 'curbside'],
    [6, 'drive-through'],
  ] as const)('%p → %p', (id, expected) => {
    expect(handoffValueOf(id)).toBe(expected);
  });
});

describe('handoffIdOf', () => {
  it.each([
    ['pickup', 2],
    ['carryout', 2],
    ['pick-up', 2],
    ['Carryout', 2],
    [' delivery ', 3],
    ['curbside', 4],
    ['drive-through', 6],
    ['dine-in', 1],
    ['takeaway', null],
    ['', null],
    [undefined, null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(handoffIdOf(value)).toBe(expected);
  });
});

describe('parseHandoffTypeParam', () => {
  it.each([
    ['carryout', 'carryout'],
    ['DELIVERY', 'delivery'],
    ['pickup', null],
    ['curbside', 'curbside'],
    ['Drive-Through', 'drive-through'],
    ['drive-in', null],
    ['', null],
    [undefined, null],
    [['carryout', 'delivery'], null],
  ])('%p → %p', (value, expected) => {
    expect(parseHandoffTypeParam(value)).toBe(expected);
  });
});

describe('handoffIdOfTypeParam', () => {
  it.each([
    ['carryout', 2],
    ['delivery', 3],
    ['dine-in', 1],
    ['curbside', 4],
    ['drive-through', 6],
  ] as const)('%p → %p', (type, expected) => {
    expect(handoffIdOfTypeParam(type)).toBe(expected);
  });
});

describe('typeParamOfHandoffId', () => {
  it.each([
    [2, 'carryout'],
    [3, 'delivery'],
    [1, 'dine-in'],
    [4, 'curbside'],
    [6, 'drive-through'],
  ] as const)('%p → %p', (id, expected) => {
    expect(typeParamOfHandoffId(id)).toBe(expected);
  });
});

describe('isOrderCategoryId', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    ['1', false],
  ])('%p → %p', (value, expected) => {
    expect(isOrderCategoryId(value)).toBe(expected);
  });
});

describe('categorySlugOf', () => {
  it.each([
    [1, 'everyday'],
    [2, 'catering'],
    [3, 'get-a-quote'],
    [4, 'holiday'],
    [5, 'other'],
  ] as const)('%p → %p', (id, expected) => {
    expect(categorySlugOf(id)).toBe(expected);
  });
});

describe('categoryIdOf', () => {
  it.each([
    ['everyday', 1],
    ['catering', 2],
    ['get-a-quote', 3],
    ['866-catering', 3],
    ['Holiday', 4],
    ['other', 5],
    ['brunch', null],
    ['', null],
    [null, null],
  ])('%p → %p', (slug, expected) => {
    expect(categoryIdOf(slug)).toBe(expected);
  });

  it('round-trips every id through its slug', () => {
    for (const id of [1, 2, 3, 4, 5] as const) expect(categoryIdOf(categorySlugOf(id))).toBe(id);
  });
});

describe('isOrderCategorySlug', () => {
  it.each([
    ['everyday', true],
    ['catering', true],
    ['get-a-quote', true],
    ['holiday', true],
    ['other', true],
    ['866-catering', false],
    ['toString', false],
    ['Everyday', false],
    ['', false],
  ])('%p -> %p', (value, expected) => {
    expect(isOrderCategorySlug(value)).toBe(expected);
  });
});

describe('ORDER_CATEGORY_BY_SLUG', () => {
  it('numbers everyday 1, catering 2, get-a-quote 3, holiday 4, other 5', () => {
    expect(ORDER_CATEGORY_BY_SLUG).toEqual({ everyday: 1, catering: 2, 'get-a-quote': 3, holiday: 4, other: 5 });
    expect(ORDER_CATEGORY).toEqual({ everyday: 1, catering: 2, getAQuote: 3, holiday: 4, other: 5 });
    expect(ORDER_CATEGORY_IDS).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('isCateringCategory', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [5, false],
  ] as const)('%p → %p', (id, expected) => {
    expect(isCateringCategory(id)).toBe(expected);
  });
});

describe('deliveryOrPickup', () => {
  it('is delivery for delivery and pickup for every in-store handoff', () => {
    expect(deliveryOrPickup(HANDOFF.delivery)).toBe('delivery');
    expect([HANDOFF.pickup, HANDOFF.curbside, HANDOFF.dineIn, HANDOFF.driveThrough].map(deliveryOrPickup)).toEqual(['pickup', 'pickup', 'pickup', 'pickup']);
  });
});
