/**
 * An order's totals as the API priced them: subtotal, discount, delivery fee, each tax component
 * (US sales tax; GST/HST/PST/QST in Canada), the tip once there is one, and total. Where prices
 * include the tax (Japan, Mexico), each tax is shown under the total as the part of it the tax
 * makes up ("うち消費税（8%）"). Display only: nothing is added here.
 */
import { classed } from '@/lib/classed';
import { isZeroAmount } from '@/domain/amounts';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import { formatTaxRate } from '@/domain/tax-rate-format';
import type { OrderTotals as Totals } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import styles from './order-totals.module.css';

type Props = { totals: Totals; currency: Currency; handoff: 'pickup' | 'delivery'; title?: string };

export function OrderTotals({ totals, currency, handoff, title }: Props) {
  const { locale, t } = useMarket();
  const money = (amount: string) => formatMoney(amount, locale, currency);
  const hasDiscount = !isZeroAmount(totals.discount);
  // No tip row until a tip is chosen: a "$0.00" tip reads as a charge.
  const hasTip = !isZeroAmount(totals.tip);
  const taxLabel = totals.taxIncluded ? 'checkout.totals.taxIncluded' : 'checkout.totals.tax';
  const taxRows = totals.taxes.map((tax) => (
    <Row
      key={tax.code}
      label={t(taxLabel, { name: t.dynamic(`checkout.tax.${tax.code}`, tax.code), rate: formatTaxRate(tax.rate, locale) })}
      value={money(tax.amount)}
    />
  ));
  return (
    <Table>
      {title && <caption>{title}</caption>}
      <tbody>
        <Row label={t('checkout.totals.subtotal')} value={money(totals.subtotal)} />
        {hasDiscount && <Row label={t('checkout.totals.discount')} value={`−${money(totals.discount)}`} />}
        {handoff === 'delivery' && <Row label={t('checkout.totals.deliveryFee')} value={money(totals.deliveryFee)} />}
        {!totals.taxIncluded && taxRows}
        {hasTip && <Row label={t('checkout.totals.tip')} value={money(totals.tip)} />}
      </tbody>
      <tfoot>
        <Row label={t('checkout.totals.total')} value={money(totals.total)} />
        {totals.taxIncluded && taxRows}
      </tfoot>
    </Table>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}

const Table = classed('table', styles.table);
