import { buyerRefundRate, cancellationRefund, depositRefund } from './refund';
import { buildLead, hoursFrom, NOW } from './testing/fixtures';

/** A lead whose event starts `hours` after NOW, with a deposit of 100.00 of a 400.00 total. */
const leadIn = (hours: number, amountPaid = '100.00', deposit = '100.00') =>
  buildLead({ eventStartsAt: hoursFrom(NOW, hours), amountPaid, estimate: { total: '400.00', deposit, validUntil: NOW } });
const MS = 1 / 3_600_000;

describe('buyerRefundRate', () => {
  it.each([
    [24 * 30, '1'],
    [168, '1'],
    [168 - MS, '0.5'],
    [100, '0.5'],
    [48, '0.5'],
    [48 - MS, '0'],
    [1, '0'],
    [0, '0'],
    [-5, '0'],
  ])('%p hours before the start → %p', (hours, rate) => {
    expect(buyerRefundRate(leadIn(hours), NOW).toString()).toBe(rate);
  });
});

describe('depositRefund', () => {
  it.each([
    ['7 days before', 168, 'buyer', '100.00'],
    ['just under 7 days before', 168 - MS, 'buyer', '50.00'],
    ['48 hours before', 48, 'buyer', '50.00'],
    ['just under 48 hours before', 48 - MS, 'buyer', '0.00'],
    ['after the start', -1, 'buyer', '0.00'],
    ['on the store\'s side, within 48 hours', 1, 'store', '100.00'],
  ] as const)('%s, by the %s\'s side', (_name, hours, party, refund) => {
    expect(depositRefund(leadIn(hours), NOW, party).toFixed(2)).toBe(refund);
  });

  it('rounds half a deposit half-to-even to cents', () => {
    expect(depositRefund(leadIn(100, '100.01', '100.01'), NOW, 'buyer').toFixed(2)).toBe('50.00');
    expect(depositRefund(leadIn(100, '100.03', '100.03'), NOW, 'buyer').toFixed(2)).toBe('50.02');
  });

  it('counts only what was paid of the deposit', () => {
    expect(depositRefund(leadIn(200, '60.00'), NOW, 'buyer').toFixed(2)).toBe('60.00');
    expect(depositRefund(leadIn(200, '0.00'), NOW, 'store').toFixed(2)).toBe('0.00');
    expect(depositRefund(buildLead({ amountPaid: null, estimate: null }), NOW, 'store').toFixed(2)).toBe('0.00');
  });

  it('refuses a malformed amount, naming it', () => {
    expect(() => depositRefund(leadIn(200, 'ten'), NOW, 'buyer')).toThrow('"amountPaid" must be a decimal number');
  });
});

describe('cancellationRefund', () => {
  it.each([
    ['paid in full, 7 days before', 168, 'buyer', '400.00'],
    ['paid in full, between', 100, 'buyer', '350.00'],
    ['paid in full, within 48 hours', 47, 'buyer', '300.00'],
    ['paid in full, on the store\'s side', 1, 'store', '400.00'],
  ] as const)('%s → %s', (_name, hours, party, refund) => {
    expect(cancellationRefund(leadIn(hours, '400.00'), NOW, party).toFixed(2)).toBe(refund);
  });

  it('is the deposit refund alone when only the deposit was paid', () => {
    expect(cancellationRefund(leadIn(100), NOW, 'buyer').toFixed(2)).toBe('50.00');
  });
});
