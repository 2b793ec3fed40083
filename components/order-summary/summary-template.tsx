/**
 * /order/[orderId]/summary: the thank-you page. Items, totals, when and where, the
 * status (kept current while the page is open, and announced politely), how it was paid and what was refunded, as
 * the orders GraphQL answered. On arrival the purchase event goes
 * to the data layer (once), and the finished order leaves the cart.
 */
import type { InStoreView } from '@/lib/page-loaders/in-store';
import { InStoreSummary } from './in-store-summary';
import { useEffect } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { Aside, Columns, Section, StepTitle } from '@/components/checkout/layout';
import { OrderFeedbackPanel } from '@/components/surveys/order-feedback/order-feedback-panel';
import type { OrderFeedbackState } from '@/lib/api/order-feedback';
import { formatMoney } from '@/domain/money-format';
import type { OrderStatus } from '@/lib/api/ordering-view';
import type { ConfirmationView } from '@/lib/api/checkout-view';
import { removeCookie } from '@/lib/cookies';
import { ORDER_ID_COOKIE, readOrderCookies } from '@/lib/order-cookies';
import { useLiveOrderStatus } from '@/lib/use-live-order-status';
import { useMarket } from '@/lib/use-market';
import { HandoffSummary } from './handoff-summary';
import { OrderLines } from './order-lines';
import { tenderLabel } from '@/components/payment/tender-label';
import { OrderRefunds } from './order-refunds';
import { OrderTotals } from './order-totals';
import { pushPurchaseOnce } from './purchase-event';
import { RunningLateNotice } from './running-late-notice';
import type { RunningLate } from '@/lib/api/text-alerts';
import type { CourierDelivery } from '@/lib/api/courier';
import { CourierTracking } from './courier-tracking';
import styles from './summary-template.module.css';

export function SummaryTemplate({
  order,
  status,
  feedback = null,
  inStore = null,
  late = null,
  courier = null,
  storePhone,
}: {
  order: ConfirmationView;
  status: OrderStatus;
  feedback?: OrderFeedbackState | null;
  inStore?: InStoreView | null;
  /** The kitchen runs late: the new ready time and any apology credit. */
  late?: RunningLate;
  /** A delivery's courier (stage, expected time, tracking link), or null. */
  courier?: CourierDelivery | null;
  /** The store's phone as the reader dials it (domain/addresses/store-phone.ts), written by the server. */
  storePhone: string;
}) {
  const { locale, t } = useMarket();
  const live = useLiveOrderStatus(order.id, { status, label: order.statusLabel, courier: courier && { stage: courier.stage, trackingUrl: courier.trackingUrl } });
  const money = (amount: string) => formatMoney(amount, locale, order.currency);

  useEffect(() => {
    pushPurchaseOnce(order);
    // The order is paid: the next visit to the menu starts a new cart (the token stays, so this page still opens).
    if (readOrderCookies().orderId === order.id) removeCookie(ORDER_ID_COOKIE, { path: '/' });
  }, [order]);

  return (
    <Container>
      <StepTitle>{order.guestFirstName ? t('checkout.thankYou.title', { name: order.guestFirstName }) : t('checkout.thankYou.titleNoName')}</StepTitle>
      <Facts>
        <li>{t('checkout.thankYou.orderNumber', { number: order.number })}</li>
        <li role="status" aria-live="polite" aria-atomic="true">
          {t('checkout.thankYou.status', { status: live.label })}
        </li>
      </Facts>
      <p>{t('checkout.thankYou.emailSent')}</p>
      <RunningLateNotice late={late} timeZone={order.store.timeZone} />
      {courier && (
        <CourierTracking
          courier={{ ...courier, ...live.courier }}
          timeZone={order.store.timeZone}
          storePhone={storePhone}
        />
      )}
      <Columns>
        <div>
          <HandoffSummary order={order} inStoreHandoffId={inStore?.handoffId ?? null} />
          {inStore && <InStoreSummary orderId={order.id} number={order.number} inStore={inStore} finished={live.status === 'completed' || live.status === 'cancelled'} />}
          <Section aria-labelledby="summary-items">
            <h2 id="summary-items">{t('checkout.thankYou.itemsTitle')}</h2>
            <OrderLines
              lines={order.lines}
              currency={order.currency}
              quantityText={(quantity) => t('checkout.thankYou.quantity', { count: quantity })}
              withInstructions
            />
          </Section>
          {feedback && <OrderFeedbackPanel access={{ orderId: order.id }} initial={feedback} />}
          <OrderAgain href="/order-now">{t('checkout.thankYou.orderAgain')}</OrderAgain>
        </div>
        <Aside aria-label={t('checkout.summary.title')}>
          <OrderTotals totals={order.totals} currency={order.currency} handoff={order.handoff} title={t('checkout.summary.title')} />
          {order.tenders.length > 0 && (
            <>
              <h3>{t('checkout.thankYou.paidWith')}</h3>
              <Facts>
                {order.tenders.map(({ tender, amount }, index) => (
                  <li key={index}>
                    {tenderLabel(t, tender)}: {money(amount)}
                  </li>
                ))}
              </Facts>
            </>
          )}
          <OrderRefunds refunds={order.refunds ?? []} currency={order.currency} timeZone={order.store.timeZone} />
        </Aside>
      </Columns>
    </Container>
  );
}

const Facts = classed('ul', styles.facts);

const OrderAgain = classed(MarketLink, styles.orderAgain);
