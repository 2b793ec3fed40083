import type { Coupon, DiscountCart } from '@/domain/ordering/discounts';
import type { CouponRules } from '@/domain/ordering/coupon-availability';
import { savingOf, suggestFromWallet, type SuggestionInput, type WalletCoupon, type WalletEntry, type WalletItem } from './wallet-suggestion';

const NOW = new Date('2026-11-24T12:00:00Z');
const BRISKET = 10;
const TEA = 11;
const MEATS = 100;

/** Brisket 2 × 15.00 and tea 2 × 2.50: subtotal 35.00, pickup. */
const cart: DiscountCart = {
  handoffId: 2,
  subtotal: '35.00',
  lines: [
    { itemId: BRISKET, subcategoryId: MEATS, quantity: 2, unitPrice: '15.00', lineTotal: '30.00' },
    { itemId: TEA, subcategoryId: 200, quantity: 2, unitPrice: '2.50', lineTotal: '5.00' },
  ],
};

const openRules: CouponRules = { brandId: 4, countryCode: null, validFrom: null, validTo: null, perCustomerLimit: null, usageLimit: null };

function coupon(id: number, typeId: Coupon['typeId'], value: string, conditions: Coupon['conditions'] = {}): Coupon {
  return { id, code: `C${id}`, typeId, value, conditions };
}

function walletCoupon(rewardId: string, given: Coupon, extra: Partial<WalletCoupon> = {}): WalletCoupon {
  return { rewardId, kind: 3, title: `Reward ${rewardId}`, expiresAt: null, coupon: given, rules: openRules, usage: { total: 0, byCustomer: 0, codeUsed: false }, ...extra };
}

function item(rewardId: string, price: string | null, extra: Partial<WalletItem> = {}): WalletItem {
  return { rewardId, kind: 1, title: `Item ${rewardId}`, expiresAt: null, itemId: 99, price, ...extra };
}

function input(wallet: WalletEntry[], extra: Partial<SuggestionInput> = {}): SuggestionInput {
  return { cart, applied: [], onOrder: [], wallet, place: { brandId: 4, countryCode: 'US', now: NOW }, ...extra };
}

describe('savingOf', () => {
  it.each([
    ['order amount', walletCoupon('r1', coupon(1, 1, '5.00')), '5'],
    ['order percentage', walletCoupon('r1', coupon(1, 2, '10')), '3.5'],
    ['item amount capped at the item', walletCoupon('r1', coupon(1, 3, '50.00', { itemIds: [TEA] })), '5'],
    ['item percentage', walletCoupon('r1', coupon(1, 4, '50', { itemIds: [BRISKET] })), '15'],
    ['subcategory amount', walletCoupon('r1', coupon(1, 5, '4.00', { subcategoryIds: [MEATS] })), '4'],
    ['subcategory percentage', walletCoupon('r1', coupon(1, 6, '20', { subcategoryIds: [MEATS] })), '6'],
    ['handoff amount, pickup targeted', walletCoupon('r1', coupon(1, 7, '3.00', { handoffIds: [2] })), '3'],
    ['handoff percentage, delivery only', walletCoupon('r1', coupon(1, 8, '10', { handoffIds: [3] })), '0'],
    ['item free: one brisket', walletCoupon('r1', coupon(1, 9, '0', { itemIds: [BRISKET] })), '15'],
    ['item not in the cart', walletCoupon('r1', coupon(1, 9, '0', { itemIds: [77] })), '0'],
    ['minimum not reached', walletCoupon('r1', coupon(1, 1, '5.00', { minimumSubtotal: '40.00' })), '0'],
    ['expired reward', walletCoupon('r1', coupon(1, 1, '5.00'), { expiresAt: NOW }), '0'],
    ['coupon past its dates', walletCoupon('r1', coupon(1, 1, '5.00'), { rules: { ...openRules, validTo: NOW } }), '0'],
    ['coupon of another market', walletCoupon('r1', coupon(1, 1, '5.00'), { rules: { ...openRules, countryCode: 'CA' } }), '0'],
    ['coupon used up', walletCoupon('r1', coupon(1, 1, '5.00'), { rules: { ...openRules, usageLimit: 1 }, usage: { total: 1, byCustomer: 0, codeUsed: false } }), '0'],
    ['diner limit reached', walletCoupon('r1', coupon(1, 1, '5.00'), { rules: { ...openRules, perCustomerLimit: 1 }, usage: { total: 1, byCustomer: 1, codeUsed: false } }), '0'],
    ['serialized code used', walletCoupon('r1', coupon(1, 1, '5.00'), { kind: 4, usage: { total: 1, byCustomer: 0, codeUsed: true } }), '0'],
    ['loyalty item at its price', item('r1', '8.99'), '8.99'],
    ['loyalty item this store does not sell', item('r1', null), '0'],
  ] as const)('%s saves %s', (_name, entry, expected) => {
    expect(savingOf(entry, input([entry])).toString()).toBe(expected);
  });

  it('counts only what a coupon adds to the coupons already on the order', () => {
    // 35.00 − 30.00 already off leaves 5.00: a 10.00 coupon adds 5.00.
    const entry = walletCoupon('r1', coupon(1, 1, '10.00'));
    expect(savingOf(entry, input([entry], { applied: [coupon(50, 1, '30.00')] })).toString()).toBe('5');
  });

  it('judges the minimum after the coupons already on the order', () => {
    const entry = walletCoupon('r1', coupon(1, 1, '5.00', { minimumSubtotal: '30.00' }));
    expect(savingOf(entry, input([entry], { applied: [coupon(50, 1, '10.00')] })).toString()).toBe('0');
  });

  it('never suggests a coupon already applied or a reward already on the order', () => {
    const entry = walletCoupon('r1', coupon(1, 1, '5.00'));
    expect(savingOf(entry, input([entry], { applied: [coupon(1, 1, '5.00')] })).toString()).toBe('0');
    expect(savingOf(entry, input([entry], { onOrder: ['r1'] })).toString()).toBe('0');
  });

  it('offers no coupon on an empty cart', () => {
    const entry = walletCoupon('r1', coupon(1, 1, '5.00'));
    expect(savingOf(entry, input([entry], { cart: { handoffId: 2, subtotal: '0.00', lines: [] } })).toString()).toBe('0');
  });
});

