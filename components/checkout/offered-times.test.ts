import { initialTime, offeredTimes } from './offered-times';

const timeslots = {
  timeZone: 'America/Chicago',
  asapAvailable: true,
  days: [
    { date: '2030-06-01', slots: [{ start: '2030-06-01T22:00:00.000Z', label: '17:00' }] },
    { date: '2030-06-02', slots: [{ start: '2030-06-02T16:00:00.000Z', label: '11:00' }] },
  ],
};

describe('offeredTimes', () => {
  it('offers ASAP on the first day only while the store is open', () => {
    expect(offeredTimes(timeslots)).toEqual({
      '2030-06-01': ['asap', '2030-06-01T22:00:00.000Z'],
      '2030-06-02': ['2030-06-02T16:00:00.000Z'],
    });
    expect(offeredTimes({ ...timeslots, asapAvailable: false })['2030-06-01']).toEqual(['2030-06-01T22:00:00.000Z']);
  });
});

describe('initialTime', () => {
  it.each([
    [null, { date: '2030-06-01', time: 'asap' }],
    [{ start: '2030-06-02T16:00:00Z', label: '11:00', asap: false }, { date: '2030-06-02', time: '2030-06-02T16:00:00.000Z' }],
    [{ start: '2030-06-01T21:00:00Z', label: '16:00', asap: true }, { date: '2030-06-01', time: 'asap' }],
    [{ start: '2030-06-03T16:00:00Z', label: '11:00', asap: false }, { date: '2030-06-01', time: '' }],
  ])('%p -> %p', (time, expected) => {
    expect(initialTime(time, timeslots)).toEqual(expected);
  });

  it('leaves the time to choose when the store cannot do ASAP', () => {
    expect(initialTime(null, { ...timeslots, asapAvailable: false })).toEqual({ date: '2030-06-01', time: '' });
  });
});
