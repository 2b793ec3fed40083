/** A list of cities, each a link to its page with its store count: the state page and a large market's directory. */
import styled from 'styled-components';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';

type City = { slug: string; path: string; name: string; locationCount: number };

export function CityCounts({ cities }: { cities: readonly City[] }) {
  const t = useT();
  return (
    <CityList>
      {cities.map((city) => (
        <li key={city.slug}>
          <MarketLink href={city.path}>{city.name}</MarketLink>
          <Count>{t.count('count.locations', city.locationCount)}</Count>
        </li>
      ))}
    </CityList>
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
