import { storedPhoneE164 } from './stored-phone';

describe('storedPhoneE164', () => {
  it.each([
    ['(512) 555-0142', 'en-us', '+15125550142'],
    ['512.555.0142', 'en-us', '+15125550142'],
    ['(514) 555-0142', 'fr-ca', '+15145550142'],
    ['+44 20 7946 0958', 'en-us', '+442079460958'],
    ['090-1234-5678', 'ja-jp', '+819012345678'],
    ['+15125550142', 'en-us', '+15125550142'],
    ['+819012345678', 'ja-jp', '+819012345678'],
  ] as const)('an old profile’s %s (%s) reads %s', (stored, locale, expected) => {
    expect(storedPhoneE164(stored, locale)).toBe(expected);
  });

  it('gives a number no plan reads, and no number, as stored', () => {
    expect(storedPhoneE164('555-0142', 'en-us')).toBe('555-0142');
    expect(storedPhoneE164('', 'en-us')).toBe('');
  });
});
