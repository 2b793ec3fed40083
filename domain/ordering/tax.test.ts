import { computeTaxes, sumTaxes, TaxComponent, taxComponents } from './tax';

describe('taxComponents', () => {
  it.each([
    ['US', 'TX', '0.0825', [{ code: 'SALES', rate: '0.0825' }]],
    ['US', 'OR', '0', [{ code: 'SALES', rate: '0' }]],
    ['CA', 'ON', '0', [{ code: 'HST', rate: '0.13' }]],
    ['CA', 'NS', '0', [{ code: 'HST', rate: '0.15' }]],
    ['CA', 'NB', '0', [{ code: 'HST', rate: '0.15' }]],
    ['CA', 'NL', '0', [{ code: 'HST', rate: '0.15' }]],
    ['CA', 'PE', '0', [{ code: 'HST', rate: '0.15' }]],
    ['CA', 'QC', '0', [{ code: 'GST', rate: '0.05' }, { code: 'QST', rate: '0.09975' }]],
    ['CA', 'BC', '0', [{ code: 'GST', rate: '0.05' }, { code: 'PST', rate: '0.07' }]],
    ['CA', 'MB', '0', [{ code: 'GST', rate: '0.05' }, { code: 'PST', rate: '0.07' }]],
    ['CA', 'SK', '0', [{ code: 'GST', rate: '0.05' }, { code: 'PST', rate: '0.06' }]],
    ['CA', 'AB', '0', [{ code: 'GST', rate: '0.05' }]],
    ['CA', 'yt', '0.5', [{ code: 'GST', rate: '0.05' }]],
    ['CA', 'NT', '0', [{ code: 'GST', rate: '0.05' }]],
    ['CA', 'NU', '0', [{ code: 'GST', rate: '0.05' }]],
    ['JP', '13', '0.10', [{ code: 'CONSUMPTION', rate: '0.08' }]],
    ['MX', 'NLE', '0.16', [{ code: 'IVA', rate: '0.16' }]],
    ['AE', 'DU', '0.05', [{ code: 'SALES', rate: '0.05' }]],
  ] as const)('%s %s (location rate %s)', (countryCode, stateLabel, locationRate, expected) => {
    expect(taxComponents({ countryCode, stateLabel, locationRate })).toEqual(expected);
  });

  it('ignores the location rate in Canada', () => {
    expect(taxComponents({ countryCode: 'CA', stateLabel: 'ON', locationRate: '0.0825' })).toEqual([{ code: 'HST', rate: '0.13' }]);
  });

  it('returns copies, so callers cannot change the table', () => {
    const first = taxComponents({ countryCode: 'CA', stateLabel: 'QC', locationRate: '0' });
    first[0]!.rate = '0.99';
    expect(taxComponents({ countryCode: 'CA', stateLabel: 'QC', locationRate: '0' })[0]!.rate).toBe('0.05');
  });

  it.each([
    [{ countryCode: 'CA', stateLabel: 'TX', locationRate: '0' }, /Unknown Canadian province "TX"/],
    [{ countryCode: 'US', stateLabel: 'TX', locationRate: 'abc' }, /"locationRate" must be a decimal number/],
    [{ countryCode: 'US', stateLabel: 'TX', locationRate: '-0.01' }, /"locationRate" must be a fraction/],
    [{ countryCode: 'US', stateLabel: 'TX', locationRate: '8.25' }, /"locationRate" must be a fraction/],
  ] as const)('rejects %p', (location, message) => {
    expect(() => taxComponents(location)).toThrow(message);
  });
});

const QC: TaxComponent[] = [
  { code: 'GST', rate: '0.05' },
  { code: 'QST', rate: '0.09975' },
];

describe('computeTaxes', () => {
  it.each([
    ['100.00', QC, ['5.00', '9.98']],
    ['10.00', QC, ['0.50', '1.00']],
    ['2.50', [{ code: 'GST', rate: '0.05' }], ['0.12']],
    ['2.70', [{ code: 'GST', rate: '0.05' }], ['0.14']],
    ['19.99', [{ code: 'SALES', rate: '0.0825' }], ['1.65']],
    ['0.00', [{ code: 'HST', rate: '0.13' }], ['0.00']],
    ['-5.00', [{ code: 'HST', rate: '0.13' }], ['0.00']],
    ['100.00', [], []],
  ] as [string, TaxComponent[], string[]][])('%s with %p → %p', (taxable, components, amounts) => {
    expect(computeTaxes(taxable, components).map((line) => line.amount)).toEqual(amounts);
  });

  it('rounds each component separately, not the combined rate', () => {
    // 0.30 × 5 % = 0.015 → 0.02; 0.30 × 9.975 % = 0.029925 → 0.03; combined 0.044925 would give 0.04.
    const lines = computeTaxes('0.30', QC);
    expect(lines).toEqual([
      { code: 'GST', rate: '0.05', amount: '0.02' },
      { code: 'QST', rate: '0.09975', amount: '0.03' },
    ]);
    expect(sumTaxes(lines)).toBe('0.05');
  });

  it('names the field at fault', () => {
    expect(() => computeTaxes('ten', QC)).toThrow(/"taxableAmount"/);
  });
});

describe('sumTaxes', () => {
  it.each([
    [[], '0.00'],
    [[{ code: 'HST', rate: '0.13', amount: '1.30' }], '1.30'],
    [
      [
        { code: 'GST', rate: '0.05', amount: '0.12' },
        { code: 'PST', rate: '0.07', amount: '0.18' },
      ],
      '0.30',
    ],
  ] as const)('%p → %p', (lines, expected) => {
    expect(sumTaxes(lines)).toBe(expected);
  });
});
