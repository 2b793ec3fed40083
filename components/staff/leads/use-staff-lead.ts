/**
 * One lead in the console and the actions on it: send an estimate, take a step, cancel, record
 * money the buyer paid the store. Each
 * action waits for the API's answer and re-renders from the lead it returns; success is
 * announced in words and a refusal shown in the console's language, by its code.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '@/domain/money-format';
import { failureText } from '@/lib/api/failure-text';
import type { StaffEstimateInput, StaffLead, StaffLeadCancel, StaffLeadStep, StaffOfflinePayment } from '@/lib/api/staff-lead-view';
import { cancelLead, fetchStaffLead, moveLead, recordOfflinePayment, sendEstimate } from '@/lib/api/staff-leads';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

type LeadAction = 'estimate' | 'step' | 'cancel' | 'payment';

type LeadState = {
  lead: StaffLead;
  pending: LeadAction | null;
  announcement: string;
  error: string | null;
  /** Each resolves true when the API took the action. */
  sendEstimate: (estimate: StaffEstimateInput) => Promise<boolean>;
  takeStep: (step: StaffLeadStep, reason: string) => Promise<boolean>;
  cancel: (cancel: StaffLeadCancel) => Promise<boolean>;
  recordPayment: (payment: StaffOfflinePayment) => Promise<boolean>;
  announce: (text: string) => void;
};

export function useStaffLead(initial: StaffLead): LeadState {
  const { locale, t } = useMarket();
  const [lead, setLead] = useState(initial);
  const [pending, setPending] = useState<LeadAction | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const number = initial.quote.number;

  // Another lead's page (or the same one loaded again) starts from what the server rendered.
  useEffect(() => setLead(initial), [initial]);

  const statusOf = useCallback((next: StaffLead) => t.dynamic(next.quote.status.messageKey, next.quote.status.label), [t]);

  const run = useCallback(
    async (action: LeadAction, call: () => Promise<StaffLead>, success: (next: StaffLead) => string) => {
      setPending(action);
      setError(null);
      setAnnouncement('');
      try {
        const next = await call();
        setLead(next);
        setAnnouncement(success(next));
        return true;
      } catch (failure) {
        setError(await failureText(t, failure, { locale }));
        // A refund the processor refused still moved the lead: show it as it now stands.
        if (action === 'cancel') {
          await fetchStaffLead(staffContext({ locale }), initial.quote.number).then(setLead, () => undefined);
        }
        return false;
      } finally {
        setPending(null);
      }
    },
    [locale, t, initial.quote.number],
  );

  const ctx = useCallback(() => staffContext({ locale }), [locale]);

  return {
    lead,
    pending,
    announcement,
    error,
    sendEstimate: (estimate) =>
      run('estimate', () => sendEstimate(ctx(), number, estimate), (next) => t('staff.leads.estimateSent', { number, status: statusOf(next) })),
    takeStep: (step, reason) =>
      run('step', () => moveLead(ctx(), number, reason ? { event: step.event, reason } : { event: step.event }), (next) =>
        t('staff.leads.moved', { number, status: statusOf(next) }),
      ),
    cancel: (cancel) =>
      run('cancel', () => cancelLead(ctx(), number, cancel), (next) =>
        t('staff.leads.cancelled', { number, status: statusOf(next), refunded: formatMoney(next.refunded, locale, next.quote.currency) }),
      ),
    recordPayment: (payment) =>
      run('payment', () => recordOfflinePayment(ctx(), number, payment), (next) =>
        t('staff.leads.paymentRecorded', { number, status: statusOf(next), amount: formatMoney(payment.amount, locale, next.quote.currency) }),
      ),
    announce: setAnnouncement,
  };
}
