/** What the store gave back on an order (the thank-you page, the account's order page): each refund's payment, amount and day in the store's time zone. */
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { RefundView } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { tenderLabel } from '@/components/payment/tender-label';

export function OrderRefunds({ refunds, currency, timeZone }: { refunds: readonly RefundView[]; currency: Currency; timeZone: string }) {
  const { locale, t } = useMarket();
  if (refunds.length === 0) return null;
  const day = (at: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(at));
  return (
    <>
      <h3>{t('checkout.thankYou.refundedTitle')}</h3>
      <ul>
        {refunds.map((refund, index) => (
          <li key={index}>{t('checkout.thankYou.refundLine', { payment: tenderLabel(t, refund.tender), amount: formatMoney(refund.amount, locale, currency), date: day(refund.at) })}</li>
        ))}
      </ul>
    </>
  );
}
