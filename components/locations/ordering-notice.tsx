/** Why a store cannot take an online order right now, if it cannot. */
import { classed } from '@/lib/classed';
import type { StoreDetails } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';
import styles from './ordering-notice.module.css';

type Props = Pick<StoreDetails, 'onlineOrdering' | 'acceptingOrders'>;

export function OrderingNotice({ onlineOrdering, acceptingOrders }: Props) {
  const t = useT();
  if (onlineOrdering && acceptingOrders) return null;
  return <Notice>{onlineOrdering ? t('store.notAcceptingOrders') : t('store.noOnlineOrdering')}</Notice>;
}

const Notice = classed('p', styles.notice);
