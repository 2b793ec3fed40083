import { TICKET_AMBER_MINUTES_BEFORE_DUE, TICKET_RED_MINUTES_AFTER_DUE, ticketTimer } from './ticket-timer';

const promisedAt = new Date('2030-03-04T12:15:00Z');
const ticket = { promisedAt, makeMinutes: 20 };
const minutesFromDue = (minutes: number, seconds = 0) => new Date(promisedAt.getTime() + minutes * 60_000 + seconds * 1000);

describe('ticketTimer', () => {
  it.each([
    ['before its start', -25, 0, 'waiting', -5],
    ['half a minute before its start', -20, -30, 'waiting', -1],
    ['at its start', -20, 0, 'cooking', 0],
    ['cooking, just before amber', -TICKET_AMBER_MINUTES_BEFORE_DUE, -1, 'cooking', 16],
    ['at the amber threshold', -TICKET_AMBER_MINUTES_BEFORE_DUE, 0, 'amber', 17],
    ['just before its promised time', TICKET_RED_MINUTES_AFTER_DUE, -1, 'amber', 19],
    ['at the red threshold', TICKET_RED_MINUTES_AFTER_DUE, 0, 'red', 20],
    ['long past its promise', 45, 0, 'red', 65],
  ])('%s', (_, minutes, seconds, urgency, minutesSinceStart) => {
    expect(ticketTimer(ticket, minutesFromDue(minutes, seconds))).toEqual({ urgency, minutesSinceStart });
  });

  it('turns amber before red', () => {
    expect(TICKET_AMBER_MINUTES_BEFORE_DUE).toBeGreaterThan(-TICKET_RED_MINUTES_AFTER_DUE);
  });
});
