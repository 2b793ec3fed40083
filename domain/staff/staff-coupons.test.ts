import { applyCoupon, toCoupon, type DiscountCart } from '@/domain/ordering/discounts';
import {
  batchProblems,
  couponDraftProblems,
  couponMoveRefusal,
  couponStatus,
  DISCOUNT_TYPE_IDS,
  singleUseCode,
  staffCouponErrorCode,
  staffCouponMessageOf,
  storedValueOf,
  targetOf,
  valueKindOf,
  type CouponDraft,
} from './staff-coupons';

const draft = (overrides: Partial<CouponDraft> = {}): CouponDraft => ({
  code: 'SAVE15',
  title: '15% off from $20',
  typeId: 2,
  value: '15',
  singleUse: false,
  countryCode: 'US',
  itemIds: [],
  subcategoryIds: [],
  handoffIds: [],
  minimumAmount: '20.00',
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  ...overrides,
});

const names = (given: CouponDraft) => couponDraftProblems(given).map((problem) => `${problem.field}:${problem.name}`);

describe('couponDraftProblems', () => {
  it.each([
    ['a valid percentage coupon', draft(), []],
    ['no code', draft({ code: '  ' }), ['code:codeRequired']],
    ['a code with a space inside', draft({ code: 'SAVE 15' }), ['code:codeInvalid']],
    ['a code of 41 characters', draft({ code: 'A'.repeat(41) }), ['code:codeInvalid']],
    ['no title', draft({ title: '' }), ['title:titleRequired']],
    ['a title of 121 characters', draft({ title: 'x'.repeat(121) }), ['title:titleTooLong']],
    ['type 10', draft({ typeId: 10 }), ['typeId:typeInvalid']],
    ['a percentage of 0', draft({ value: '0' }), ['value:percentageInvalid']],
    ['a percentage of 100', draft({ value: '100' }), []],
    ['a percentage of 100.01', draft({ value: '100.01' }), ['value:percentageInvalid']],
    ['a percentage with 3 decimals', draft({ value: '12.345' }), ['value:percentageInvalid']],
    ['an amount of 1000.00', draft({ typeId: 1, value: '1000.00' }), []],
    ['an amount of 1000.01', draft({ typeId: 1, value: '1000.01' }), ['value:amountInvalid']],
    ['an amount written as a float', draft({ typeId: 1, value: '1e2' }), ['value:amountInvalid']],
    ['a free item without a value', draft({ typeId: 9, value: '', itemIds: [7] }), []],
    ['a free item without items', draft({ typeId: 9, value: '' }), ['itemIds:itemsRequired']],
    ['a section amount without sections', draft({ typeId: 5, value: '2' }), ['subcategoryIds:subcategoriesRequired']],
    ['a handoff percentage without handoffs', draft({ typeId: 8 }), ['handoffIds:handoffsRequired']],
    ['an unknown handoff', draft({ typeId: 8, handoffIds: [5] }), ['handoffIds:targetNotFound']],
    ['a minimum of 0', draft({ minimumAmount: '0' }), []],
    ['a negative minimum', draft({ minimumAmount: '-1' }), ['minimumAmount:minimumInvalid']],
    ['a window that ends as it starts', draft({ validFrom: '2026-12-01T00:00:00Z', validTo: '2026-12-01T00:00:00Z' }), ['validTo:windowInvalid']],
    ['a window of one minute', draft({ validFrom: '2026-12-01T00:00:00Z', validTo: '2026-12-01T00:01:00Z' }), []],
    ['a date that is no instant', draft({ validFrom: '2026-12-01' }), ['validFrom:dateInvalid']],
    ['a limit of 0', draft({ usageLimit: 0 }), ['usageLimit:limitInvalid']],
    ['a per-diner limit of 1.5', draft({ perCustomerLimit: 1.5 }), ['perCustomerLimit:limitInvalid']],
    ['limits of 1 and 1000000', draft({ usageLimit: 1_000_000, perCustomerLimit: 1 }), []],
  ] as const)('%s → %j', (_name, given, expected) => {
    expect(names(given)).toEqual(expected);
  });
});

