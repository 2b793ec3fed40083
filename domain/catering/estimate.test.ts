import { estimateTotals, estimateValidUntil, type EstimateInput } from './estimate';

const menu = (quantity: number, unitPrice: string, title = 'Brisket') => ({ kind: 'menu' as const, itemId: 1, title, quantity, unitPrice });

const INPUT: EstimateInput = {
  lines: [
    menu(3, '24.99'),
    menu(3, '3.335', 'Sauce cups'),
    { kind: 'custom', title: 'Carving station', quantity: 1, unitPrice: '150.00' },
  ],
  fees: [
    { title: 'Delivery', amount: '25.00', taxable: true },
    { title: 'Service charge', rate: '0.18', taxable: false },
  ],
  taxRate: '0.0825',
  taxExempt: false,
  depositRate: '0.25',
};

const fixed = (totals: ReturnType<typeof estimateTotals>) => ({
  lines: totals.lines.map((line) => line.amount.toFixed(2)),
  feeLines: totals.feeLines.map((line) => line.amount.toFixed(2)),
  subtotal: totals.subtotal.toFixed(2),
  fees: totals.fees.toFixed(2),
  tax: totals.tax.toFixed(2),
  total: totals.total.toFixed(2),
  deposit: totals.deposit.toFixed(2),
  balance: totals.balance.toFixed(2),
});

describe('estimateTotals', () => {
  it('adds lines, fees, tax on the taxable part, and splits deposit and balance', () => {
    expect(fixed(estimateTotals(INPUT))).toEqual({
      lines: ['74.97', '10.00', '150.00'],
      feeLines: ['25.00', '42.29'],
      subtotal: '234.97',
      fees: '67.29',
      tax: '21.45', // (234.97 + 25.00) × 0.0825 = 21.447525
      total: '323.71',
      deposit: '80.93', // 80.9275
      balance: '242.78',
    });
  });

  it('charges no tax when tax exempt, and rounds the deposit half-to-even', () => {
    expect(fixed(estimateTotals({ ...INPUT, taxExempt: true }))).toMatchObject({
      tax: '0.00',
      total: '302.26',
      deposit: '75.56', // 75.565
      balance: '226.70',
    });
  });

  it.each([
    ['3.335', '10.00'],
    ['3.345', '10.04'],
    ['3.3383', '10.01'],
  ])('rounds each line half-to-even to cents: 3 × %s → %s', (unitPrice, amount) => {
    expect(estimateTotals({ ...INPUT, lines: [menu(3, unitPrice)], fees: [] }).subtotal.toFixed(2)).toBe(amount);
  });

  it('rounds tax once on the taxable total, not per line', () => {
    const totals = estimateTotals({ ...INPUT, lines: [menu(1, '0.05'), menu(1, '0.05')], fees: [], taxRate: '0.1' });
    expect(totals.tax.toFixed(2)).toBe('0.01');
  });

  it('takes a deposit of the whole total, or none', () => {
    expect(fixed(estimateTotals({ ...INPUT, depositRate: '1' }))).toMatchObject({ deposit: '323.71', balance: '0.00' });
    expect(fixed(estimateTotals({ ...INPUT, depositRate: '0' }))).toMatchObject({ deposit: '0.00', balance: '323.71' });
  });

  it('is all zeros for an empty estimate', () => {
    const totals = fixed(estimateTotals({ ...INPUT, lines: [], fees: [] }));
    expect([totals.subtotal, totals.fees, totals.tax, totals.total, totals.deposit, totals.balance]).toEqual(Array(6).fill('0.00'));
  });

  it.each([
    [{ lines: [menu(0, '1.00')] }, '"lines[0].quantity" must be a whole number of at least 1, got 0'],
    [{ lines: [menu(1.5, '1.00')] }, '"lines[0].quantity" must be a whole number of at least 1, got 1.5'],
    [{ lines: [menu(1, '-1.00')] }, '"lines[0].unitPrice" must not be negative, got "-1.00"'],
    [{ fees: [{ title: 'x', amount: 'abc', taxable: false }] }, '"fees[0].amount" must be a decimal number, got "abc"'],
    [{ fees: [{ title: 'x', rate: '1.5', taxable: false }] }, '"fees[0].rate" must be a fraction from 0 to 1, got "1.5"'],
    [{ taxRate: '-0.1' }, '"taxRate" must not be negative, got "-0.1"'],
    [{ depositRate: '2' }, '"depositRate" must be a fraction from 0 to 1, got "2"'],
  ] as [Partial<EstimateInput>, string][])('refuses %p', (override, message) => {
    expect(() => estimateTotals({ ...INPUT, ...override })).toThrow(message);
  });
});

describe('estimateValidUntil', () => {
  const now = new Date('2025-06-02T15:00:00.000Z');

  it('is 7 days after sending', () => {
    expect(estimateValidUntil(now, new Date('2025-07-01T00:00:00.000Z')).toISOString()).toBe('2025-06-09T15:00:00.000Z');
  });

  it('is never past the event\'s start', () => {
    expect(estimateValidUntil(now, new Date('2025-06-05T23:00:00.000Z')).toISOString()).toBe('2025-06-05T23:00:00.000Z');
  });
});
