/** The home page: the hero and the states where the market has restaurants. */
import { classed } from '@/lib/classed';
import { HomeHero } from './home-hero';
import { CardGrid } from '@/components/common/card-grid';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import type { StateSummary } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';
import styles from './home-template.module.css';

export function HomeTemplate({ states }: { states: StateSummary[] }) {
  const t = useT();
  return (
    <>
      <HomeHero />
      <Container>
        <section aria-labelledby="home-states">
          <h2 id="home-states">{t('home.statesTitle')}</h2>
          <p>{t('home.statesIntro')}</p>
          <StateList $min="12rem" $gap="sm">
            {states.map((state) => (
              <li key={state.slug}>
                <MarketLink href={state.path}>{state.name}</MarketLink>
                <Count>{t.count('count.locations', state.locationCount)}</Count>
              </li>
            ))}
          </StateList>
        </section>
      </Container>
    </>
  );
}

const StateList = classed(CardGrid, styles.stateList);

const Count = classed('span', styles.count);
