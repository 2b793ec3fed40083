/**
 * When and where the order will be ready, in the store's time zone, and the store's phone. An
 * in-store handoff (dine-in, curbside, drive-thru) is named as such, not as carryout.
 */
import { inStoreAt } from '@/components/checkout/handoff-label';
import type { ConfirmationView } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { Section } from '@/components/checkout/layout';
import { formatSlotDay, formatSlotTime } from '@/components/checkout/time-format';

export function HandoffSummary({ order, inStoreHandoffId = null }: { order: ConfirmationView; inStoreHandoffId?: number | null }) {
  const { locale, t } = useMarket();
  const { store, time } = order;
  const delivery = order.handoff === 'delivery';
  const clock = time ? formatSlotTime(time.start, store.timeZone, locale) : null;
  const inStore = inStoreHandoffId === null ? null : inStoreAt(t, inStoreHandoffId, store.title);
  const title = inStore ? t.dynamic(`handoffs.label.${inStoreHandoffId}`, order.handoff) : t(delivery ? 'checkout.thankYou.deliveryTitle' : 'checkout.thankYou.pickupTitle');
  return (
    <Section aria-labelledby="summary-handoff">
      <h2 id="summary-handoff">{title}</h2>
      {time && clock && (
        <p>
          <strong>
            {time.asap
              ? t('checkout.thankYou.asap', { time: clock })
              : t('checkout.thankYou.when', { day: formatSlotDay(time.start, store.timeZone, locale), time: clock })}
          </strong>
        </p>
      )}
      <p>
        {delivery
          ? t('checkout.thankYou.deliverTo', { address: order.deliveryAddressLine ?? '', store: store.title })
          : inStore
            ? `${inStore}, ${store.addressLine}`
            : t('checkout.thankYou.pickupAt', { store: store.title, address: store.addressLine })}
      </p>
      <p>{t('checkout.thankYou.storePhone', { phone: store.phone })}</p>
    </Section>
  );
}
