import { sandboxStageAt } from './sandbox-courier';

const bookedAt = new Date('2026-11-30T18:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(bookedAt.getTime() + minutes * 60_000 + seconds * 1000);

describe('sandboxStageAt', () => {
  it.each([
    [-5, 0, 'assigned'],
    [0, 0, 'assigned'],
    [11, 59, 'assigned'],
    [12, 0, 'picked_up'],
    [29, 59, 'picked_up'],
    [30, 0, 'dropped_off'],
    [600, 0, 'dropped_off'],
  ] as const)('%i min %i s after booking: %s', (minutes, seconds, stage) => {
    expect(sandboxStageAt({ bookedAt, cancels: false }, at(minutes, seconds))).toBe(stage);
  });

  it('a delivery the courier cancels is assigned, then cancelled at its pickup minute, never dropped off', () => {
    expect(sandboxStageAt({ bookedAt, cancels: true }, at(11, 59))).toBe('assigned');
    expect(sandboxStageAt({ bookedAt, cancels: true }, at(12))).toBe('cancelled');
    expect(sandboxStageAt({ bookedAt, cancels: true }, at(60))).toBe('cancelled');
  });
});
