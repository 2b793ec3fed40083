import { orderTickets, ticketMakeMinutes, ticketStartAt } from './ticket-order';

const at = (time: string) => new Date(`2030-03-04T${time}:00Z`);

describe('ticketMakeMinutes', () => {
  it.each([
    ['no lines', [], 0],
    ['one line', [6], 6],
    ['the slowest line sets it, not the sum', [6, 20, 6], 20],
    ['an item made in no time', [0, 0], 0],
  ])('%s', (_, minutes, expected) => {
    expect(ticketMakeMinutes(minutes.map((makeMinutes) => ({ makeMinutes })))).toBe(expected);
  });
});

describe('ticketStartAt', () => {
  it.each([
    ['12:15', 6, '12:09'],
    ['12:15', 20, '11:55'],
    ['12:15', 0, '12:15'],
    ['00:10', 20, '23:50'],
  ])('promised %s with %i minutes to make starts at %s', (promised, makeMinutes, start) => {
    const startAt = ticketStartAt({ promisedAt: at(promised), makeMinutes });
    expect(startAt.toISOString().slice(11, 16)).toBe(start);
  });
});

describe('orderTickets', () => {
  it('starts a later promise with a longer make-time first', () => {
    const tray = { number: 2, promisedAt: at('12:20'), makeMinutes: 20 };
    const plate = { number: 1, promisedAt: at('12:15'), makeMinutes: 6 };
    expect(orderTickets([plate, tray]).map((ticket) => ticket.number)).toEqual([2, 1]);
  });

  it('at the same start, the earlier promise, then the lower number, goes first', () => {
    const a = { number: 7, promisedAt: at('12:20'), makeMinutes: 10 };
    const b = { number: 5, promisedAt: at('12:30'), makeMinutes: 20 };
    const c = { number: 3, promisedAt: at('12:30'), makeMinutes: 20 };
    expect(orderTickets([b, a, c]).map((ticket) => ticket.number)).toEqual([7, 3, 5]);
  });

  it('leaves the given list as it was', () => {
    const tickets = [
      { number: 1, promisedAt: at('13:00'), makeMinutes: 6 },
      { number: 2, promisedAt: at('12:00'), makeMinutes: 6 },
    ];
    orderTickets(tickets);
    expect(tickets.map((ticket) => ticket.number)).toEqual([1, 2]);
  });
});
