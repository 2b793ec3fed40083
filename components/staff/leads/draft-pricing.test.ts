import { estimateTotals } from '@/domain/catering/estimate';
import { draftPricing } from './draft-pricing';
import { ESTIMATE_DRAFT as DRAFT } from '@/components/testing/estimate-draft';

const TAX = { taxRate: '0.0825', taxExempt: false };

describe('draftPricing', () => {
  it('prices as the API does (domain estimateTotals), line by line and in total', () => {
    const expected = estimateTotals({
      lines: [
        { kind: 'menu', itemId: 101, title: 'Brisket Tray', quantity: 2, unitPrice: '89.00' },
        { kind: 'custom', title: 'Carving station', quantity: 1, unitPrice: '150.00' },
      ],
      fees: [
        { title: 'Delivery', taxable: true, amount: '25.00' },
        { title: 'Service', taxable: false, rate: '0.1' },
      ],
      ...TAX,
      depositRate: '0.25',
    });
    expect(draftPricing(DRAFT, TAX)).toEqual({
      lines: { a: '178.00', b: '150.00' },
      totals: {
        subtotal: '328.00',
        fees: [
          { title: 'Delivery', amount: '25.00' },
          { title: 'Service', amount: '32.80' },
        ],
        tax: '29.12',
        total: expected.total.toFixed(2),
        deposit: expected.deposit.toFixed(2),
        balance: expected.balance.toFixed(2),
      },
    });
    expect(expected.total.toFixed(2)).toBe('414.92');
  });

  it('counts an unfinished line for nothing and charges no tax when exempt', () => {
    const unfinished = { ...DRAFT, lines: [...DRAFT.lines, { key: 'c', kind: 'custom' as const, title: '', quantity: '1', unitPrice: '' }], fees: [] };
    const pricing = draftPricing(unfinished, { ...TAX, taxExempt: true });
    expect(pricing.lines).toEqual({ a: '178.00', b: '150.00', c: null });
    expect(pricing.totals).toMatchObject({ subtotal: '328.00', tax: '0.00', total: '328.00', deposit: '82.00' });
  });

  it('prices the lines but gives no totals while the deposit is not a valid percentage', () => {
    expect(draftPricing({ ...DRAFT, depositPercent: '' }, TAX)).toEqual({ lines: { a: '178.00', b: '150.00' }, totals: null });
  });
});
