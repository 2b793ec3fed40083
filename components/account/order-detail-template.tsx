/** /user-profile/my-orders/[orderId]: one order of the customer, its status kept current while open, its refunds, with Reorder. */
import { classed } from '@/lib/classed';
import { Aside, Columns, Section } from '@/components/checkout/layout';
import { MarketLink } from '@/components/common/market-link';
import { OrderLines } from '@/components/order-summary/order-lines';
import { OrderTotals } from '@/components/order-summary/order-totals';
import { OrderFeedbackPanel } from '@/components/surveys/order-feedback/order-feedback-panel';
import type { OrderFeedbackState } from '@/lib/api/order-feedback';
import type { OrderStatus } from '@/lib/api/ordering-view';
import type { CheckoutOrder, RefundView } from '@/lib/api/checkout-view';
import { OrderRefunds } from '@/components/order-summary/order-refunds';
import { useLiveOrderStatus } from '@/lib/use-live-order-status';
import { useMarket } from '@/lib/use-market';
import { AccountLayout } from './account-layout';
import { Badge, MainButton } from './account-ui';
import { formatDate } from './dates';
import { orderStatusLabel } from './order-status';
import { ReorderNotice } from './reorder-notice';
import { useReorder } from './use-reorder';
import styles from './order-detail-template.module.css';

export type OrderDetailPageData = {
  order: CheckoutOrder;
  status: OrderStatus;
  placedAt: string;
  feedback?: OrderFeedbackState | null;
  /** What the store gave back, oldest first. */
  refunds?: RefundView[];
};

export function OrderDetailTemplate({ order, status, placedAt, feedback = null, refunds = [] }: OrderDetailPageData) {
  const { locale, t } = useMarket();
  const { start, pending, error, outcome } = useReorder();
  const live = useLiveOrderStatus(order.id, { status, label: orderStatusLabel(t, status) });
  return (
    <AccountLayout title={t('account.orders.number', { number: order.number })}>
      <MarketLink href="/user-profile/my-orders">{t('account.orders.back')}</MarketLink>
      <Facts>
        <li>
          {t('account.orders.status')}{' '}
          <Badge role="status" aria-live="polite" aria-atomic="true">
            {orderStatusLabel(t, live.status)}
          </Badge>
        </li>
        <li>{t('account.orders.placed', { date: formatDate(placedAt, locale) })}</li>
        <li>
          {order.handoffId ? t.dynamic(`handoffs.label.${order.handoffId}`, order.handoff) : t(`account.orders.handoff.${order.handoff}`)} · {order.store.title}, {order.store.addressLine}
        </li>
        {order.deliveryAddressLine && <li>{t('account.orders.deliverTo', { address: order.deliveryAddressLine })}</li>}
        {order.time && <li>{t('account.orders.time', { time: order.time.label })}</li>}
      </Facts>
      <ReorderNotice outcome={outcome} error={error} />
      <Columns>
        <Section aria-labelledby="order-items">
          <h2 id="order-items">{t('account.orders.itemsTitle')}</h2>
          <OrderLines lines={order.lines} currency={order.currency} quantityText={(quantity) => `${quantity} ×`} />
          {status !== 'open' && (
            <MainButton type="button" disabled={pending} aria-busy={pending} onClick={() => start(order.id, order.number)}>
              {t('account.orders.reorder')}
            </MainButton>
          )}
        </Section>
        <Aside aria-label={t('checkout.summary.title')}>
          <OrderTotals totals={order.totals} currency={order.currency} handoff={order.handoff} title={t('checkout.summary.title')} />
          <OrderRefunds refunds={refunds} currency={order.currency} timeZone={order.store.timeZone} />
        </Aside>
      </Columns>
      {feedback && <OrderFeedbackPanel access={{ orderId: order.id }} initial={feedback} />}
    </AccountLayout>
  );
}

const Facts = classed('ul', styles.facts);
