/** /locations/[state]: the cities of a state with their store counts. */
import { CityCounts } from './city-counts';
import { PageIntro } from './page-intro';
import { Container } from '@/components/common/container';
import type { CitySummary, StateSummary } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';

export function StateTemplate({ state, cities }: { state: StateSummary; cities: CitySummary[] }) {
  const t = useT();
  return (
    <Container>
      <PageIntro
        title={t('locations.stateTitle', { state: state.name })}
        subtitle={t.count('count.locations', state.locationCount)}
        crumbs={[{ label: t('locations.allLocations'), href: '/locations' }]}
      />
      {cities.length === 0 && <p>{t('locations.empty')}</p>}
      <CityCounts cities={cities} />
    </Container>
  );
}
