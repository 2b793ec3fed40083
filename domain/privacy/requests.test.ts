import { confirmationExpiresAt, emailKeyOf, exportExpiresAt, isPrivacyRequestorType, isPrivacyRequestType } from './requests';
import { isGpcSignal, isOptOutValue } from './opt-out';
import { privacyErrorCode, privacyText } from './messages';

describe('confirmationExpiresAt and exportExpiresAt', () => {
  it('give the link 48 hours and the download 7 days', () => {
    const at = new Date('2030-03-04T15:00:00Z');
    expect(confirmationExpiresAt(at).toISOString()).toBe('2030-03-06T15:00:00.000Z');
    expect(exportExpiresAt(at).toISOString()).toBe('2030-03-11T15:00:00.000Z');
  });
});

describe('isPrivacyRequestType and isPrivacyRequestorType', () => {
  it.each([['know', true], ['optOut', true], ['sell', false], ['', false], ['KNOW', false]])('request type %j: %s', (value, known) => {
    expect(isPrivacyRequestType(value)).toBe(known);
  });
  it.each([['consumer', true], ['agent', true], ['lawyer', false]])('requestor type %j: %s', (value, known) => {
    expect(isPrivacyRequestorType(value)).toBe(known);
  });
});

describe('emailKeyOf', () => {
  it('trims and lower-cases', () => expect(emailKeyOf('  Ada@Example.COM ')).toBe('ada@example.com'));
});

describe('isGpcSignal', () => {
  it.each([['1', true], [' 1 ', true], ['0', false], ['true', false], [null, false], [undefined, false]])('%j: %s', (value, signal) => {
    expect(isGpcSignal(value)).toBe(signal);
  });
});

describe('isOptOutValue', () => {
  it.each([['form', true], ['gpc', true], ['', false], ['yes', false], [undefined, false]])('%j: %s', (value, optedOut) => {
    expect(isOptOutValue(value)).toBe(optedOut);
  });
});

describe('privacyText and privacyErrorCode', () => {
  it('fills the limits and params, and names the code in snake case', () => {
    expect(privacyText('detailsTooLong')).toBe('Details take at most 1000 characters');
    expect(privacyText('requestTypeUnknown', { requestType: 'sell' })).toBe('Request type "sell" is not one we offer: choose one from the list');
    expect(privacyErrorCode('correctionsOnlyToCorrect')).toBe('privacy_corrections_only_to_correct');
  });
});
