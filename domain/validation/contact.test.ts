import { contactErrorCode, contactText, isRecentVisitDate, VISIT_DAYS_BACK } from './contact';

describe('isRecentVisitDate', () => {
  const now = new Date('2030-03-04T15:00:00Z');

  it.each([
    ['2030-03-04', true],
    ['2030-03-05', true], // already tomorrow east of UTC+9
    ['2030-03-06', false],
    ['2029-12-04', true], // 90 days before, somewhere on Earth
    ['2029-12-02', false],
    ['2030-02-29', false],
    ['2030-3-01', false],
    ['', false],
  ])('%s: %s', (date, expected) => {
    expect(isRecentVisitDate(date, now)).toBe(expected);
  });

  it('counts the window in days', () => {
    expect(VISIT_DAYS_BACK).toBe(90);
  });
});

describe('contact texts and codes', () => {
  it('names a refusal’s code in snake case and writes its text with its limits', () => {
    expect(contactErrorCode('visitDateOutOfRange')).toBe('contact_visit_date_out_of_range');
    expect(contactText('messageTooLong')).toBe('A message takes at most 2000 characters');
    expect(contactText('visitTypeUnknown', { visitTypeId: 7 })).toBe('Visit type 7 is not one we offer: choose one from the list');
  });
});
