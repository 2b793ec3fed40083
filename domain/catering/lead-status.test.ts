import { BOOKED_STATUSES, isLeadStatusId, LEAD_STATUS_IDS, LEAD_STATUSES, leadStatusOf } from './lead-status';

/** The labels in the order of their ids. */
const LABELS = [
  'Lead',
  'Awaiting customer',
  'Rejected by customer',
  'Awaiting payment',
  'Acknowledged paid event',
  'Awaiting store confirmation',
  'Upcoming sale 2-3 days',
  'Upcoming sale 4-7 days',
  'Upcoming sale 7+ days',
  'Completed sale',
  'Canceled catering',
  'Not booked',
  'Booked at store',
  'Customer created lead',
  'Store closed',
  'Hot lead',
  'Customer abandoned lead',
];

describe('LEAD_STATUSES', () => {
  it('holds ids 1 to 17 with their labels, in order', () => {
    expect(LEAD_STATUSES.map((status) => [status.id, status.label])).toEqual(LABELS.map((label, index) => [index + 1, label]));
    expect(LEAD_STATUS_IDS).toEqual(LABELS.map((_label, index) => index + 1));
  });

  it('keys each label by its name', () => {
    expect(leadStatusOf(9).messageKey).toBe('catering.status.upcomingSale7PlusDays');
    expect(new Set(LEAD_STATUSES.map((status) => status.messageKey)).size).toBe(17);
    for (const status of LEAD_STATUSES) expect(status.messageKey).toBe(`catering.status.${status.name}`);
  });

  it('counts the confirmed, not yet held statuses as booked', () => {
    expect([...BOOKED_STATUSES].sort((a, b) => a - b)).toEqual([7, 8, 9, 13]);
  });
});

describe('isLeadStatusId', () => {
  it.each([
    [1, true],
    [17, true],
    [0, false],
    [18, false],
    ['2', false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isLeadStatusId(value)).toBe(expected);
  });
});

describe('leadStatusOf', () => {
  it('finds a status by id and refuses an unknown one', () => {
    expect(leadStatusOf(16).label).toBe('Hot lead');
    expect(() => leadStatusOf(18)).toThrow('Unknown catering lead status 18');
  });
});
