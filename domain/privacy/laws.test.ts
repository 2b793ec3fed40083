import { COUNTRY_CODES } from '../markets';
import { offersRequest, privacyLawOf, PRIVACY_LAWS, PRIVACY_LAW_IDS } from './laws';
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