describe('what the form creates, the checkout applies', () => {
  const cart: DiscountCart = {
    handoffId: 2,
    subtotal: '24.00',
    lines: [
      { itemId: 7, subcategoryId: 3, quantity: 2, unitPrice: '10.00', lineTotal: '20.00' },
      { itemId: 8, subcategoryId: 4, quantity: 1, unitPrice: '4.00', lineTotal: '4.00' },
    ],
  };
  const targets = { items: { itemIds: [7] }, subcategories: { subcategoryIds: [3] }, handoffs: { handoffIds: [2] } } as const;

  it.each(DISCOUNT_TYPE_IDS.map((typeId) => [typeId]))('type %i', (typeId) => {
    const target = targetOf(typeId);
    const given = draft({ typeId, value: valueKindOf(typeId) === 'amount' ? '5' : '15', ...(target ? targets[target] : {}) });
    expect(couponDraftProblems(given)).toEqual([]);
    const stored = { id: 1, code: given.code, typeId, value: storedValueOf(given), minimumAmount: given.minimumAmount, itemIds: given.itemIds, subcategoryIds: given.subcategoryIds, handoffIds: given.handoffIds };
    const outcome = applyCoupon(cart, toCoupon(stored));
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.discount).not.toBe('0.00');
  });

  it('15 % off an order over $20 takes $3.60 off $24.00', () => {
    const given = draft();
    const stored = { id: 1, code: 'SAVE15', typeId: 2, value: storedValueOf(given), minimumAmount: '20.00', itemIds: [], subcategoryIds: [], handoffIds: [] };
    expect(applyCoupon(cart, toCoupon(stored))).toEqual({ ok: true, discount: '3.60' });
  });
});

describe('storedValueOf', () => {
  it.each([
    [2, '15', '15.00'],
    [1, '5.5', '5.50'],
    [1, '007.25', '7.25'],
    [9, '', '0.00'],
  ] as const)('type %i, %s → %s', (typeId, value, expected) => {
    expect(storedValueOf({ typeId, value })).toBe(expected);
  });
});

describe('couponStatus', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const state = { pausedAt: null, endedAt: null, validFrom: null, validTo: null };
  it.each([
    ['open', state, 'active'],
    ['paused', { ...state, pausedAt: now }, 'paused'],
    ['ended by an admin', { ...state, endedAt: now, pausedAt: now }, 'ended'],
    ['its window is over', { ...state, validTo: now }, 'ended'],
    ['its window ends a second later', { ...state, validTo: new Date('2026-11-30T12:00:01Z') }, 'active'],
    ['starts tomorrow', { ...state, validFrom: new Date('2026-12-01T00:00:00Z') }, 'scheduled'],
    ['paused before it starts', { ...state, validFrom: new Date('2026-12-01T00:00:00Z'), pausedAt: now }, 'paused'],
  ] as const)('%s → %s', (_name, given, expected) => {
    expect(couponStatus(given, now)).toBe(expected);
  });
});

describe('couponMoveRefusal', () => {
  const open = { pausedAt: null, endedAt: null, validFrom: null, validTo: null };
  const at = new Date('2026-11-30T12:00:00Z');
  it.each([
    [open, 'pause', null],
    [open, 'resume', 'notPaused'],
    [open, 'end', null],
    [{ ...open, pausedAt: at }, 'pause', 'alreadyPaused'],
    [{ ...open, pausedAt: at }, 'resume', null],
    [{ ...open, pausedAt: at }, 'end', null],
    [{ ...open, endedAt: at }, 'resume', 'alreadyEnded'],
    [{ ...open, endedAt: at }, 'end', 'alreadyEnded'],
  ] as const)('%j %s → %s', (given, move, expected) => {
    expect(couponMoveRefusal(given, move)).toBe(expected);
  });
});

describe('batchProblems', () => {
  it.each([
    [{ count: 50, prefix: 'BBQ' }, []],
    [{ count: 0, prefix: '' }, ['batchCountInvalid']],
    [{ count: 501, prefix: '' }, ['batchCountInvalid']],
    [{ count: 1, prefix: 'A B' }, ['prefixInvalid']],
    [{ count: 1, prefix: 'A'.repeat(21) }, ['prefixInvalid']],
  ] as const)('%j → %j', (given, expected) => {
    expect(batchProblems(given).map((problem) => problem.name)).toEqual(expected);
  });
});

describe('singleUseCode', () => {
  it('is the prefix in upper case, a dash and 8 characters of the alphabet', () => {
    expect(singleUseCode('bbq', new Uint8Array([0, 1, 2, 31, 32, 33, 255, 8]))).toBe('BBQ-ABC9AB9J');
  });
  it('is the characters alone without a prefix', () => {
    expect(singleUseCode(' ', new Uint8Array(8))).toBe('AAAAAAAA');
  });
  it('fits a coupon code with the longest prefix', () => {
    expect(singleUseCode('P'.repeat(20), new Uint8Array(8)).length).toBeLessThanOrEqual(40);
  });
});

describe('staffCouponErrorCode and staffCouponMessageOf', () => {
  it('spell each other', () => {
    expect(staffCouponErrorCode('codeTaken')).toBe('staff_coupons_code_taken');
    expect(staffCouponMessageOf('staff_coupons_code_taken')).toBe('codeTaken');
    expect(staffCouponMessageOf('staff_coupons_nothing')).toBeNull();
    expect(staffCouponMessageOf('coupon_not_found')).toBeNull();
  });
});
