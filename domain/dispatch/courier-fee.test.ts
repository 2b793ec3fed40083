import { Decimal } from '@/domain/money';
import { courierBookAt, dinerDeliveryFee } from './courier-fee';

describe('dinerDeliveryFee', () => {
  it.each([
    ['9.75', '4.99', '4.99'],
    ['3.50', '4.99', '3.50'],
    ['4.99', '4.99', '4.99'],
    ['9.75', null, '9.75'],
    ['9.75', '0', '0.00'],
  ])('quote %s capped at %s: the diner pays %s', (quote, cap, paid) => {
    expect(dinerDeliveryFee(new Decimal(quote), cap === null ? null : new Decimal(cap)).toFixed(2)).toBe(paid);
  });
});

describe('courierBookAt', () => {
  const quotedAt = new Date('2026-11-30T18:00:00Z');
  const pickupAt = new Date('2026-11-30T18:12:00Z');

  it('books the pickup lead before the ticket is ready', () => {
    const readyAt = new Date('2026-11-30T19:00:00Z');
    expect(courierBookAt({ readyAt, quotedAt, pickupAt, now: quotedAt }).toISOString()).toBe('2026-11-30T18:48:00.000Z');
  });

  it('books at once when that instant has passed', () => {
    const readyAt = new Date('2026-11-30T18:05:00Z');
    const now = new Date('2026-11-30T18:01:00Z');
    expect(courierBookAt({ readyAt, quotedAt, pickupAt, now })).toEqual(now);
  });
});
