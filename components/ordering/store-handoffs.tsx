/** The ways a finder result's store hands over orders, with how soon each is ready. */
import { classed } from '@/lib/classed';
import { typeParamOfHandoffId, isHandoffId } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';
import styles from './store-handoffs.module.css';

export function StoreHandoffs({ store }: { store: StoreMatch }) {
  const { t } = useMarket();
  const handoffs = (store.handoffs ?? []).filter((offer) => isHandoffId(offer.handoffId) && typeParamOfHandoffId(offer.handoffId));
  if (handoffs.length === 0) return null;
  return (
    <Offers aria-label={t('handoffs.finder.offers')} data-testid="store-handoffs">
      {handoffs.map((offer) => {
        const type = isHandoffId(offer.handoffId) ? typeParamOfHandoffId(offer.handoffId) : null;
        if (!type) return null;
        return <li key={offer.handoffId}>{t('handoffs.finder.lead', { handoff: t(`ordering.handoff.${type}`), minutes: String(offer.leadMinutes) })}</li>;
      })}
    </Offers>
  );
}

const Offers = classed('ul', styles.offers);
