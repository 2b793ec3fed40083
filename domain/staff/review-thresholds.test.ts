import { compareAmounts } from '@/domain/amounts';
import { COUNTRIES } from '@/domain/markets';
import { reviewHoldReason } from './review-holds';
import { REVIEW_THRESHOLD_TABLE, reviewThresholdIn } from './review-thresholds';

describe('reviewThresholdIn', () => {
  it.each([
    ['500.00', 'USD', '500.00'],
    ['500.00', 'CAD', '650.00'],
    ['500.00', 'JPY', '75000'],
    ['500.00', 'MXN', '9000.00'],
    ['10.00', 'JPY', '1500'],
    ['10.00', 'MXN', '180.00'],
    ['333.33', 'JPY', '50000'],
  ])('scales the brand threshold %s to %s: %s', (threshold, currency, expected) => {
    expect(reviewThresholdIn(threshold, currency)).toBe(expected);
  });

  it('gives null when the brand holds nothing, and no allowance in a currency the table does not know', () => {
    expect(reviewThresholdIn(null, 'JPY')).toBeNull();
    expect(reviewThresholdIn('500.00', 'XXX')).toBe('0');
  });

  it('names every currency a market sells in', () => {
    for (const market of Object.values(COUNTRIES)) expect(REVIEW_THRESHOLD_TABLE[market.currency]).toBeDefined();
  });

  it('sends a ¥3,480 guest order in Umeda to the kitchen and holds a ¥80,000 one', () => {
    const facts = { threshold: reviewThresholdIn('500.00', 'JPY'), accountCreatedAt: null, paidAt: new Date('2030-05-10T12:00:00Z') };
    expect(reviewHoldReason({ ...facts, total: '3480' })).toBeNull();
    expect(reviewHoldReason({ ...facts, total: '80000' })).toBe('guest');
    expect(compareAmounts(reviewThresholdIn('500.00', 'MXN')!, '1200.00')).toBe(1);
  });
});
