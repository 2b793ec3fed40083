/** A list of cities, each a link to its page with its store count: the state page and a large market's directory. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { useT } from '@/lib/use-t';
import styles from './city-counts.module.css';

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

const CityList = classed('ul', styles.cityList);

const Count = classed('span', styles.count);
