/** /user-profile/my-orders: the history with statuses, each order's detail, and Reorder; then the catering quotes. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import type { MyOrders, PastOrder } from '@/lib/api/profile-view';
import type { MyQuotes } from '@/lib/api/quote-requests';
import { useMarket } from '@/lib/use-market';
import { AccountLayout } from './account-layout';
import { Badge, Entries, EntryActions, LoadFailed, SmallButton } from './account-ui';
import { formatDate } from './dates';
import { MyQuotesSection } from './my-quotes-section';
import { orderStatusLabel } from './order-status';
import { ReorderNotice } from './reorder-notice';
import type { SectionData } from './section-state';
import { useReorder } from './use-reorder';
import styles from './my-orders-template.module.css';

export type MyOrdersPageData = { orders: SectionData<MyOrders>; quotes: SectionData<MyQuotes> };

function OrderEntry({ order, busy, onReorder }: { order: PastOrder; busy: boolean; onReorder: () => void }) {
  const { locale, t } = useMarket();
  return (
    <li>
      <div>
        <strong>{t('account.orders.number', { number: order.number })}</strong>
        <Badge>{orderStatusLabel(t, order.status)}</Badge>
        <div>
          {formatDate(order.paidAt ?? order.createdAt, locale)} · {order.location.title} · {order.handoffId ? t.dynamic(`handoffs.label.${order.handoffId}`, order.handoff) : t(`account.orders.handoff.${order.handoff}`)}
        </div>
        <div>
          {t.count('account.orders.items', order.itemCount)} · {formatMoney(order.total, locale, order.currency as Currency)}
        </div>
      </div>
      <EntryActions>
        <MarketLink href={`/user-profile/my-orders/${encodeURIComponent(order.id)}`} aria-label={t('account.orders.detailsOf', { number: order.number })}>
          {t('account.orders.details')}
        </MarketLink>
        {order.status !== 'open' && (
          <SmallButton type="button" disabled={busy} onClick={onReorder} aria-label={t('account.orders.reorderOne', { number: order.number })}>
            {t('account.orders.reorder')}
          </SmallButton>
        )}
      </EntryActions>
    </li>
  );
}

export function MyOrdersTemplate({ orders, quotes }: MyOrdersPageData) {
  const { t } = useMarket();
  const { start, pending, error, outcome } = useReorder();
  const list = orders.ok ? orders.data : null;
  const pages = list ? Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize))) : 1;
  return (
    <AccountLayout title={t('account.orders.title')}>
      <ReorderNotice outcome={outcome} error={error} />
      <p role="status" aria-live="polite">
        {pending ? t('account.loading') : ''}
      </p>
      {!orders.ok && <LoadFailed message={orders.message} />}
      {list && list.data.length === 0 && (
        <Empty>
          {t('account.orders.empty')} <MarketLink href="/order-now">{t('account.orders.orderNow')}</MarketLink>
        </Empty>
      )}
      {list && list.data.length > 0 && (
        <Entries aria-busy={pending}>
          {list.data.map((order) => (
            <OrderEntry key={order.id} order={order} busy={pending} onReorder={() => start(order.id, order.number)} />
          ))}
        </Entries>
      )}
      {list && pages > 1 && (
        <Pager aria-label={t('account.orders.pages')}>
          {list.page > 1 && <MarketLink href={`/user-profile/my-orders?page=${list.page - 1}`}>{t('account.orders.previous')}</MarketLink>}
          <span>{t('account.orders.pageOf', { page: String(list.page), pages: String(pages) })}</span>
          {list.page < pages && <MarketLink href={`/user-profile/my-orders?page=${list.page + 1}`}>{t('account.orders.next')}</MarketLink>}
        </Pager>
      )}
      <MyQuotesSection quotes={quotes} />
    </AccountLayout>
  );
}

const Empty = classed('p', styles.empty);

const Pager = classed('nav', styles.pager);
