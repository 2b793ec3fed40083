import { DEFAULT_LATE_SETTINGS, lateActions, lateSettingsProblem, newReadyTime, type LateCandidate } from './running-late';

const PROMISED = new Date('2030-03-04T18:00:00Z');
const at = (minutes: number) => new Date(PROMISED.getTime() + minutes * 60_000);
const order = (over: Partial<LateCandidate> = {}): LateCandidate => ({ id: 'o1', promisedAt: PROMISED, noticed: false, credited: false, ...over });

describe('lateActions', () => {
  it.each([
    ['before the grace ends', 9.99, order(), []],
    ['at the end of the grace', 10, order(), [{ orderId: 'o1', notice: true, credit: false }]],
    ['late and told already, before the credit', 20, order({ noticed: true }), []],
    ['at the credit threshold', 30, order({ noticed: true }), [{ orderId: 'o1', notice: false, credit: true }]],
    ['first seen past the credit threshold', 45, order(), [{ orderId: 'o1', notice: true, credit: true }]],
    ['told and credited', 90, order({ noticed: true, credited: true }), []],
  ])('%s', (_name, minutes, candidate, expected) => {
    expect(lateActions([candidate], DEFAULT_LATE_SETTINGS, at(minutes as number))).toEqual(expected);
  });

  it('follows the brand’s own grace and threshold', () => {
    const settings = { ...DEFAULT_LATE_SETTINGS, graceMinutes: 0, creditAfterMinutes: 5 };
    expect(lateActions([order()], settings, at(0))).toEqual([{ orderId: 'o1', notice: true, credit: false }]);
    expect(lateActions([order({ noticed: true })], settings, at(5))).toEqual([{ orderId: 'o1', notice: false, credit: true }]);
  });
});

describe('newReadyTime', () => {
  it.each([
    ['2030-03-04T18:11:00Z', '2030-03-04T18:25:00Z'],
    ['2030-03-04T18:15:00Z', '2030-03-04T18:25:00Z'],
    ['2030-03-04T18:15:01Z', '2030-03-04T18:30:00Z'],
  ])('at %s is %s (10 minutes on, on the next 5)', (now, expected) => {
    expect(newReadyTime(new Date(now)).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe('lateSettingsProblem', () => {
  it.each([
    [{}, null],
    [{ graceMinutes: -1 }, 'graceMinutes'],
    [{ graceMinutes: 241 }, 'graceMinutes'],
    [{ graceMinutes: 1.5 }, 'graceMinutes'],
    [{ creditAfterMinutes: 10 }, 'creditAfterMinutes'],
    [{ creditAfterMinutes: 481 }, 'creditAfterMinutes'],
    [{ creditPoints: 0 }, 'creditPoints'],
    [{ couponPercent: '0.50' }, 'couponPercent'],
    [{ couponPercent: '100.01' }, 'couponPercent'],
    [{ couponPercent: '12.345' }, 'couponPercent'],
    [{ couponPercent: 'ten' }, 'couponPercent'],
    [{ couponPercent: '100' }, null],
    [{ graceMinutes: 0, creditAfterMinutes: 1 }, null],
  ] as const)('%j → %s', (change, expected) => {
    expect(lateSettingsProblem({ ...DEFAULT_LATE_SETTINGS, ...change })).toBe(expected);
  });
});
