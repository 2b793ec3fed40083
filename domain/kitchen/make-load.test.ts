import fc from 'fast-check';
import { generateTimeslots, type TimeslotRequest, type WeeklyHoursEntry } from '../ordering/timeslots';
import { backlogMinutes, bookedLoad, chargedLoad, fitsSlot, largestMakeMinutes, orderLoad, quotedLeadMinutes, ticketStartsAt, type LoadLine, type OpenTicket } from './make-load';

const HOURS: WeeklyHoursEntry[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened: '11:00:00', closed: '21:00:00' }));
const NOW = new Date('2026-03-10T17:02:00Z'); // 12:02 in Chicago, a Tuesday
const MINUTE = 60_000;

function request(overrides: Partial<TimeslotRequest>): TimeslotRequest {
  return { hours: HOURS, timeZone: 'America/Chicago', now: NOW, leadMinutes: 20, capacity: 1000, days: 1, ...overrides };
}

const aLine = fc.record({ quantity: fc.integer({ min: 1, max: 60 }), makeMinutes: fc.integer({ min: 0, max: 240 }) });

describe('orderLoad', () => {
  it.each<[string, LoadLine[], number]>([
    ['no lines', [], 0],
    ['two plates of 6 minutes and a pack of 20', [{ quantity: 2, makeMinutes: 6 }, { quantity: 1, makeMinutes: 20 }], 32],
    ['a per-guest tray for 40 guests counts every guest', [{ quantity: 40, makeMinutes: 20 }], 800],
    ['a drink that takes no kitchen time', [{ quantity: 3, makeMinutes: 0 }], 0],
  ])('%s → %p', (_, lines, expected) => {
    expect(orderLoad(lines)).toBe(expected);
  });
});

describe('largestMakeMinutes', () => {
  it('is the longest make-time among the lines, 0 for none', () => {
    expect(largestMakeMinutes([{ quantity: 3, makeMinutes: 6 }, { quantity: 1, makeMinutes: 20 }])).toBe(20);
    expect(largestMakeMinutes([])).toBe(0);
  });
});

describe('chargedLoad and bookedLoad', () => {
  it('charge an order heavier than the slot as the whole slot', () => {
    expect(chargedLoad(800, 90)).toBe(90);
    expect(chargedLoad(30, 90)).toBe(30);
    expect(bookedLoad([30, 800], 90)).toBe(120);
  });
});

describe('fitsSlot', () => {
  it.each([
    [0, 90, 90, true],
    [1, 90, 90, false],
    [60, 30, 90, true],
    [61, 30, 90, false],
    [0, 800, 90, true],
    [6, 800, 90, false],
  ])('booked %p + load %p in capacity %p → %p', (booked, load, capacity, expected) => {
    expect(fitsSlot(booked, load, capacity)).toBe(expected);
  });

  it('never lets the slots sold exceed the make capacity, whatever diners pick from the offered times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.tuple(fc.array(aLine, { minLength: 1, maxLength: 4 }), fc.nat()), { maxLength: 80 }),
        (capacity, diners) => {
          const booked: Record<string, number> = {};
          for (const [lines, pick] of diners) {
            const load = orderLoad(lines);
            const offered = generateTimeslots(request({ make: { capacity, booked, load } })).flatMap((day) => day.slots);
            if (offered.length === 0) continue;
            const slot = offered[pick % offered.length]!;
            booked[slot.start] = (booked[slot.start] ?? 0) + chargedLoad(load, capacity);
          }
          return Object.values(booked).every((load) => load <= capacity);
        },
      ),
    );
  });
});

describe('quotedLeadMinutes', () => {
  it.each([
    [20, 6, 0, 20],
    [20, 6, 15, 35],
    [15, 20, 0, 20],
    [15, 20, 10, 30],
    [1440, 20, 45, 1440],
  ])('lead %p, longest make-time %p, backlog %p → %p', (lead, largest, backlog, expected) => {
    expect(quotedLeadMinutes(lead, largest, backlog)).toBe(expected);
  });
});

describe('ticketStartsAt', () => {
  it('is the promised time minus the largest make-time', () => {
    expect(ticketStartsAt(new Date('2026-03-10T18:00:00Z'), 20).toISOString()).toBe('2026-03-10T17:40:00.000Z');
  });
});

describe('backlogMinutes', () => {
  const ticket = (promisedInMinutes: number, largest: number, load: number): OpenTicket => ({ promisedAt: new Date(NOW.getTime() + promisedInMinutes * MINUTE), largestMakeMinutes: largest, load });

  it('counts only the tickets past their start, at the capacity’s pace per 15 minutes', () => {
    // Started 5 and 0 minutes ago (90 make-minutes), and one not due to start for 10 minutes.
    const tickets = [ticket(1, 6, 60), ticket(20, 20, 30), ticket(30, 20, 500)];
    expect(backlogMinutes(tickets, NOW, 90)).toBe(15);
    expect(backlogMinutes(tickets, NOW, 45)).toBe(30);
    expect(backlogMinutes([ticket(30, 6, 90)], NOW, 90)).toBe(0);
  });

  it('never quotes a time earlier than the kitchen can clear its overdue tickets and make the order', () => {
    const aTicket = fc.record({ promisedInMinutes: fc.integer({ min: -120, max: 120 }), largest: fc.integer({ min: 0, max: 240 }), load: fc.integer({ min: 0, max: 600 }) });
    fc.assert(
      fc.property(
        fc.array(aTicket, { maxLength: 30 }),
        fc.array(aLine, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 500 }),
        fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant(1440)),
        (tickets, lines, capacity, lead) => {
          const open = tickets.map((t) => ticket(t.promisedInMinutes, t.largest, t.load));
          const backlog = backlogMinutes(open, NOW, capacity);
          const overdue = open.filter((t) => ticketStartsAt(t.promisedAt, t.largestMakeMinutes) <= NOW).reduce((sum, t) => sum + t.load, 0);
          const quoted = quotedLeadMinutes(lead, largestMakeMinutes(lines), backlog);
          const first = generateTimeslots(request({ leadMinutes: quoted, days: 3 }))[0]?.slots[0];
          if (!first) return true;
          const kitchenCanMakeIt = NOW.getTime() + ((15 * overdue) / capacity + largestMakeMinutes(lines)) * MINUTE;
          return Date.parse(first.start) >= kitchenCanMakeIt && Date.parse(first.start) >= NOW.getTime() + lead * MINUTE;
        },
      ),
    );
  });
});
