import { isTimeZone } from './store-fields';
import { stateTimeZone, STATES_WITH_ZONES } from './state-time-zones';

describe('stateTimeZone', () => {
  it.each([
    ['US', 'TX', 'America/Chicago'],
    ['US', 'tx', 'America/Chicago'],
    ['US', 'CO', 'America/Denver'],
    ['US', 'AZ', 'America/Phoenix'],
    ['US', 'NY', 'America/New_York'],
    ['US', 'CA', 'America/Los_Angeles'],
    ['CA', 'QC', 'America/Toronto'],
    ['CA', 'ON', 'America/Toronto'],
    ['CA', 'SK', 'America/Regina'],
    ['CA', 'NL', 'America/St_Johns'],
    ['JP', '27', 'Asia/Tokyo'],
    ['MX', 'NLE', 'America/Monterrey'],
    ['BR', 'SP', 'America/Sao_Paulo'],
    ['AE', 'DU', 'Asia/Dubai'],
  ] as const)('suggests %s %s keeps %s', (country, state, zone) => {
    expect(stateTimeZone(country, state)).toBe(zone);
  });

  it.each([
    ['US', 'ZZ'],
    ['CA', 'TX'],
    ['MX', 'SON'],
  ] as const)('suggests nothing for a state it does not know (%s %s)', (country, state) => {
    expect(stateTimeZone(country, state)).toBeNull();
  });

  it('names only zones the runtime knows', () => {
    for (const [country, labels] of Object.entries(STATES_WITH_ZONES)) {
      for (const label of labels) expect(isTimeZone(stateTimeZone(country as 'US', label) ?? '')).toBe(true);
    }
  });

  it('covers the 50 states and DC, and the 13 provinces and territories', () => {
    expect(STATES_WITH_ZONES.US).toHaveLength(51);
    expect(STATES_WITH_ZONES.CA).toHaveLength(13);
  });
});