describe('suggestFromWallet', () => {
  it.each([
    ['an empty wallet', [], null],
    ['nothing saves', [walletCoupon('r1', coupon(1, 8, '10', { handoffIds: [3] })), item('r2', null)], null],
    ['the larger saving', [walletCoupon('r1', coupon(1, 1, '5.00')), walletCoupon('r2', coupon(2, 9, '0', { itemIds: [BRISKET] })), item('r3', '8.99')], { rewardId: 'r2', saving: '15.00' }],
    ['a loyalty item beats a small coupon', [walletCoupon('r1', coupon(1, 2, '10')), item('r2', '8.99')], { rewardId: 'r2', saving: '8.99' }],
    ['a tie goes to the one expiring first', [walletCoupon('r1', coupon(1, 1, '5.00')), walletCoupon('r2', coupon(2, 1, '5.00'), { expiresAt: new Date('2026-12-01T00:00:00Z') })], { rewardId: 'r2', saving: '5.00' }],
    ['a tie without dates goes to the lower id', [walletCoupon('r7', coupon(7, 1, '5.00')), walletCoupon('r3', coupon(3, 1, '5.00'))], { rewardId: 'r3', saving: '5.00' }],
    ['the best one is expired', [walletCoupon('r1', coupon(1, 1, '20.00'), { expiresAt: new Date('2026-11-01T00:00:00Z') }), walletCoupon('r2', coupon(2, 1, '2.00'))], { rewardId: 'r2', saving: '2.00' }],
  ] as const)('%s', (_name, wallet, expected) => {
    const suggestion = suggestFromWallet(input([...wallet]));
    if (expected === null) expect(suggestion).toBeNull();
    else expect(suggestion).toMatchObject(expected);
  });

  it('names the reward, its kind and title', () => {
    expect(suggestFromWallet(input([walletCoupon('r4', coupon(4, 1, '5.00'), { kind: 4, title: 'Five off' })]))).toEqual({
      rewardId: 'r4',
      kind: 4,
      title: 'Five off',
      saving: '5.00',
      placement: null,
    });
  });

  it('makes the line of the item already in the cart free, at that line\'s unit price', () => {
    const pie = item('r5', '4.49', { itemId: TEA });
    expect(savingOf(pie, input([pie])).toString()).toBe('2.5');
    expect(suggestFromWallet(input([pie]))).toMatchObject({ rewardId: 'r5', saving: '2.50', placement: 'cart-line' });
  });

  it('says a reward for an item not in the cart adds it free', () => {
    expect(suggestFromWallet(input([item('r6', '4.49')]))).toMatchObject({ rewardId: 'r6', saving: '4.49', placement: 'added-item' });
  });

  it('adds the item when every line of it is free already', () => {
    const freeTea = { ...cart, lines: [cart.lines[0]!, { ...cart.lines[1]!, freeQuantity: 1 }] };
    const tea = item('r7', '2.50', { itemId: TEA });
    expect(suggestFromWallet(input([tea], { cart: freeTea }))).toMatchObject({ saving: '2.50', placement: 'added-item' });
  });
});
