import { LEAD_STATUS } from './lead-status';
import type { CateringLead } from './lead';
import { isOfflinePaymentMethod, offlineAmountProblem, offlineReferenceProblem } from './offline-payment';
import { offlinePaymentOpening } from './offline-payment-opening';
import { staffSteps } from './staff-steps';

const NOW = new Date('2030-03-01T15:00:00Z');
const ESTIMATE = { total: '219.75', deposit: '54.94', validUntil: new Date('2030-03-05T00:00:00Z') };
const lead = (overrides: Partial<CateringLead> = {}): CateringLead => ({
  status: LEAD_STATUS.awaitingPayment,
  eventStartsAt: new Date('2030-03-20T23:00:00Z'),
  timeZone: 'America/Chicago',
  headcount: 40,
  requestTotal: '200.00',
  estimate: ESTIMATE,
  amountPaid: '0.00',
  ...overrides,
});

describe('offlinePaymentOpening', () => {
  it.each([
    ['awaiting payment, nothing paid', {}, '219.75'],
    ['awaiting payment, part of the deposit paid', { amountPaid: '20.00' }, '199.75'],
    ['paid, awaiting the store', { status: LEAD_STATUS.awaitingStoreConfirmation, amountPaid: '54.94' }, '164.81'],
    ['booked, close to the event', { status: LEAD_STATUS.upcomingSale2To3Days, amountPaid: '54.94' }, '164.81'],
    ['booked, with the estimate long expired', { status: LEAD_STATUS.bookedAtStore, amountPaid: '54.94', estimate: { ...ESTIMATE, validUntil: new Date('2030-02-01T00:00:00Z') } }, '164.81'],
  ] as const)('opens on a lead %s, for what is still owed', (_name, overrides, owed) => {
    expect(offlinePaymentOpening(lead(overrides), NOW)).toEqual({ ok: true, owed });
  });

  it.each([
    ['before any estimate', { status: LEAD_STATUS.customerCreatedLead, estimate: null }, 'catering_step_not_allowed'],
    ['before the buyer accepted', { status: LEAD_STATUS.awaitingCustomer }, 'catering_step_not_allowed'],
    ['once the estimate expired', {}, 'catering_estimate_expired', new Date('2030-03-06T00:00:00Z')],
    ['once cancelled', { status: LEAD_STATUS.canceledCatering, amountPaid: '54.94' }, 'catering_step_not_allowed'],
    ['once completed', { status: LEAD_STATUS.completedSale, amountPaid: '54.94' }, 'catering_step_not_allowed'],
  ] as const)('refuses with the table’s refusal %s', (_name, overrides, code, now = NOW) => {
    const opening = offlinePaymentOpening(lead(overrides), now);
    expect(opening.ok ? null : opening.reason === 'step' && opening.refusal.code).toBe(code);
  });

  it('refuses when nothing is owed', () => {
    expect(offlinePaymentOpening(lead({ status: LEAD_STATUS.bookedAtStore, amountPaid: '219.75' }), NOW)).toEqual({ ok: false, reason: 'nothingOwed' });
  });
});

describe('offlineAmountProblem', () => {
  it.each([
    ['54.94', null],
    [' 120 ', null],
    ['219.75', null],
    ['219.76', 'amountOverOwed'],
    ['0', 'amountInvalid'],
    ['0.00', 'amountInvalid'],
    ['-5', 'amountInvalid'],
    ['5.001', 'amountInvalid'],
    ['5,50', 'amountInvalid'],
    ['', 'amountInvalid'],
    ['1e3', 'amountInvalid'],
    ['12345678', 'amountInvalid'],
  ])('%j against 219.75 owed: %s', (amount, problem) => {
    expect(offlineAmountProblem(amount, '219.75')).toBe(problem);
  });
});

describe('offlineReferenceProblem and isOfflinePaymentMethod', () => {
  it('bounds the reference and knows the methods', () => {
    expect(offlineReferenceProblem('x'.repeat(60))).toBeNull();
    expect(offlineReferenceProblem('x'.repeat(61))).toBe('referenceTooLong');
    expect(['cash', 'check', 'card-present', 'bank-transfer', 'barter', 5].map(isOfflinePaymentMethod)).toEqual([true, true, true, true, false, false]);
  });
});

describe('staffSteps and pay', () => {
  it('never lists "pay": staff record the money received instead', () => {
    expect(staffSteps(lead(), NOW).map((step) => step.event)).not.toContain('pay');
  });
});
