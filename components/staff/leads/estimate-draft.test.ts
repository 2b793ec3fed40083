import { ESTIMATE_LIMITS } from '@/domain/validation/catering';
import { ESTIMATE_MENU, estimatedLead, staffLead } from '@/lib/api/testing/wire-staff-lead';
import { draftInput, draftOf, draftProblems, draftTax, readDraft, type EstimateDraft } from './estimate-draft';
import { ESTIMATE_DRAFT as DRAFT } from '@/components/testing/estimate-draft';

describe('draftOf', () => {
  it('starts a new estimate from the request: menu lines by title, the rest as custom lines, the store’s deposit', () => {
    const lead = staffLead({
      request: {
        lines: [
          { title: 'Brisket Tray', quantity: 2, unitPrice: '89.00', amount: '178.00', weightUnit: null },
          { title: 'Smoked Turkey', quantity: 1, unitPrice: '59.00', amount: '59.00', weightUnit: null },
        ],
        total: '237.00',
      },
    });
    expect(draftOf(lead, ESTIMATE_MENU)).toEqual({
      lines: [
        { key: 'l0', kind: 'menu', itemId: 101, title: 'Brisket Tray', quantity: '2', unitPrice: '89.00' },
        { key: 'l1', kind: 'custom', title: 'Smoked Turkey', quantity: '1', unitPrice: '59.00' },
      ],
      fees: [],
      depositPercent: '25',
    });
  });

  it('reopens the last estimate with its fees', () => {
    const draft = draftOf(estimatedLead(), ESTIMATE_MENU);
    expect(draft.lines).toEqual([{ key: 'l0', kind: 'menu', itemId: 101, title: 'Brisket Tray', quantity: '2', unitPrice: '89.00' }]);
    expect(draft.fees).toEqual([{ key: 'f0', title: 'Delivery', taxable: true, basis: 'amount', value: '25.00' }]);
  });
});

describe('draftProblems', () => {
  it('finds nothing wrong with a complete draft', () => {
    expect(draftProblems(DRAFT)).toEqual({});
  });

  it.each([
    ['no line', { ...DRAFT, lines: [] }, { lines: 'linesRequired' }],
    ['a custom line without title', { ...DRAFT, lines: [{ ...DRAFT.lines[1]!, title: '  ' }] }, { 'line-b-title': 'titleRequired' }],
    ['a title too long', { ...DRAFT, lines: [{ ...DRAFT.lines[1]!, title: 'x'.repeat(ESTIMATE_LIMITS.lineTitle.max + 1) }] }, { 'line-b-title': 'titleTooLong' }],
    ['no quantity', { ...DRAFT, lines: [{ ...DRAFT.lines[0]!, quantity: '0' }] }, { 'line-a-quantity': 'quantityOutOfRange' }],
    ['a quantity over the limit', { ...DRAFT, lines: [{ ...DRAFT.lines[0]!, quantity: String(ESTIMATE_LIMITS.quantity.max + 1) }] }, { 'line-a-quantity': 'quantityOutOfRange' }],
    ['a fractional quantity', { ...DRAFT, lines: [{ ...DRAFT.lines[0]!, quantity: '1.5' }] }, { 'line-a-quantity': 'quantityOutOfRange' }],
    ['a price with 3 decimals', { ...DRAFT, lines: [{ ...DRAFT.lines[1]!, unitPrice: '12.345' }] }, { 'line-b-unitPrice': 'moneyInvalid' }],
    ['a negative price', { ...DRAFT, lines: [{ ...DRAFT.lines[1]!, unitPrice: '-1' }] }, { 'line-b-unitPrice': 'moneyInvalid' }],
    ['a fee title too long', { ...DRAFT, fees: [{ ...DRAFT.fees[0]!, title: 'x'.repeat(ESTIMATE_LIMITS.feeTitle.max + 1) }] }, { 'fee-f-title': 'feeTitleTooLong' }],
    ['a percentage over 100', { ...DRAFT, fees: [{ ...DRAFT.fees[1]!, value: '100.5' }] }, { 'fee-g-value': 'percentInvalid' }],
    ['a deposit that is no number', { ...DRAFT, depositPercent: 'half' }, { deposit: 'percentInvalid' }],
  ])('%s is refused', (_name, draft, problems) => {
    expect(draftProblems(draft as EstimateDraft)).toEqual(problems);
  });
});

describe('draftInput', () => {
  it('sends menu lines by item, custom lines trimmed at 2 decimals, fees and rates as fractions', () => {
    expect(draftInput(DRAFT)).toEqual({
      lines: [
        { kind: 'menu', itemId: 101, quantity: 2 },
        { kind: 'custom', title: 'Carving station', quantity: 1, unitPrice: '150.00' },
      ],
      fees: [
        { title: 'Delivery', taxable: true, amount: '25.00' },
        { title: 'Service', taxable: false, rate: '0.1' },
      ],
      depositRate: '0.25',
    });
  });
});

describe('draftTax', () => {
  it('charges the store’s rate unless the estimate or the buyer is tax exempt', () => {
    expect(draftTax(staffLead(), ESTIMATE_MENU)).toEqual({ taxRate: ESTIMATE_MENU.taxRate, taxExempt: false });
    expect(draftTax(staffLead({ taxExemptId: 'TX-1' }), ESTIMATE_MENU).taxExempt).toBe(true);
  });
});

describe('readDraft', () => {
  const typed: EstimateDraft = {
    lines: [
      { key: 'l0', kind: 'menu', itemId: 101, title: 'Brisket Tray', quantity: '2', unitPrice: '89.00' },
      { key: 'l1', kind: 'custom', title: 'Carving station', quantity: '1', unitPrice: '1 150,5' },
    ],
    fees: [
      { key: 'f0', title: 'Delivery', basis: 'amount', value: '25,5', taxable: true },
      { key: 'f1', title: 'Service', basis: 'percent', value: '8,25', taxable: false },
    ],
    depositPercent: '30,5',
  };

  it('reads French amounts and percentages with a decimal point', () => {
    const read = readDraft(typed, 'fr-ca', 'USD');
    expect(read.lines[1]).toMatchObject({ unitPrice: '1150.50' });
    expect(read.fees.map((fee) => fee.value)).toEqual(['25.50', '8.2500']);
    expect(read.depositPercent).toBe('30.5000');
    expect(draftProblems(read)).toEqual({});
    expect(draftInput(read).depositRate).toBe('0.305');
  });

  it('keeps what it cannot read as typed, for the checks to refuse', () => {
    const read = readDraft({ ...typed, depositPercent: '30,5,0' }, 'fr-ca', 'USD');
    expect(read.depositPercent).toBe('30,5,0');
    expect(draftProblems(read)).toEqual({ deposit: 'percentInvalid' });
  });

  it('reads a comma as grouping in English', () => {
    expect(readDraft(typed, 'en-us', 'USD').lines[1]).toMatchObject({ unitPrice: '1 150,5' });
  });
});
