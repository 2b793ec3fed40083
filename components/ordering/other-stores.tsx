/** The other stores near the delivery address, each of which the diner may check instead. */
import styled from 'styled-components';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';
import { secondaryButton } from '@/styles/buttons';
import { formatDistance } from './distance';

const SHOWN = 4;

type Props = { stores: StoreMatch[]; onCheck: (store: StoreMatch) => void };

export function OtherStores({ stores, onCheck }: Props) {
  const { locale, t } = useMarket();
  if (stores.length === 0) return null;
  return (
    <section aria-label={t('ordering.delivery.otherStores')}>
      <h2>{t('ordering.delivery.otherStores')}</h2>
      <List>
        {stores.slice(0, SHOWN).map((store) => (
          <li key={store.id}>
            <span>
              <strong>{store.title}</strong> · {store.address.city} ·{' '}
              {t('ordering.finder.distance', { distance: formatDistance(store.distanceKm, locale) })}
            </span>
            <CheckButton type="button" onClick={() => onCheck(store)}>
              {t('ordering.delivery.checkStore', { store: store.title })}
            </CheckButton>
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.ash};
  }
`;

const CheckButton = styled.button`
  ${secondaryButton}
  font-size: 0.875rem;
`;
