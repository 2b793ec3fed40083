import { LEAD_STATUS } from './lead-status';
import { canEstimate, estimateEventOf, staffSteps } from './staff-steps';
import type { CateringLead } from './lead';

const NOW = new Date('2030-03-01T15:00:00Z');
const lead = (overrides: Partial<CateringLead> = {}): CateringLead => ({
  status: LEAD_STATUS.lead,
  eventStartsAt: new Date('2030-03-20T23:00:00Z'),
  timeZone: 'America/Chicago',
  headcount: 40,
  requestTotal: '200.00',
  estimate: null,
  amountPaid: '0.00',
  ...overrides,
});
const events = (l: CateringLead, now = NOW) => staffSteps(l, now).map((step) => step.event);

describe('staffSteps', () => {
  it('lists the staff steps of a new request, never the estimate, and flags the refunding ones', () => {
    expect(events(lead())).toEqual(['markHot', 'decline', 'cancel', 'storeClosed']);
    expect(staffSteps(lead(), NOW).filter((step) => step.refunds).map((step) => step.event)).toEqual(['decline', 'cancel', 'storeClosed']);
    expect(staffSteps(lead(), NOW)[0]).toEqual({ event: 'markHot', to: LEAD_STATUS.hotLead, label: 'Mark hot', refunds: false });
  });

  it('leaves out a step whose condition fails now: cancel once the event started', () => {
    expect(events(lead(), new Date('2030-03-21T00:00:00Z'))).toEqual(['markHot', 'decline', 'storeClosed']);
  });

  it('offers confirm to a lead awaiting the store, and nothing to a final one', () => {
    expect(events(lead({ status: LEAD_STATUS.awaitingStoreConfirmation }))).toEqual(['confirm', 'decline', 'cancel', 'storeClosed']);
    expect(events(lead({ status: LEAD_STATUS.canceledCatering }))).toEqual([]);
  });

  it('offers accept on the buyer’s behalf only while the estimate is valid', () => {
    const estimate = { total: '100.00', deposit: '25.00', validUntil: new Date('2030-03-05T00:00:00Z') };
    expect(events(lead({ status: LEAD_STATUS.awaitingCustomer, estimate }))).toEqual(['accept', 'reject', 'decline', 'cancel', 'storeClosed']);
    expect(events(lead({ status: LEAD_STATUS.awaitingCustomer, estimate }), new Date('2030-03-06T00:00:00Z'))).toEqual(['reject', 'decline', 'cancel', 'storeClosed']);
  });
});

describe('canEstimate', () => {
  it.each([
    ['a new request', lead(), NOW, true],
    ['a rejected estimate', lead({ status: LEAD_STATUS.rejectedByCustomer }), NOW, true],
    ['a booked event', lead({ status: LEAD_STATUS.bookedAtStore }), NOW, false],
    ['an event that started', lead(), new Date('2030-03-21T00:00:00Z'), false],
  ] as const)('%s: %s', (_name, l, now, expected) => {
    expect(canEstimate(l, now)).toBe(expected);
  });
});

describe('estimateEventOf', () => {
  it('sends the first estimate to a request and revises any later one', () => {
    expect(estimateEventOf(LEAD_STATUS.hotLead)).toBe('sendEstimate');
    expect(estimateEventOf(LEAD_STATUS.awaitingCustomer)).toBe('reviseEstimate');
  });
});
