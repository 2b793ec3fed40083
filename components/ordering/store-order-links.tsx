/**
 * A store's order buttons, one per handoff it offers ("Order carryout", "Order delivery"…), each
 * into the store's menu for that handoff. `describedBy`: the id of the store's name, so that
 * each button is read with the store it orders from.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { DEFAULT_ORDER_CATEGORY, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import { useT } from '@/lib/use-t';
import styles from './store-order-links.module.css';

/** The menu of a store for a handoff: /quote/[category]/[storeSlug]?type=. */
export function orderMenuPath(categorySlug: string, storeSlug: string, handoff: HandoffTypeParam): string {
  return `/quote/${encodeURIComponent(categorySlug)}/${encodeURIComponent(storeSlug)}?type=${handoff}`;
}

type Props = { storeSlug: string; handoffs: readonly HandoffTypeParam[]; categorySlug?: string; describedBy?: string };

export function StoreOrderLinks({ storeSlug, handoffs, categorySlug = DEFAULT_ORDER_CATEGORY, describedBy }: Props) {
  const t = useT();
  if (handoffs.length === 0) return null;
  return (
    <Links>
      {handoffs.map((handoff, index) => {
        const OrderLink = index === 0 ? PrimaryLink : SecondaryLink;
        return (
          <li key={handoff}>
            <OrderLink href={orderMenuPath(categorySlug, storeSlug, handoff)} aria-describedby={describedBy}>
              {t(`handoffs.finder.orderType.${handoff}`)}
            </OrderLink>
          </li>
        );
      })}
    </Links>
  );
}

const Links = classed('ul', styles.links);

/** The first handoff (carryout, where offered) is the primary button; the others are secondary. */
const PrimaryLink = classed(MarketLink, styles.primary);

const SecondaryLink = classed(MarketLink, styles.secondary);
