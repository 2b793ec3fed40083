import { cardDataMessage, containsCardNumber, fieldPath, findCardData, isCardFieldName } from './card-data';

describe('containsCardNumber', () => {
  it.each([
    ['a Visa number', '4242424242424242', true],
    ['with spaces', '4242 4242 4242 4242', true],
    ['with dashes', '4111-1111-1111-1111', true],
    ['inside text', 'name on card: 4012 8888 8888 1881 thanks', true],
    ['an Amex number', '378282246310005', true],
    ['13 digits', '4222222222222', true],
    ['19 digits', '6011000000000000001', true],
    ['followed by expiry and code', '4242 4242 4242 4242 12 29 123', true],
    ['Luhn fails', '4242424242424241', false],
    ['12 digits', '424242424242', false],
    ['a phone number', '(512) 555-0147', false],
    ['an international phone', '+86 138 0013 8000', false],
    ['a digit run glued to letters (a hex token)', 'a4242424242424242f', false],
    ['an order number', 'HK-000123', false],
    ['digits inside an email address', 'diner2-1795466696428@example.com', false],
    ['digits inside a dotted name', 'ada.4242424242424242.x', false],
    ['at the end of a sentence', 'my card is 4242424242424242.', true],
    ['after a colon', 'card:4242424242424242', true],
    ['a price', '15.99', false],
    ['empty', '', false],
    ['two spaces between groups', '4242  4242  4242  4242', true],
    ['a list of small numbers', '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13', false],
  ])('%s: %s → %s', (_label, text, expected) => {
    expect(containsCardNumber(text)).toBe(expected);
  });
});

describe('isCardFieldName', () => {
  it.each([
    ['cvv', true], ['CVC2', true], ['securityCode', true], ['security_code', true], ['card_number', true],
    ['cardNumber', true], ['pan', true], ['number', false], ['pin', false], ['name', false], ['zip', false],
  ])('%s → %s', (key, expected) => {
    expect(isCardFieldName(key)).toBe(expected);
  });
});

describe('fieldPath', () => {
  it.each([
    [[], 'the body'],
    [['billing', 'name'], 'billing.name'],
    [['items', '0', 'title'], 'items[0].title'],
    [['0'], '0'],
  ])('%j → %s', (path, expected) => {
    expect(fieldPath(path)).toBe(expected);
  });
});

describe('findCardData', () => {
  it.each([
    ['a clean body', { cardholderName: 'Ada Lovelace', billing: { zip: '78701' } }, null],
    ['a number in a nested field', { billing: { address: '1 Main', name: '4242 4242 4242 4242' } }, { kind: 'card-number', path: 'billing.name' }],
    ['a number typed as the cardholder name', { cardholderName: '4111111111111111' }, { kind: 'card-number', path: 'cardholderName' }],
    ['a CVV field', { billing: { cvv: '123' } }, { kind: 'card-field', path: 'billing.cvv' }],
    ['a card field in a list', { lines: [{ note: 'ok' }, { card_number: 'x' }] }, { kind: 'card-field', path: 'lines[1].card_number' }],
    ['a JSON number', { note: 4242424242424242 }, { kind: 'card-number', path: 'note' }],
    ['a bare string', '4242424242424242', { kind: 'card-number', path: 'the body' }],
    ['a small number', { quantity: 3 }, null],
  ])('%s', (_label, value, expected) => {
    expect(findCardData(value)).toEqual(expected);
  });

  it('skips the fields the caller ignores', () => {
    const body = { number: '4242424242424242', pin: '1234', note: 'fine' };
    expect(findCardData(body, { ignoreField: (key) => key === 'number' })).toBeNull();
  });

  it('handles a deeply nested value without recursion', () => {
    let value: unknown = { cvc: '1' };
    for (let depth = 0; depth < 20_000; depth += 1) value = [value];
    expect(findCardData(value)?.kind).toBe('card-field');
  });
});

describe('cardDataMessage', () => {
  it.each([
    [{ kind: 'card-number', path: 'billing.name' } as const, 'Card numbers go in the card form only: remove the card number from billing.name'],
    [{ kind: 'card-field', path: 'billing.cvv' } as const, 'Card details go in the card form only: remove billing.cvv'],
  ])('%j', (finding, expected) => {
    expect(cardDataMessage(finding)).toBe(expected);
  });
});
