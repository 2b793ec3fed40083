/**
 * The checkout's summary of what is being ordered: the items, the store, the handoff and the time
 * as the form holds it now (ASAP, a chosen day and time, or not chosen yet). A meat sold by weight
 * reads its weight, not its count (500 g × Porc effiloché).
 */
import { classed } from '@/lib/classed';
import { htmlLang } from '@/domain/markets';
import { lineQuantityText } from '@/domain/menu/weight-units';
import { isHandoffId, typeParamOfHandoffId } from '@/domain/ordering/handoffs';
import type { CheckoutOrder, TimeslotsView } from '@/lib/api/checkout-view';
import { useFormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { ASAP, type DetailsValues } from '@/lib/validation/details-schema';
import { formatDay, formatSlotTime } from './time-format';
import styles from './checkout-recap.module.css';

type Props = { order: CheckoutOrder; timeslots: TimeslotsView };

export function CheckoutRecap({ order, timeslots }: Props) {
  const { locale, t } = useMarket();
  const { values } = useFormState<DetailsValues>();
  const type = (isHandoffId(order.handoffId) && typeParamOfHandoffId(order.handoffId)) || 'carryout';
  const time =
    values.time === ASAP
      ? t('checkout.recap.asapToday')
      : values.time
        ? t('checkout.recap.at', { day: formatDay(values.date, locale), time: formatSlotTime(values.time, timeslots.timeZone, locale) })
        : t('checkout.recap.noTime');
  return (
    <Recap aria-labelledby="checkout-recap-title">
      <h2 id="checkout-recap-title">{t('checkout.recap.title')}</h2>
      <dl>
        <dt>{t('checkout.recap.items')}</dt>
        <dd>
          <ul>
            {order.lines.map((line) => (
              <li key={line.id}>{t('checkout.recap.line', { quantity: lineQuantityText(line.quantity, line.weightUnit, htmlLang(locale)), item: line.title })}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('checkout.recap.store')}</dt>
        <dd>{order.store.title}</dd>
        <dt>{t('checkout.recap.handoff')}</dt>
        <dd>{t(`ordering.handoff.${type}`)}</dd>
        <dt>{t('checkout.recap.time')}</dt>
        <dd aria-live="polite">{time}</dd>
      </dl>
    </Recap>
  );
}

const Recap = classed('section', styles.recap);
