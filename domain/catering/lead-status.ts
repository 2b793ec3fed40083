/**
 * Catering lead statuses 1 to 17: ids, English labels and the interface-text key of each.
 * Which status follows which is in ./transitions.ts.
 */

export const LEAD_STATUS = {
  lead: 1,
  awaitingCustomer: 2,
  rejectedByCustomer: 3,
  awaitingPayment: 4,
  acknowledgedPaidEvent: 5,
  awaitingStoreConfirmation: 6,
  upcomingSale2To3Days: 7,
  upcomingSale4To7Days: 8,
  upcomingSale7PlusDays: 9,
  completedSale: 10,
  canceledCatering: 11,
  notBooked: 12,
  bookedAtStore: 13,
  customerCreatedLead: 14,
  storeClosed: 15,
  hotLead: 16,
  customerAbandonedLead: 17,
} as const;

export type LeadStatusName = keyof typeof LEAD_STATUS;
export type LeadStatusId = (typeof LEAD_STATUS)[LeadStatusName];

const LABELS: Record<LeadStatusName, string> = {
  lead: 'Lead',
  awaitingCustomer: 'Awaiting customer',
  rejectedByCustomer: 'Rejected by customer',
  awaitingPayment: 'Awaiting payment',
  acknowledgedPaidEvent: 'Acknowledged paid event',
  awaitingStoreConfirmation: 'Awaiting store confirmation',
  upcomingSale2To3Days: 'Upcoming sale 2-3 days',
  upcomingSale4To7Days: 'Upcoming sale 4-7 days',
  upcomingSale7PlusDays: 'Upcoming sale 7+ days',
  completedSale: 'Completed sale',
  canceledCatering: 'Canceled catering',
  notBooked: 'Not booked',
  bookedAtStore: 'Booked at store',
  customerCreatedLead: 'Customer created lead',
  storeClosed: 'Store closed',
  hotLead: 'Hot lead',
  customerAbandonedLead: 'Customer abandoned lead',
};

type LeadStatus = {
  id: LeadStatusId;
  name: LeadStatusName;
  /** The English label, also the fallback when a language lacks the key. */
  label: string;
  /** The interface-text key of the label: `catering.status.<name>`. */
  messageKey: `catering.status.${LeadStatusName}`;
};

/** Every status, by id. */
export const LEAD_STATUSES: readonly LeadStatus[] = (Object.keys(LEAD_STATUS) as LeadStatusName[])
  .map((name) => ({ id: LEAD_STATUS[name], name, label: LABELS[name], messageKey: `catering.status.${name}` as const }))
  .sort((a, b) => a.id - b.id);

export const LEAD_STATUS_IDS: readonly LeadStatusId[] = LEAD_STATUSES.map((status) => status.id);

/** Statuses of an event the store has confirmed and not yet held. */
export const BOOKED_STATUSES: readonly LeadStatusId[] = [
  LEAD_STATUS.bookedAtStore,
  LEAD_STATUS.upcomingSale7PlusDays,
  LEAD_STATUS.upcomingSale4To7Days,
  LEAD_STATUS.upcomingSale2To3Days,
];

export function isLeadStatusId(value: unknown): value is LeadStatusId {
  return typeof value === 'number' && (LEAD_STATUS_IDS as readonly number[]).includes(value);
}

/** The status of an id; throws on an id outside 1 to 17. */
export function leadStatusOf(id: number): LeadStatus {
  const status = LEAD_STATUSES.find((candidate) => candidate.id === id);
  if (!status) throw new RangeError(`Unknown catering lead status ${id}`);
  return status;
}
