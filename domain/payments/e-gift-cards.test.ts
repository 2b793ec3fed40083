import { checkAmount, deliveryDateProblem, deliveryInstant, eGiftOfferOf, isDue, lastDeliveryDay, staffActionProblem, todayIn } from './e-gift-cards';

const US = eGiftOfferOf('US')!;
const CA = eGiftOfferOf('CA')!;

describe('eGiftOfferOf', () => {
  it('sells in dollars in the US and Canada, nowhere else', () => {
    expect([US.currency, CA.currency]).toEqual(['USD', 'CAD']);
    expect(eGiftOfferOf('JP')).toBeNull();
    expect(eGiftOfferOf('BR')).toBeNull();
  });
});

describe('checkAmount', () => {
  it.each([
    ['10', '10.00'],
    ['10.5', '10.50'],
    ['500.00', '500.00'],
    ['075', '75.00'],
    [' 25 ', '25.00'],
  ])('keeps %j as %j', (typed, kept) => expect(checkAmount(US, typed)).toEqual({ ok: true, amount: kept }));

  it.each([
    ['9.99', 'egift_amount_out_of_range'],
    ['500.01', 'egift_amount_out_of_range'],
    ['0', 'egift_amount_out_of_range'],
    ['', 'egift_amount_invalid'],
    ['1e3', 'egift_amount_invalid'],
    ['-20', 'egift_amount_invalid'],
    ['20.001', 'egift_amount_invalid'],
    ['20,00', 'egift_amount_invalid'],
  ])('refuses %j with %s', (typed, code) => {
    const checked = checkAmount(US, typed);
    expect(checked.ok ? null : checked.problem.code).toBe(code);
  });

  it('names the limits and the currency in a refusal', () => {
    const checked = checkAmount(CA, '600');
    expect(checked.ok ? null : checked.problem.params).toEqual({ min: '10.00', max: '500.00', currency: 'CAD' });
  });
});

describe('deliveryDateProblem', () => {
  // 03:00 UTC on 1 March is still 28 February in Chicago (21:00 the day before).
  const now = new Date('2031-03-01T03:00:00Z');

  it("reads today in the market's time zone", () => {
    expect(todayIn(US, now)).toBe('2031-02-28');
    expect(todayIn(CA, now)).toBe('2031-02-28');
    expect(todayIn(US, new Date('2031-03-01T06:30:00Z'))).toBe('2031-03-01');
  });

  it.each([
    ['2031-02-28', null],
    ['2031-02-27', 'egift_date_past'],
    ['2031-05-29', null],
    ['2031-05-30', 'egift_date_too_far'],
    ['2031-02-29', 'egift_date_invalid'],
    ['28/02/2031', 'egift_date_invalid'],
  ])('%s gives %s', (day, code) => expect(deliveryDateProblem(US, day, now)?.code ?? null).toBe(code));

  it('allows 90 days ahead', () => expect(lastDeliveryDay(US, now)).toBe('2031-05-29'));
});

describe('deliveryInstant', () => {
  it("is midnight of the day in the market's zone, across DST", () => {
    expect(deliveryInstant(US, '2031-01-15').toISOString()).toBe('2031-01-15T06:00:00.000Z');
    expect(deliveryInstant(US, '2031-07-15').toISOString()).toBe('2031-07-15T05:00:00.000Z');
    expect(deliveryInstant(CA, '2031-07-15').toISOString()).toBe('2031-07-15T04:00:00.000Z');
  });
});

describe('isDue', () => {
  const deliverAt = new Date('2031-07-15T05:00:00Z');
  it.each([
    ['scheduled', '2031-07-15T04:59:59Z', false],
    ['scheduled', '2031-07-15T05:00:00Z', true],
    ['held', '2031-08-01T00:00:00Z', false],
    ['delivered', '2031-08-01T00:00:00Z', false],
    ['voided', '2031-08-01T00:00:00Z', false],
  ] as const)('a %s card at %s: %s', (status, at, due) => expect(isDue({ status, deliverAt }, new Date(at))).toBe(due));
});

describe('staffActionProblem', () => {
  it.each([
    ['resend', 'delivered', true, null],
    ['resend', 'held', false, null],
    ['void', 'delivered', false, null],
    ['void', 'scheduled', false, null],
    ['void', 'delivered', true, 'egift_spent'],
    ['void', 'voided', false, 'egift_voided'],
    ['resend', 'voided', false, 'egift_voided'],
    ['resend', 'pending', false, 'egift_not_paid'],
    ['void', 'declined', false, 'egift_not_paid'],
  ] as const)('%s a %s card (spent: %s) gives %s', (action, status, spent, code) => expect(staffActionProblem(action, status, spent)?.code ?? null).toBe(code));
});
