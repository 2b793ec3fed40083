import { carryoutPickupAt, choiceRefusal } from './choices';

describe('choiceRefusal', () => {
  it.each([
    [{ stage: 'cancelled', choice: null }, true, null],
    [{ stage: 'cancelled', choice: 'refund' }, true, 'alreadyChosen'],
    [{ stage: 'cancelled', choice: 'carryout' }, false, 'alreadyChosen'],
    [{ stage: 'assigned', choice: null }, true, 'notFailed'],
    [{ stage: 'quoted', choice: null }, true, 'notFailed'],
    [{ stage: 'dropped_off', choice: null }, false, 'notFailed'],
    [{ stage: 'cancelled', choice: null }, false, 'orderClosed'],
  ] as const)('a delivery %o, order open %s: %s', (delivery, open, refusal) => {
    expect(choiceRefusal(delivery, open)).toBe(refusal);
  });
});

describe('carryoutPickupAt', () => {
  const now = new Date('2030-03-04T18:00:00Z');
  it.each([
    ['the promised time still ahead', new Date('2030-03-04T18:20:00Z'), new Date('2030-03-04T18:20:00Z')],
    ['now, once the promised time has passed', new Date('2030-03-04T17:40:00Z'), now],
    ['now, at the promised time itself', now, now],
    ['now, for an order without a time', null, now],
  ])('is %s', (_case, readyAt, expected) => {
    expect(carryoutPickupAt(readyAt, now)).toEqual(expected);
  });
});
