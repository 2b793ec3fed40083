import { HANDOFF, ORDER_CATEGORY } from './handoffs';
import { orderLeadMinutes, storeHandoffs } from './handoff-availability';

describe('storeHandoffs', () => {
  it('offers carryout and delivery by default, with their standard lead times', () => {
    expect(storeHandoffs([])).toEqual([
      { handoffId: 2, handoff: 'pickup', leadMinutes: 20, instructions: null },
      { handoffId: 3, handoff: 'delivery', leadMinutes: 45, instructions: null },
    ]);
  });

  it('adds what a store offers, drops what it turned off, in display order, with its own lead times', () => {
    const offers = storeHandoffs([
      { handoffId: HANDOFF.dineIn, offered: true, leadMinutes: null, instructions: null },
      { handoffId: HANDOFF.curbside, offered: true, leadMinutes: 30, instructions: 'Spaces 1 to 4' },
      { handoffId: HANDOFF.delivery, offered: false, leadMinutes: null, instructions: null },
      { handoffId: HANDOFF.driveThrough, offered: false, leadMinutes: 5, instructions: null },
    ]);
    expect(offers.map(({ handoff, leadMinutes }) => [handoff, leadMinutes])).toEqual([
      ['pickup', 20],
      ['curbside', 30],
      ['dine-in', 15],
    ]);
    expect(offers[1]!.instructions).toBe('Spaces 1 to 4');
  });
});

describe('orderLeadMinutes', () => {
  it('uses the store\'s lead time for everyday orders, and keeps the longer notice of catering and holiday orders', () => {
    expect(orderLeadMinutes(HANDOFF.curbside, ORDER_CATEGORY.everyday, 35)).toBe(35);
    expect(orderLeadMinutes(HANDOFF.curbside, ORDER_CATEGORY.everyday, null)).toBe(20);
    expect(orderLeadMinutes(HANDOFF.driveThrough, ORDER_CATEGORY.everyday, 0)).toBe(0);
    expect(orderLeadMinutes(HANDOFF.curbside, ORDER_CATEGORY.catering, 35)).toBe(24 * 60);
    expect(orderLeadMinutes(HANDOFF.pickup, ORDER_CATEGORY.holiday, 48 * 60)).toBe(48 * 60);
  });
});
