/** The market's restaurants that are hiring, each with the positions it has open; an empty market says so. */
import styled from 'styled-components';
import { jobPositionOf } from '@/domain/jobs/positions';
import type { JobStore } from '@/lib/api/jobs';
import { useMarket } from '@/lib/use-market';

export function JobOpenings({ stores }: { stores: JobStore[] }) {
  const { t } = useMarket();
  if (stores.length === 0) return <p>{t('jobs.openingsEmpty')}</p>;
  return (
    <>
      <p>{t('jobs.openingsIntro')}</p>
      <StoreList>
        {stores.map((store) => (
          <li key={store.id}>
            <h3>{store.title}</h3>
            <p>
              {store.city}, {store.state}
            </p>
            <ul aria-label={store.title}>
              {store.positionIds.map((id) => {
                const position = jobPositionOf(id);
                return <li key={id}>{position ? t(`jobs.position.${position.name}`) : id}</li>;
              })}
            </ul>
          </li>
        ))}
      </StoreList>
    </>
  );
}

const StoreList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};

  > li {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.cream};
    border-radius: 4px;
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.smoke};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;
