/**
 * Whether staff may record money the buyer paid the store on a lead now, and how much is still
 * owed (the rules of offline-payment.ts).
 */
import { amountLeft, compareAmounts } from '../amounts';
import type { CateringLead, MoneyString } from './lead';
import { LEAD_STATUS, type LeadStatusId } from './lead-status';
import { transition, type TransitionResult } from './transitions';

/** Statuses whose payments go towards the balance of an event already paid for. */
const BALANCE_STATUSES: readonly LeadStatusId[] = [
  LEAD_STATUS.acknowledgedPaidEvent,
  LEAD_STATUS.awaitingStoreConfirmation,
  LEAD_STATUS.bookedAtStore,
  LEAD_STATUS.upcomingSale7PlusDays,
  LEAD_STATUS.upcomingSale4To7Days,
  LEAD_STATUS.upcomingSale2To3Days,
];

type OfflinePaymentOpening =
  | { ok: true; owed: MoneyString }
  | { ok: false; reason: 'nothingOwed' }
  | { ok: false; reason: 'step'; refusal: Extract<TransitionResult, { ok: false }> };

/** Whether staff may record a payment on the lead at `now`, and how much is still owed. */
export function offlinePaymentOpening(lead: CateringLead, now: Date): OfflinePaymentOpening {
  if (!lead.estimate || lead.status === null || !BALANCE_STATUSES.includes(lead.status)) {
    const step = transition(lead, 'pay', 'staff', now);
    if (!step.ok) return { ok: false, reason: 'step', refusal: step };
  }
  const owed = amountLeft(lead.estimate!.total, lead.amountPaid ?? '0');
  return compareAmounts(owed, 0) > 0 ? { ok: true, owed } : { ok: false, reason: 'nothingOwed' };
}
