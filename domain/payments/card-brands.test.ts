import { brandLabel, detectBrand, isCardBrand } from './card-brands';

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3095000000000000', 'diners'],
    ['38520000023237', 'diners'],
    ['3566002020360505', 'jcb'],
    ['3528000000000007', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8171999927660000', 'unionpay'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each([
    ['', 'empty'],
    ['2220999999999999', 'below the mastercard 2-series'],
    ['2721000000000000', 'above the mastercard 2-series'],
    ['5000000000000000', 'a 50 prefix'],
    ['5600000000000000', 'a 56 prefix'],
    ['3527000000000000', 'below the jcb range'],
    ['3590000000000000', 'above the jcb range'],
    ['306', 'a 306 prefix'],
    ['6012000000000000', 'a 6012 prefix'],
    ['1234567812345670', 'a 1 prefix'],
    ['4242 4242', 'spaces (callers normalise first)'],
    ['2', 'too few digits to decide'],
    ['37a', 'letters'],
  ])('%s is no brand (%s)', (number) => {
    expect(detectBrand(number)).toBeUndefined();
  });
});

describe('brandLabel', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['discover', 'Discover'],
    ['diners', 'Diners Club'],
    ['jcb', 'JCB'],
    ['unionpay', 'UnionPay'],
  ] as const)('%s reads %s', (brand, label) => {
    expect(brandLabel(brand)).toBe(label);
  });
});

describe('isCardBrand', () => {
  it('accepts known brands and nothing else', () => {
    expect(isCardBrand('amex')).toBe(true);
    expect(isCardBrand('Amex')).toBe(false);
    expect(isCardBrand('maestro')).toBe(false);
    expect(isCardBrand(4)).toBe(false);
  });
});
