import { parseLoyaltyItem } from './loyalty-item-cookie';

describe('parseLoyaltyItem', () => {
  const rewardId = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
    [JSON.stringify({ rewardId, itemId: 12, title: 'Banana Pudding' }), { rewardId, itemId: 12, title: 'Banana Pudding' }],
    [JSON.stringify({ rewardId, itemId: 12 }), { rewardId, itemId: 12, title: '' }],
    [JSON.stringify({ rewardId: 'nope', itemId: 12 }), null],
    [JSON.stringify({ rewardId, itemId: '12' }), null],
    [JSON.stringify({ rewardId, itemId: 0 }), null],
    ['{not json', null],
    ['null', null],
    [undefined, null],
  ])('%s', (value, expected) => {
    expect(parseLoyaltyItem(value)).toEqual(expected);
  });
});
