/** The refunds of a lead's payments: which payment (worded in the reader's language from its tender), how much, and whether the processor took it (and why not). */
import { tenderLabel } from '@/components/payment/tender-label';
import type { StaffLeadRefund } from '@/lib/api/staff-lead-view';
import { useMarket } from '@/lib/use-market';

type Props = { refunds: StaffLeadRefund[]; money: (amount: string) => string };

export function LeadRefunds({ refunds, money }: Props) {
  const { t } = useMarket();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="lead-refunds-title">
      <h2 id="lead-refunds-title">{t('staff.refunds.title')}</h2>
      <ul>
        {refunds.map((refund, index) => (
          <li key={`${refund.at}-${index}`}>
            {t('staff.refunds.entry', { label: tenderLabel(t, refund.tender), amount: money(refund.amount), status: t(`staff.refunds.status.${refund.status}`) })}
            {refund.failure && (
              <>
                <br />
                {t('staff.refunds.failure', { reason: refund.failure })}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
