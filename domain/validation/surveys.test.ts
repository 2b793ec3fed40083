import { isPastEventDate, isRating, surveyErrorCode, surveyText, SURVEY_ERROR_CODES } from './surveys';

describe('isPastEventDate', () => {
  const now = new Date('2030-03-04T15:00:00Z');
  it.each([
    ['2030-03-04', true],
    ['2030-03-05', true], // already the 5th east of UTC+9
    ['2030-03-06', false],
    ['2029-03-04', true],
    ['2029-03-02', false],
    ['2030-02-30', false],
    ['03/01/2030', false],
    ['', false],
  ])('%s → %s', (date, expected) => {
    expect(isPastEventDate(date, now)).toBe(expected);
  });
});

describe('isRating', () => {
  it.each([[1, true], [5, true], [0, false], [6, false], [4.5, false], ['5', false], [null, false]])('%p → %p', (value, expected) => {
    expect(isRating(value)).toBe(expected);
  });
});

describe('surveyErrorCode and surveyText', () => {
  it('names each refusal survey_<snake case> and writes its limits in', () => {
    expect(surveyErrorCode('contestAlreadyEntered')).toBe('survey_contest_already_entered');
    expect(SURVEY_ERROR_CODES).toContain('survey_rating_out_of_range');
    expect(surveyText('commentTooLong')).toBe('A comment takes at most 2000 characters');
    expect(surveyText('quoteNotFound', { number: 5001 })).toBe('We found no catering quote 5001 for this email address');
  });
});
