/**
 * /staff/review: the orders held for review in the member's stores (store managers and brand
 * admins), the longest waiting first: number, store, total, who paid (a guest, or an account's
 * age), why it was held with the issuer's checks on the card that paid, and when. Release sends one to the kitchen queue, Cancel cancels it; each asks for a note
 * (review-decision.tsx). A cancelled order's money goes back with the Refund action, offered
 * here once it is cancelled (the refunds' own form). Loading, empty and refused states each
 * say so.
 */
import { useState } from 'react';
import { htmlLang, type Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { ReviewDecision, ReviewDecisionKind, ReviewHold } from '@/lib/api/staff-review-holds';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage } from '../console-page';
import { OrderRefund } from '../refunds/order-refund';
import { ReviewDecisionForm } from './review-decision';
import { useReviewHolds } from './use-review-holds';
import styles from './review-template.module.css';

export type StaffReviewData = { staff: StaffMember };

type Open = { orderId: string; kind: ReviewDecisionKind };

const actionId = (orderId: string, kind: ReviewDecisionKind) => `review-${orderId}-${kind}`;

export function StaffReviewTemplate({ staff }: StaffReviewData) {
  const { locale, t } = useMarket();
  const state = useReviewHolds();
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<ReviewDecision[]>([]);
  const [refunding, setRefunding] = useState<string | null>(null);
  const when = (at: string) => new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

  const payer = (hold: ReviewHold) => {
    if (hold.accountAgeDays === null) return t('staff.review.guest');
    if (hold.accountAgeDays === 0) return t('staff.review.accountToday');
    return hold.accountAgeDays === 1 ? t('staff.review.accountOneDay') : t('staff.review.accountDays', { days: hold.accountAgeDays });
  };

  const checks = (hold: ReviewHold) => {
    if (!hold.cardChecks) return null;
    const { cvc, postalCode, line1 } = hold.cardChecks;
    const named = [['cvc', cvc], ['postalCode', postalCode], ['line1', line1]] as const;
    const results = named.map(([name, result]) => t('staff.review.checkResult', { check: t(`staff.review.check.${name}`), result: t(`staff.review.check.${result}`) })).join(' · ');
    return t('staff.review.checks', { checks: results });
  };

  const handleBack = () => {
    const closed = open;
    setOpen(null);
    if (closed) requestAnimationFrame(() => document.getElementById(actionId(closed.orderId, closed.kind))?.focus());
  };

  const handleDone = (decision: ReviewDecision) => {
    setOpen(null);
    setDone((current) => [decision, ...current]);
    requestAnimationFrame(() => document.getElementById(`review-done-${decision.orderId}`)?.focus());
  };

  return (
    <ConsolePage staff={staff} title={t('staff.review.title')} current="review">
      <p>{t('staff.review.intro')}</p>
      <p>{t('staff.review.introPostalCode')}</p>
      <ConsoleButton type="button" onClick={() => void state.reload()} disabled={state.loading}>
        {t('staff.review.refresh')}
      </ConsoleButton>
      <Done aria-live="polite">
        {done.map((decision) => (
          <li key={decision.orderId} id={`review-done-${decision.orderId}`} tabIndex={-1}>
            {t(decision.resolution === 'released' ? 'staff.review.released' : 'staff.review.cancelled', { number: decision.number })}
            {decision.resolution === 'cancelled' && (
              <>
                {' '}
                <ConsoleButton type="button" aria-expanded={refunding === decision.orderId} onClick={() => setRefunding(refunding === decision.orderId ? null : decision.orderId)}>
                  {refunding === decision.orderId ? t('staff.review.refundClose') : t('staff.review.refund', { number: decision.number })}
                </ConsoleButton>
                {refunding === decision.orderId && <OrderRefund orderId={decision.orderId} number={decision.number} />}
              </>
            )}
          </li>
        ))}
      </Done>
      {state.loadError && <ConsoleAlert role="alert">{state.loadError}</ConsoleAlert>}
      {state.holds === null ? (
        state.loading && <p role="status">{t('staff.review.loading')}</p>
      ) : state.holds.length === 0 ? (
        <p role="status">{t('staff.review.empty')}</p>
      ) : (
        <Holds>
          <table aria-busy={state.loading}>
            <caption>{t('staff.review.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.review.number')}</th>
                <th scope="col">{t('staff.review.store')}</th>
                <th scope="col">{t('staff.review.total')}</th>
                <th scope="col">{t('staff.review.diner')}</th>
                <th scope="col">{t('staff.review.why')}</th>
                <th scope="col">{t('staff.review.paidAt')}</th>
                <th scope="col">{t('staff.review.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.holds.flatMap((hold) => {
                const chosen = open?.orderId === hold.orderId ? open.kind : null;
                const row = (
                  <tr key={hold.orderId}>
                    <th scope="row">{hold.number}</th>
                    <td>{hold.store.title}</td>
                    <td>{formatMoney(hold.total, locale, hold.currency as Currency)}</td>
                    <td>{payer(hold)}</td>
                    <td>
                      {t(`staff.review.reason.${hold.reason}`)}
                      {hold.cardChecks && <Checks>{checks(hold)}</Checks>}
                    </td>
                    <td>{when(hold.paidAt)}</td>
                    <td>
                      <Actions>
                        {(['release', 'cancel'] as const).map((kind) => (
                          <ConsoleButton
                            key={kind}
                            id={actionId(hold.orderId, kind)}
                            type="button"
                            aria-expanded={chosen === kind}
                            aria-label={`${t(kind === 'release' ? 'staff.review.release' : 'staff.review.cancel')} ${hold.number}`}
                            onClick={() => setOpen(chosen === kind ? null : { orderId: hold.orderId, kind })}
                          >
                            {t(kind === 'release' ? 'staff.review.release' : 'staff.review.cancel')}
                          </ConsoleButton>
                        ))}
                      </Actions>
                    </td>
                  </tr>
                );
                if (!chosen) return [row];
                return [
                  row,
                  <tr key={`${hold.orderId}-decision`}>
                    <td colSpan={7}>
                      <ReviewDecisionForm hold={hold} kind={chosen} decide={state.decide} onDone={handleDone} onBack={handleBack} />
                    </td>
                  </tr>,
                ];
              })}
            </tbody>
          </table>
        </Holds>
      )}
    </ConsolePage>
  );
}

const Holds = classed('div', styles.holds);

const Actions = classed('div', styles.buttons);

const Checks = classed('small', styles.checks);

const Done = classed('ul', styles.done);
