/**
 * A signed-in diner's last order on the home page, and "Order again": one tap puts what can still
 * be ordered into a new cart at the same restaurant (POST /orders/:orderId/reorder, the diner's
 * own orders only) and opens the cart. When some items could not come along, they are listed
 * first, with the way to the cart. Loaded after hydration only (components/home/last-order-slot.tsx).
 */
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { formatDate } from '@/components/account/dates';
import { ReorderNotice } from '@/components/account/reorder-notice';
import { useReorder } from '@/components/account/use-reorder';
import { formatMoney } from '@/domain/money-format';
import { marketLink, type Currency } from '@/domain/markets';
import { fetchMyOrders } from '@/lib/api/profile';
import type { PastOrder } from '@/lib/api/profile-view';
import { useMarket } from '@/lib/use-market';
import styles from './last-order-slot.module.css';

/** Enough of the history to step over the order in progress, which cannot be ordered again. */
const HISTORY_PAGE = 5;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: PastOrder | null };

function useLastOrder() {
  const { locale } = useMarket();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    try {
      const history = await fetchMyOrders({ locale }, 1, HISTORY_PAGE);
      setLoaded({ state: 'ready', order: history.data.find((order) => order.status !== 'open') ?? null });
    } catch (error) {
      console.error('Could not load the last order:', error);
      setLoaded({ state: 'failed' });
    }
  }, [locale]);
  useEffect(() => {
    void load();
  }, [load]);
  return { loaded, retry: load };
}

export function LastOrderCard() {
  const router = useRouter();
  const { locale, t } = useMarket();
  const { loaded, retry } = useLastOrder();
  const { start, pending, error, outcome } = useReorder();
  const [asked, setAsked] = useState(false);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.unavailable.length === 0) void router.push(marketLink(locale, '/cart'));
    else notice.current?.querySelector('a')?.focus();
  }, [outcome, router, locale]);

  if (loaded.state === 'loading') return <Waiting aria-busy="true">{t('home.lastOrder.loading')}</Waiting>;
  if (loaded.state === 'failed') {
    return (
      <Prompt role="alert">
        <p>{t('home.lastOrder.failed')}</p>
        <Secondary type="button" onClick={() => void retry()}>
          {t('home.lastOrder.retry')}
        </Secondary>
      </Prompt>
    );
  }
  if (!loaded.order) {
    return (
      <Prompt>
        <p>{t('home.lastOrder.none')}</p>
        <SecondaryLink href="/menu">{t('home.seeMenu')}</SecondaryLink>
      </Prompt>
    );
  }

  const order = loaded.order;
  const showNotice = asked && (error !== null || (outcome !== null && outcome.unavailable.length > 0));
  return (
    <Card aria-labelledby="home-last-order">
      <Heading id="home-last-order">{t('home.lastOrder.title')}</Heading>
      <Facts>
        {t('home.lastOrder.placed', { store: order.location.title, date: formatDate(order.paidAt ?? order.createdAt, locale) })}
        <br />
        {t.count('account.orders.items', order.itemCount)} · {formatMoney(order.total, locale, order.currency as Currency)}
      </Facts>
      <OrderAgain
        type="button"
        disabled={pending || (outcome !== null && outcome.unavailable.length === 0)}
        aria-label={pending ? undefined : t('home.lastOrder.orderAgainOne', { number: order.number, store: order.location.title })}
        onClick={() => {
          setAsked(true);
          void start(order.id, order.number);
        }}
      >
        {pending ? t('home.lastOrder.adding') : t('home.lastOrder.orderAgain')}
      </OrderAgain>
      {showNotice && (
        <NoticeRow ref={notice}>
          <ReorderNotice outcome={outcome} error={error} />
        </NoticeRow>
      )}
    </Card>
  );
}

const Card = classed('section', styles.card);

const Heading = classed('h2', styles.heading);

const Facts = classed('p', styles.facts);

const OrderAgain = classed('button', styles.orderAgain);

const NoticeRow = classed('div', styles.noticeRow);

const Waiting = classed('p', styles.waiting);

const Prompt = classed('div', styles.prompt);

const Secondary = classed('button', styles.secondary);

const SecondaryLink = classed(MarketLink, styles.secondaryLink);
