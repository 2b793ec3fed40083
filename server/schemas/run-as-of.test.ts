import { BadRequestError } from '@/server/errors';
import { runAsOf } from './run-as-of';

describe('runAsOf', () => {
  it.each([
    ['2030-03-12T15:00:00Z', '2030-03-12T15:00:00.000Z'],
    ['2030-03-12T15:00Z', '2030-03-12T15:00:00.000Z'],
    ['2030-03-12T10:00:00.5-05:00', '2030-03-12T15:00:00.500Z'],
    ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
  ])('reads %s as %s', (now, instant) => {
    expect(runAsOf({ now }).toISOString()).toBe(instant);
  });

  it.each(['next tuesday', '2030-02-31T10:00:00Z', '2030-02-29T10:00:00Z', '2030-13-01T10:00:00Z', '2030-01-01T25:00:00Z'])('refuses %s with a 400 quoting it', (now) => {
    expect(() => runAsOf({ now })).toThrow(BadRequestError);
    expect(() => runAsOf({ now })).toThrow(`got "${now}"`);
  });
});
