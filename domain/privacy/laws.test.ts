import { COUNTRY_CODES } from '../markets';
import { offersRequest, privacyDueAt, privacyLawOf, PRIVACY_LAWS, PRIVACY_LAW_IDS } from './laws';
import { privacyActionOf, PRIVACY_REQUEST_TYPES } from './requests';

describe('privacyLawOf', () => {
  it.each([
    ['US', 'ccpa'],
    ['CA', 'pipeda'],
    ['JP', 'appi'],
    ['BR', 'lgpd'],
    ['MX', 'lfpdppp'],
    ['AE', 'uaePdpl'],
    ['EG', 'egyptPdpl'],
    ['PH', 'phDpa'],
    ['PK', 'general'],
  ] as const)('%s follows %s', (country, law) => {
    expect(privacyLawOf(country).id).toBe(law);
  });

  it('gives every market a law with at least access (or know), correction and deletion of some kind', () => {
    for (const country of COUNTRY_CODES) {
      const { rights } = privacyLawOf(country);
      expect(rights.some((right) => privacyActionOf(right) === 'export')).toBe(true);
      expect(rights).toContain('correct');
      expect(rights.some((right) => privacyActionOf(right) === 'erase')).toBe(true);
    }
  });
});

describe('privacyDueAt', () => {
  it.each([
    ['US', '2030-03-04T15:00:00Z', '2030-04-18T15:00:00.000Z'],
    ['US', '2030-12-31T23:59:59Z', '2031-02-14T23:59:59.000Z'],
    ['CA', '2030-03-04T15:00:00Z', '2030-04-03T15:00:00.000Z'],
    ['JP', '2030-03-04T15:00:00Z', '2030-03-18T15:00:00.000Z'],
    ['BR', '2030-03-04T15:00:00Z', '2030-03-19T15:00:00.000Z'],
    ['MX', '2030-03-04T15:00:00Z', '2030-03-24T15:00:00.000Z'],
    ['AE', '2030-03-04T15:00:00Z', '2030-04-03T15:00:00.000Z'],
    ['EG', '2030-03-04T15:00:00Z', '2030-03-10T15:00:00.000Z'],
    ['PH', '2030-03-04T15:00:00Z', '2030-04-03T15:00:00.000Z'],
    ['PK', '2030-03-04T15:00:00Z', '2030-04-03T15:00:00.000Z'],
  ] as const)('on the %s site, a request received %s is due %s', (country, received, due) => {
    expect(privacyDueAt(new Date(received), country).toISOString()).toBe(due);
  });

  it('never gives more than the CCPA’s 45 days, and at least a few days', () => {
    for (const id of PRIVACY_LAW_IDS) {
      expect(PRIVACY_LAWS[id].answerDays).toBeGreaterThanOrEqual(6);
      expect(PRIVACY_LAWS[id].answerDays).toBeLessThanOrEqual(45);
    }
  });
});

describe('offersRequest', () => {
  it.each([
    ['US', 'optOut', true],
    ['US', 'portability', false],
    ['CA', 'withdrawConsent', true],
    ['CA', 'optOut', false],
    ['JP', 'stopUse', true],
    ['JP', 'know', false],
    ['BR', 'confirm', true],
    ['BR', 'sharingInfo', true],
    ['BR', 'anonymise', true],
    ['BR', 'delete', false],
    ['MX', 'object', true],
    ['PK', 'withdrawConsent', true],
    ['PK', 'optOut', false],
  ] as const)('%s offers %s: %s', (country, type, offered) => {
    expect(offersRequest(country, type)).toBe(offered);
  });
});

describe('PRIVACY_LAWS', () => {
  it('lists each right once, only known request types, and the do-not-sell right only under the CCPA', () => {
    for (const id of PRIVACY_LAW_IDS) {
      const law = PRIVACY_LAWS[id];
      expect(law.id).toBe(id);
      expect(new Set(law.rights).size).toBe(law.rights.length);
      for (const right of law.rights) expect(PRIVACY_REQUEST_TYPES).toContain(right);
      expect(law.doNotSell).toBe(id === 'ccpa');
      expect(law.rights.includes('optOut')).toBe(law.doNotSell);
    }
  });

  it('names every market’s law in the API’s messages', () => {
    expect(PRIVACY_LAWS.pipeda.name).toContain('Law 25');
    expect(PRIVACY_LAWS.appi.name).toContain('APPI');
    expect(PRIVACY_LAWS.egyptPdpl.name).toContain('151');
  });
});

describe('privacyActionOf', () => {
  it.each([
    ['know', 'export'],
    ['access', 'export'],
    ['confirm', 'export'],
    ['portability', 'export'],
    ['sharingInfo', 'export'],
    ['delete', 'erase'],
    ['anonymise', 'erase'],
    ['correct', 'correct'],
    ['optOut', 'optOut'],
    ['stopUse', 'optOut'],
    ['object', 'optOut'],
    ['withdrawConsent', 'optOut'],
  ] as const)('%s → %s', (type, action) => {
    expect(privacyActionOf(type)).toBe(action);
  });
});
