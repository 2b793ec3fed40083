/** /locations/[state]/[city]: the stores of a city. */
import { PageIntro } from './page-intro';
import { StoreGrid } from './store-grid';
import { Container } from '@/components/common/container';
import type { CityWithStores, StateSummary } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';

export function CityTemplate({ state, city }: { state: StateSummary; city: CityWithStores }) {
  const t = useT();
  return (
    <Container>
      <PageIntro
        title={t('locations.cityTitle', { city: city.name, state: state.name })}
        subtitle={t.count('count.locations', city.stores.length)}
        crumbs={[
          { label: t('locations.allLocations'), href: '/locations' },
          { label: state.name, href: state.path },
        ]}
      />
      {city.stores.length === 0 && <p>{t('locations.empty')}</p>}
      <StoreGrid stores={city.stores} headingAs="h2" />
    </Container>
  );
}
