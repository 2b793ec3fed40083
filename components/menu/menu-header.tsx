/**
 * The top of a store's menu: where the diner is, the title, and how the order comes: "Carryout
 * from Oak Lawn · Ready in about 20 min", or that the store is closed now and takes orders for
 * later, with "Change", which opens the start-order dialog (a link to the order page without
 * script).
 */
import type { MouseEvent } from 'react';
import { classed } from '@/lib/classed';
import type { Crumb } from '@/components/common/breadcrumbs';
import { PageIntro } from '@/components/locations/page-intro';
import { useStartOrder } from '@/components/ordering/start-order-context';
import { marketLink } from '@/domain/markets';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { MenuCategory } from '@/lib/api/menus';
import type { MenuReadiness } from '@/lib/api/locations';
import { useMarket } from '@/lib/use-market';
import styles from './menu-header.module.css';

type Props = {
  title: string;
  crumbs: Crumb[];
  storeTitle: string;
  category: MenuCategory;
  handoff: HandoffTypeParam;
  /** How soon an order is ready; null when the store takes no online orders. */
  readiness: MenuReadiness | null;
};

const MINUTES_PER_DAY = 24 * 60;

/** Orders of these categories start from the quote side of the start-order dialog. */
const QUOTE_CATEGORIES: readonly MenuCategory[] = ['catering', 'get-a-quote', 'holiday'];

export function MenuHeader({ title, crumbs, storeTitle, category, handoff, readiness }: Props) {
  const { locale, t } = useMarket();
  const startOrder = useStartOrder();
  const handleChange = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    startOrder.open({ mode: QUOTE_CATEGORIES.includes(category) ? 'quote' : 'order', categorySlug: category });
  };
  const ready = readiness && readinessText(readiness, t);
  return (
    <PageIntro
      title={title}
      crumbs={crumbs}
      subtitle={
        <>
          <span>{t('ordering.menu.orderType', { handoff: t(`ordering.handoff.${handoff}`), store: storeTitle })}</span>
          {ready && (
            <>
              <span aria-hidden="true"> · </span>
              <Ready>{ready}</Ready>
            </>
          )}{' '}
          <Change href={marketLink(locale, '/order-now')} aria-label={t('ordering.menu.changeLabel')} onClick={handleChange}>
            {t('ordering.menu.change')}
          </Change>
        </>
      }
    />
  );
}

function readinessText(readiness: MenuReadiness, t: ReturnType<typeof useMarket>['t']): string {
  if (!readiness.openNow) return t('ordering.menu.closedNow');
  if (readiness.leadMinutes < MINUTES_PER_DAY) return t('ordering.menu.readyIn', { minutes: String(readiness.leadMinutes) });
  return t.count('ordering.menu.readyAhead', Math.ceil(readiness.leadMinutes / MINUTES_PER_DAY));
}

const Ready = classed('span', styles.ready);

const Change = classed('a', styles.change);
