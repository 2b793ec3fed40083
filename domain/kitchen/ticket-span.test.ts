import { KITCHEN_LOOKAHEAD_HOURS, kitchenSpanOf } from './ticket-span';

describe('kitchenSpanOf', () => {
  it.each([
    ['at noon', '2030-03-04T06:00:00Z', '2030-03-04T18:00:00Z', '2030-03-05T18:00:00.000Z'],
    ['just after midnight', '2030-03-04T06:00:00Z', '2030-03-04T06:05:00Z', '2030-03-05T06:05:00.000Z'],
    ['late in the evening, past the day’s end', '2030-03-04T06:00:00Z', '2030-03-05T05:30:00Z', '2030-03-06T05:30:00.000Z'],
  ])('%s: from the day’s start to %i hours ahead', (_, dayStart, now, to) => {
    const span = kitchenSpanOf(new Date(dayStart), new Date(now));
    expect(span.from.toISOString()).toBe(new Date(dayStart).toISOString());
    expect(span.to.toISOString()).toBe(to);
  });

  it('looks a day ahead', () => {
    expect(KITCHEN_LOOKAHEAD_HOURS).toBe(24);
  });
});
