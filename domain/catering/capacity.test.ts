import { GUESTS_PER_PLACE, KITCHEN_WINDOW_MINUTES, kitchenHold } from './capacity';

const START = new Date('2025-06-12T23:00:00.000Z');

describe('kitchenHold', () => {
  it('holds every quarter hour of the window before the start, earliest first', () => {
    const { slotStarts } = kitchenHold(START, 20, 4);
    expect(slotStarts).toHaveLength(KITCHEN_WINDOW_MINUTES / 15);
    expect(slotStarts[0]!.toISOString()).toBe('2025-06-12T21:00:00.000Z');
    expect(slotStarts.at(-1)!.toISOString()).toBe('2025-06-12T22:45:00.000Z');
  });

  it.each([
    [1, 4, 1],
    [GUESTS_PER_PLACE, 4, 1],
    [GUESTS_PER_PLACE + 1, 4, 2],
    [75, 4, 3],
    [2000, 4, 4],
    [30, 1, 1],
  ])('%i guests with %i places a slot take %i', (headcount, capacity, places) => {
    expect(kitchenHold(START, headcount, capacity).places).toBe(places);
  });

  it('refuses a headcount that is not a whole number of at least 1', () => {
    expect(() => kitchenHold(START, 0, 4)).toThrow(RangeError);
    expect(() => kitchenHold(START, 2.5, 4)).toThrow('"headcount"');
  });
});
