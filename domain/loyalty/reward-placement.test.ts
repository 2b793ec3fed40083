import { placeItemReward, type RewardableLine } from './reward-placement';

const BRISKET = 10;
const PUDDING = 12;
const PIE = 14;

/** Brisket, Banana Pudding and a Sweet Potato Pie. */
const cart: RewardableLine[] = [
  { itemId: BRISKET, quantity: 1, unitPrice: '24.99' },
  { itemId: PUDDING, quantity: 1, unitPrice: '3.99' },
  { itemId: PIE, quantity: 1, unitPrice: '4.49' },
];

describe('placeItemReward', () => {
  it.each([
    ['the pie already in the cart becomes free', cart, PIE, '4.49', { kind: 'cart-line', index: 2, saving: '4.49' }],
    ['an item not in the cart is added free at the store price', cart, 99, '5.25', { kind: 'added-item', saving: '5.25' }],
    ['the options of the diner line are free too', [{ itemId: PIE, quantity: 1, unitPrice: '5.99' }], PIE, '4.49', { kind: 'cart-line', index: 0, saving: '5.99' }],
    ['one unit of several', [{ itemId: PIE, quantity: 3, unitPrice: '4.49' }], PIE, '4.49', { kind: 'cart-line', index: 0, saving: '4.49' }],
    [
      'the dearest line of the item',
      [{ itemId: PIE, quantity: 1, unitPrice: '4.49' }, { itemId: PIE, quantity: 1, unitPrice: '6.49' }],
      PIE,
      '4.49',
      { kind: 'cart-line', index: 1, saving: '6.49' },
    ],
    [
      'the earlier line on a tie',
      [{ itemId: PIE, quantity: 1, unitPrice: '4.49' }, { itemId: PIE, quantity: 2, unitPrice: '4.49' }],
      PIE,
      '4.49',
      { kind: 'cart-line', index: 0, saving: '4.49' },
    ],
    [
      'a line another reward made free is left alone',
      [{ itemId: PIE, quantity: 1, unitPrice: '0.00', freeQuantity: 1 }, { itemId: PIE, quantity: 1, unitPrice: '4.49' }],
      PIE,
      '4.49',
      { kind: 'cart-line', index: 1, saving: '4.49' },
    ],
    ['every line of the item rewarded: adds one', [{ itemId: PIE, quantity: 2, unitPrice: '4.49', freeQuantity: 1 }], PIE, '4.49', { kind: 'added-item', saving: '4.49' }],
    ['a line with no units is not freed', [{ itemId: PIE, quantity: 0, unitPrice: '4.49' }], PIE, '4.49', { kind: 'added-item', saving: '4.49' }],
    ['an empty cart', [], PIE, '4.49', { kind: 'added-item', saving: '4.49' }],
  ] as const)('%s', (_name, lines, itemId, price, expected) => {
    expect(placeItemReward(lines, itemId, price)).toEqual(expected);
  });

  it('cannot add an item the store does not sell', () => {
    expect(placeItemReward(cart, 99, null)).toBeNull();
  });

  it('still frees a line of an item the store no longer prices', () => {
    expect(placeItemReward(cart, PIE, null)).toEqual({ kind: 'cart-line', index: 2, saving: '4.49' });
  });
});
