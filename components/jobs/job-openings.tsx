/** The market's restaurants that are hiring, each with the positions it has open; an empty market says so. */
import { classed } from '@/lib/classed';
import { jobPositionOf } from '@/domain/jobs/positions';
import type { JobStore } from '@/lib/api/jobs';
import { useMarket } from '@/lib/use-market';
import styles from './job-openings.module.css';

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

const StoreList = classed('ul', styles.storeList);
