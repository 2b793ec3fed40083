/**
 * An order's totals as the API priced them: subtotal, discount, delivery fee, each tax component
 * (US sales tax; GST/HST/PST/QST in Canada), the tip once there is one, and total. Display only: nothing is added here.
 */
import { classed } from '@/lib/classed';
import { isZeroAmount, shiftDecimal } from '@/domain/amounts';
import { formatMoney } from '@/domain/money-format';
import { htmlLang, type Currency } from '@/domain/markets';
import type { OrderTotals as Totals } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import styles from './order-totals.module.css';

type Props = { totals: Totals; currency: Currency; handoff: 'pickup' | 'delivery'; title?: string };

/** A tax rate fraction ("0.09975") as a percentage in the diner's language: 9.975 %. */
function percentOf(rate: string, lang: string): string {
  const percent = shiftDecimal(rate, 2);
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(percent as Intl.StringNumericLiteral);
}

export function OrderTotals({ totals, currency, handoff, title }: Props) {
  const { locale, t } = useMarket();
  const money = (amount: string) => formatMoney(amount, locale, currency);
  const hasDiscount = !isZeroAmount(totals.discount);
  // No tip row until a tip is chosen: a "$0.00" tip reads as a charge.
  const hasTip = !isZeroAmount(totals.tip);
  const lang = htmlLang(locale);
  return (
    <Table>
      {title && <caption>{title}</caption>}
      <tbody>
        <Row label={t('checkout.totals.subtotal')} value={money(totals.subtotal)} />
        {hasDiscount && <Row label={t('checkout.totals.discount')} value={`−${money(totals.discount)}`} />}
        {handoff === 'delivery' && <Row label={t('checkout.totals.deliveryFee')} value={money(totals.deliveryFee)} />}
        {totals.taxes.map((tax) => (
          <Row
            key={tax.code}
            label={t('checkout.totals.tax', { name: t.dynamic(`checkout.tax.${tax.code}`, tax.code), rate: percentOf(tax.rate, lang) })}
            value={money(tax.amount)}
          />
        ))}
        {hasTip && <Row label={t('checkout.totals.tip')} value={money(totals.tip)} />}
      </tbody>
      <tfoot>
        <Row label={t('checkout.totals.total')} value={money(totals.total)} />
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
