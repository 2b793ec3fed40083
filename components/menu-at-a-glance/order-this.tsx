/**
 * "Order this" on an item of Menu At A Glance:
 *  - with an open order of the item's category, a link to the item at that order's restaurant;
 *  - otherwise it stores the item (menuAtAGlanceItem) and opens the start-order dialog; once the
 *    diner picks carryout or delivery and a restaurant, that restaurant's menu opens on the item.
 *    Without JavaScript the link asks the server to store the item and open the restaurant finder;
 *  - where the country's restaurants take no online orders, a link to find a restaurant instead.
 */
import type { MouseEvent } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { useStartOrder } from '@/components/ordering/start-order-context';
import { COUNTRIES, marketLink } from '@/domain/markets';
import { rememberGlanceChoice } from '@/lib/glance-choice';
import type { GlanceItemView } from '@/lib/api/menu-at-a-glance';
import { orderThisHref } from '@/lib/glance-paths';
import { useMarket } from '@/lib/use-market';
import styles from './order-this.module.css';

type Props = { item: GlanceItemView; orderPath: string | null; orderStore: string | null };

export function OrderThis({ item, orderPath, orderStore }: Props) {
  const { locale, country, t } = useMarket();
  const startOrder = useStartOrder();

  if (!COUNTRIES[country].onlineOrdering) {
    return (
      <>
        <p>{t('glance.item.noOnlineOrdering')}</p>
        <Action href="/locations">{t('glance.item.findRestaurant')}</Action>
      </>
    );
  }
  if (orderPath) return <Action href={orderPath}>{t('glance.item.orderAt', { store: orderStore ?? '' })}</Action>;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    rememberGlanceChoice(item.slug);
    startOrder.open({ mode: 'order', categorySlug: item.categorySlug });
  };
  return (
    <PlainAction href={marketLink(locale, orderThisHref(item.slug))} onClick={handleClick}>
      {t('glance.item.orderThis')}
    </PlainAction>
  );
}

const Action = classed(MarketLink, styles.action);

const PlainAction = classed('a', styles.plainAction);
