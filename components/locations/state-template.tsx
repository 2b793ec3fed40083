/** /locations/[state]: the cities of a state with their store counts. */
import styled from 'styled-components';
import { PageIntro } from './page-intro';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
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
      <CityList>
        {cities.map((city) => (
          <li key={city.slug}>
            <MarketLink href={city.path}>{city.name}</MarketLink>
            <Count>{t.count('count.locations', city.locationCount)}</Count>
          </li>
        ))}
      </CityList>
    </Container>
  );
}

const CityList = styled.ul`
  columns: 3 14rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    break-inside: avoid;
    padding: ${({ theme }) => theme.space.sm} 0;
    font-size: 1.125rem;
  }
`;

const Count = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
`;
