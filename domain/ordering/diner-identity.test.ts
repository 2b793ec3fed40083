import { dinerIdentity, normaliseEmail, normalisePhone, sameDiner, slotCapReached } from './diner-identity';

describe('normaliseEmail', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['Ada+x@Example.com', 'ada@example.com'],
    ['ada+one+two@example.com', 'ada@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['not-an-email', 'not-an-email'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (email, expected) => {
    expect(normaliseEmail(email)).toBe(expected);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['(512) 555-0199', '5125550199'],
    ['+1 512 555 0199', '5125550199'],
    ['512.555.0199', '5125550199'],
    ['+81 3-1234-5678', '81312345678'],
    [undefined, ''],
  ])('%s → %s', (phone, expected) => {
    expect(normalisePhone(phone)).toBe(expected);
  });
});

describe('sameDiner', () => {
  const ada = dinerIdentity({ customerId: 7, email: 'ada@example.com', phone: '(512) 555-0199' });
  it.each([
    ['the same account', dinerIdentity({ customerId: 7, email: 'other@example.com', phone: '' }), true],
    ['the email with a +tag', dinerIdentity({ customerId: null, email: 'Ada+x@Example.com', phone: '(512) 555-0100' }), true],
    ['the phone written otherwise', dinerIdentity({ customerId: null, email: 'b@example.com', phone: '+1 512-555-0199' }), true],
    ['someone else', dinerIdentity({ customerId: 8, email: 'b@example.com', phone: '(512) 555-0100' }), false],
    ['no details at all', dinerIdentity({ customerId: null }), false],
  ])('%s', (_case, other, expected) => {
    expect(sameDiner(ada, other)).toBe(expected);
  });

  it('is the same diner on the same device, whatever email and phone they give', () => {
    const onDevice = dinerIdentity({ customerId: null, email: 'one@example.com', phone: '(512) 555-0101', device: 'd1' });
    expect(sameDiner(onDevice, dinerIdentity({ customerId: null, email: 'two@example.com', phone: '(512) 555-0102', device: 'd1' }))).toBe(true);
    expect(sameDiner(onDevice, dinerIdentity({ customerId: null, email: 'two@example.com', phone: '(512) 555-0102', device: 'd2' }))).toBe(false);
    // No device on either side is no match.
    expect(sameDiner(dinerIdentity({ customerId: null, email: 'a@example.com' }), dinerIdentity({ customerId: null, email: 'b@example.com' }))).toBe(false);
  });
});

describe('slotCapReached', () => {
  it.each([
    [0, 2, false],
    [1, 2, false],
    [2, 2, true],
    [5, null, false],
  ])('%d held, cap %s', (held, cap, expected) => {
    expect(slotCapReached(held, cap)).toBe(expected);
  });
});
