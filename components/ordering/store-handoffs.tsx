/** The ways a finder result's store hands over orders, with how soon each is ready. */
import styled from 'styled-components';
import { typeParamOfHandoffId, isHandoffId } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';

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

const Offers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.ash};
    border-radius: 999px;
  }
`;
